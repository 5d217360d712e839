// Lints the API's OpenAPI document with Spectral: `spectral:oas` and the OWASP API Security ruleset,
// with the exceptions (and their reasons) written in api/.spectral.yaml.
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Document, Spectral, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { commonjs } from '@stoplight/spectral-ruleset-bundler/plugins/commonjs';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';

export const rulesetFile = fileURLToPath(new URL('../.spectral.yaml', import.meta.url));

/** The name the document goes by in the findings and in the ruleset's overrides (never written). */
export const documentFile = fileURLToPath(new URL('../openapi.json', import.meta.url));

const severities = ['error', 'warning', 'info', 'hint'];

/** Every finding (errors, warnings, information and hints alike) on the document. */
export async function lintContract(document: object): Promise<ISpectralDiagnostic[]> {
  const spectral = new Spectral();
  // the OWASP ruleset is published as CommonJS: the bundler needs the plugin to read it
  spectral.setRuleset(await bundleAndLoadRuleset(rulesetFile, { fs, fetch }, [commonjs()]));
  return spectral.run(new Document(JSON.stringify(document, null, 2), Parsers.Json, documentFile));
}

/** One line per finding: severity, rule, where in the document, and what it says. */
export function formatFindings(findings: readonly ISpectralDiagnostic[]): string {
  return findings
    .map((finding) => `${severities[finding.severity]} ${finding.code} /${finding.path.join('/')}: ${finding.message}`)
    .join('\n');
}
