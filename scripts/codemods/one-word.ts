// One word per concept (docs/naming.md): renames every declaration whose name holds a Spanish word
// of the glossary to its English word, with the TypeScript language service's rename so every
// reference follows, and leaves the contract's data (property keys, destructured fields) alone.
//
//   node scripts/codemods/one-word.ts           rename, and print what it renamed
//   node scripts/codemods/one-word.ts --check   print what it would rename; exit 1 if anything
//   node scripts/codemods/one-word.ts --count   declared names per glossary word, Spanish and English
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Node, Project, ts, type Identifier, type SourceFile } from 'ts-morph';
import { GLOSSARY } from './glossary.ts';
import { translateName, wordsOf } from './words.ts';

/** Files no one writes by hand: the codemod reads them (for references) but never renames in them. */
const GENERATED = [
  /(^|\/)node_modules\//,
  /(^|\/)dist[^/]*\//,
  /^api\/drizzle\//,
  /^shared\/src\/http\/api-contract\.ts$/,
];

const CODE_FILES = ['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.cjs'];

/** One rename the codemod makes (or would make). */
export interface Rename {
  file: string;
  line: number;
  from: string;
  to: string;
  /** how many places change, the declaration included */
  places: number;
}

/** A declaration the codemod leaves for a hand fix, and why. */
export interface Blocked {
  file: string;
  line: number;
  from: string;
  to: string;
  reason: string;
}

export interface Result {
  renamed: Rename[];
  blocked: Blocked[];
}

/** The workspace as one program: every tracked or new code file, so a rename follows into every package. */
export function workspaceProject(root: string): Project {
  const project = new Project({
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      // the workspace packages' source (see tsconfig.base.json), so a rename in shared reaches the apps
      customConditions: ['soat-source'],
      jsx: ts.JsxEmit.ReactJSX,
      allowJs: true,
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
      strict: true,
    },
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
  });
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...CODE_FILES], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = listed
    .split('\n')
    .filter((file) => file !== '' && !GENERATED.some((pattern) => pattern.test(file)))
    .map((file) => join(root, file))
    .filter((file) => existsSync(file));
  project.addSourceFilesAtPaths(files);
  return project;
}

const isGenerated = (root: string, file: SourceFile): boolean =>
  GENERATED.some((pattern) => pattern.test(relative(root, file.getFilePath())));

/**
 * The identifiers a programmer chose: names of variables, parameters, functions, classes, interfaces,
 * type aliases, enums, type parameters, import aliases, and of methods of untyped object literals.
 * Not: property keys, a field destructured by its own name (`const { placa } = body`: the contract's
 * field), names re-exported or imported without an alias (they follow their declaration).
 */
function declaredNames(file: SourceFile): Identifier[] {
  const names: Identifier[] = [];
  file.forEachDescendant((node) => {
    const name = chosenName(node);
    if (name) names.push(name);
  });
  return names;
}

function chosenName(node: Node): Identifier | undefined {
  if (
    Node.isVariableDeclaration(node) ||
    Node.isFunctionDeclaration(node) ||
    Node.isFunctionExpression(node) ||
    Node.isClassDeclaration(node) ||
    Node.isClassExpression(node) ||
    Node.isInterfaceDeclaration(node) ||
    Node.isTypeAliasDeclaration(node) ||
    Node.isEnumDeclaration(node) ||
    Node.isTypeParameterDeclaration(node) ||
    // `constructor(readonly errores: …)` declares a property: left as a property key is
    (Node.isParameterDeclaration(node) && !node.isParameterProperty())
  ) {
    const name = node.getNameNode();
    return name && Node.isIdentifier(name) ? name : undefined;
  }
  if (Node.isBindingElement(node)) {
    const name = node.getNameNode();
    // `{ placa: plateInput }` and `[placa]` name a new variable; `{ placa }` is the contract's field
    const aliased = node.getPropertyNameNode() !== undefined || Node.isArrayBindingPattern(node.getParent());
    return aliased && Node.isIdentifier(name) ? name : undefined;
  }
  if (Node.isImportClause(node)) return node.getDefaultImport();
  if (Node.isNamespaceImport(node)) {
    const name = node.getNameNode();
    return Node.isIdentifier(name) ? name : undefined;
  }
  if (Node.isImportSpecifier(node)) {
    const alias = node.getAliasNode();
    return alias && Node.isIdentifier(alias) ? alias : undefined;
  }
  if (Node.isMethodDeclaration(node)) {
    const literal = node.getParent();
    const name = node.getNameNode();
    // a method of an object literal no type names: its name is the programmer's, not a contract's
    if (!Node.isObjectLiteralExpression(literal) || !Node.isIdentifier(name)) return undefined;
    return literal.getContextualType() === undefined ? name : undefined;
  }
  return undefined;
}

/** Words JavaScript reserves (`class`, `new`, `let`…): a name may not become one. */
const RESERVED = new Set(
  [
    [ts.SyntaxKind.FirstReservedWord, ts.SyntaxKind.LastReservedWord],
    [ts.SyntaxKind.FirstFutureReservedWord, ts.SyntaxKind.LastFutureReservedWord],
  ].flatMap(([first, last]) =>
    Array.from({ length: last! - first! + 1 }, (_, offset) => ts.tokenToString(first! + offset)),
  ),
);

interface Plan {
  name: Identifier;
  to: string;
  locations: readonly ts.RenameLocation[];
}

/** Where a name declared at a node is visible: its block, function, loop or file. */
function scopeOf(node: ts.Node): ts.Node {
  let scope = node.parent;
  while (
    scope.parent &&
    !ts.isBlock(scope) &&
    !ts.isFunctionLike(scope) &&
    !ts.isSourceFile(scope) &&
    !ts.isModuleBlock(scope) &&
    !ts.isCaseBlock(scope) &&
    !ts.isCatchClause(scope) &&
    !ts.isForStatement(scope) &&
    !ts.isForInStatement(scope) &&
    !ts.isForOfStatement(scope) &&
    !ts.isClassLike(scope)
  )
    scope = scope.parent;
  return scope;
}

/** The ranges, file by file, where a plan's new name will be declared (its declaration, its imports). */
function scopesOf(project: Project, plan: Plan): { fileName: string; pos: number; end: number }[] {
  return plan.locations.flatMap((location) => {
    const file = project.getSourceFileOrThrow(location.fileName).compilerNode;
    const node = findIdentifier(file, location.textSpan.start);
    const parent = node?.parent;
    const declares =
      parent !== undefined &&
      (ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent)
        ? true
        : (ts.isDeclarationStatement(parent) ||
            ts.isVariableDeclaration(parent) ||
            ts.isParameter(parent) ||
            ts.isBindingElement(parent) ||
            ts.isTypeParameterDeclaration(parent) ||
            ts.isFunctionExpression(parent) ||
            ts.isClassExpression(parent) ||
            ts.isMethodDeclaration(parent)) &&
          (parent as ts.NamedDeclaration).name === node);
    if (!node || !declares) return [];
    const scope =
      ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent)
        ? file
        : scopeOf(parent);
    return [{ fileName: location.fileName, pos: scope.pos, end: scope.end }];
  });
}

/** The identifier that starts at a position. */
function findIdentifier(node: ts.Node, position: number): ts.Identifier | undefined {
  if (ts.isIdentifier(node) && node.getStart() === position) return node;
  for (const child of node.getChildren()) {
    if (child.pos <= position && position < child.end) return findIdentifier(child, position);
  }
  return undefined;
}

/** Whether two renames to one name would meet: a place of one where the other's new name is declared. */
function meet(project: Project, a: Plan, b: Plan): boolean {
  const inside = (plan: Plan, scopes: { fileName: string; pos: number; end: number }[]) =>
    plan.locations.some((location) =>
      scopes.some(
        (scope) =>
          scope.fileName === location.fileName &&
          scope.pos <= location.textSpan.start &&
          location.textSpan.start < scope.end,
      ),
    );
  return inside(b, scopesOf(project, a)) || inside(a, scopesOf(project, b));
}

/** Global names (the DOM's `status`, `name`…): shadowing one is harmless unless the code reads it. */
function isLibrarySymbol(symbol: ts.Symbol, program: ts.Program): boolean {
  const declarations = symbol.getDeclarations() ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((declaration) => {
      const file = declaration.getSourceFile();
      return program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/');
    })
  );
}

/** A name after a dot or before a colon: a member's, not a variable's. */
function isMemberName(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === id;
  if (ts.isQualifiedName(parent)) return parent.right === id;
  if (ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent))
    return parent.propertyName === id;
  if (ts.isJsxAttribute(parent)) return true;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === id
  );
}

/** The identifiers of a file that read a variable or type called `name`. */
function identifiersNamed(file: ts.SourceFile, name: string): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name && !isMemberName(node)) found.push(node);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** Why a rename cannot be made safely, or undefined when it can. */
function obstacle(root: string, project: Project, plan: Plan): string | undefined {
  if (RESERVED.has(plan.to)) return `«${plan.to}» is a reserved word`;
  const program = project.getProgram().compilerObject;
  const checker = program.getTypeChecker();
  const own = checker.getSymbolAtLocation(plan.name.compilerNode);
  const meaning = ts.SymbolFlags.Value | ts.SymbolFlags.Type | ts.SymbolFlags.Namespace | ts.SymbolFlags.Alias;
  const checkedFiles = new Set<string>();
  for (const location of plan.locations) {
    const where = relative(root, location.fileName);
    const file = project.getSourceFileOrThrow(location.fileName);
    if (isGenerated(root, file)) return `it is used in the generated ${where}`;
    const token = file.getDescendantAtPos(location.textSpan.start)?.compilerNode ?? file.compilerNode;
    const clash = checker
      .getSymbolsInScope(token, meaning)
      .find((symbol) => symbol.name === plan.to && symbol !== own && !isLibrarySymbol(symbol, program));
    if (clash) return `«${plan.to}» is already declared where it is used (${where})`;
    if (checkedFiles.has(location.fileName)) continue;
    checkedFiles.add(location.fileName);
    // a global of that name read in the same file could be captured by the new declaration
    for (const id of identifiersNamed(file.compilerNode, plan.to)) {
      const symbol = checker.getSymbolAtLocation(id);
      if (symbol && isLibrarySymbol(symbol, program)) return `the global «${plan.to}» is read in ${where}`;
    }
  }
  return undefined;
}

/** Text edits of one pass, applied from the end of each file so the positions stay right. */
function applyEdits(project: Project, plans: Plan[]): void {
  const byFile = new Map<string, { start: number; length: number; text: string }[]>();
  for (const plan of plans)
    for (const location of plan.locations) {
      const edits = byFile.get(location.fileName) ?? [];
      edits.push({
        start: location.textSpan.start,
        length: location.textSpan.length,
        text: `${location.prefixText ?? ''}${plan.to}${location.suffixText ?? ''}`,
      });
      byFile.set(location.fileName, edits);
    }
  for (const [fileName, edits] of byFile) {
    const file = project.getSourceFileOrThrow(fileName);
    let text = file.getFullText();
    for (const edit of edits.sort((a, b) => b.start - a.start))
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.start + edit.length);
    file.replaceWithText(text);
  }
}

const position = (root: string, name: Identifier) => ({
  file: relative(root, name.getSourceFile().getFilePath()),
  line: name.getStartLineNumber(),
});

/**
 * Renames, pass after pass, every declaration whose name holds a glossary word. A pass makes the
 * renames whose places no other rename of the pass touches and whose new name clashes with nothing;
 * the rest wait for the next pass, on the renamed program. Deterministic: files and names in order.
 */
export function renameToEnglish(project: Project, root: string): Result {
  const renamed: Rename[] = [];
  let blocked: Blocked[] = [];
  for (;;) {
    blocked = [];
    const service = project.getLanguageService().compilerObject;
    const chosen: Plan[] = [];
    const touched = new Set<string>();
    const files = project
      .getSourceFiles()
      .filter((file) => !isGenerated(root, file))
      .sort((a, b) => a.getFilePath().localeCompare(b.getFilePath()));
    let waiting = 0;
    for (const file of files)
      for (const name of declaredNames(file)) {
        const to = translateName(name.getText());
        if (to === name.getText()) continue;
        const key = (location: ts.RenameLocation) => `${location.fileName}:${location.textSpan.start}`;
        if (touched.has(`${file.getFilePath()}:${name.getStart()}`)) {
          waiting += 1;
          continue;
        }
        const locations =
          service.findRenameLocations(file.getFilePath(), name.getStart(), false, false, {
            providePrefixAndSuffixTextForRename: true,
          }) ?? [];
        const plan: Plan = { name, to, locations };
        const reason = locations.length === 0 ? 'the language service cannot rename it' : obstacle(root, project, plan);
        if (reason) {
          blocked.push({ ...position(root, name), from: name.getText(), to, reason });
          continue;
        }
        // one pass never edits one place twice, nor gives one new name to two names that would meet
        const meets = chosen.some((other) => other.to === to && meet(project, other, plan));
        if (meets || locations.some((location) => touched.has(key(location)))) {
          waiting += 1;
          continue;
        }
        for (const location of locations) touched.add(key(location));
        chosen.push(plan);
      }
    for (const plan of chosen)
      renamed.push({
        ...position(root, plan.name),
        from: plan.name.getText(),
        to: plan.to,
        places: plan.locations.length,
      });
    if (chosen.length === 0) break;
    applyEdits(project, chosen);
    if (waiting === 0 && blocked.length === 0) {
      // one more pass only when something waited
      break;
    }
  }
  return { renamed, blocked };
}

/** How many declared names hold each glossary word, and how many its English word (`--count`). */
export function countNames(
  project: Project,
  root: string,
): { spanish: string; english: string; es: number; en: number }[] {
  const names = project
    .getSourceFiles()
    .filter((file) => !isGenerated(root, file))
    .flatMap((file) => declaredNames(file).map((name) => wordsOf(name.getText())));
  const holds = (words: string[], sequence: string[]) =>
    words.some((_, start) => sequence.every((word, offset) => words[start + offset] === word));
  return Object.entries(GLOSSARY).map(([spanish, english]) => {
    const englishWords = wordsOf(english);
    return {
      spanish,
      english,
      es: names.filter((words) => words.includes(spanish)).length,
      en: names.filter((words) => holds(words, englishWords)).length,
    };
  });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const started = performance.now();
  const project = workspaceProject(root);
  if (process.argv.includes('--count')) {
    for (const row of countNames(project, root).filter((row) => row.es + row.en > 0))
      console.log(
        `${row.spanish.padEnd(16)} ${String(row.es).padStart(4)}   ${row.english.padEnd(16)} ${String(row.en).padStart(4)}`,
      );
    return;
  }
  const { renamed, blocked } = renameToEnglish(project, root);
  for (const rename of renamed)
    console.log(`${rename.file}:${rename.line}  ${rename.from} → ${rename.to}  (${rename.places} places)`);
  for (const item of blocked)
    console.log(`${item.file}:${item.line}  ${item.from} → ${item.to}  LEFT FOR A HAND FIX: ${item.reason}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (check) {
    console.log(`${renamed.length} to rename, ${blocked.length} to fix by hand (${seconds} s). See docs/naming.md.`);
    process.exitCode = renamed.length + blocked.length === 0 ? 0 : 1;
    return;
  }
  await project.save();
  console.log(`${renamed.length} renamed, ${blocked.length} left to fix by hand (${seconds} s).`);
}

if (import.meta.main) await main();
