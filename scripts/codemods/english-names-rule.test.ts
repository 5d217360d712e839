import { test } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { englishNames } from './english-names-rule.ts';

// RuleTester reports through the test framework's describe/it: node:test's
RuleTester.describe = (name, run) => test(name, run);
RuleTester.it = (name, run) => test(name, run);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const spanish = (name: string, word: string, english: string) => ({
  messageId: 'spanish',
  data: { name, word, english },
});

tester.run('one-word/english-names', englishNames, {
  valid: [
    'const plate = body.placa;',
    // a field destructured by its own name is the contract's
    'const { placa, tomador } = body;',
    'function send({ placa }: { placa: string }) { return { placa }; }',
    // property keys, in objects and types
    'const payload = { placa: plate, tomador: holder };',
    'interface Body { placa: string; idSolicitudSoat: string }',
    'class RatingError { constructor(readonly errores: string[]) {} }',
    // English words that merely contain a glossary word's letters
    'const placeholder = template;',
    "import { placa } from './contract';",
  ],
  invalid: [
    { code: 'const placaInput = 1;', errors: [spanish('placaInput', 'placa', 'plateInput')] },
    { code: 'function toPoliza(x: number) { return x; }', errors: [spanish('toPoliza', 'poliza', 'toPolicy')] },
    { code: 'type TomadorForm = {};', errors: [spanish('TomadorForm', 'tomador', 'HolderForm')] },
    { code: 'interface SolicitudBody {}', errors: [spanish('SolicitudBody', 'solicitud', 'PurchaseRequestBody')] },
    { code: 'const check = (placa: string) => placa;', errors: [spanish('placa', 'placa', 'plate')] },
    { code: 'const { placa: placaTyped } = body;', errors: [spanish('placaTyped', 'placa', 'plateTyped')] },
    { code: 'const [tomador] = list;', errors: [spanish('tomador', 'tomador', 'holder')] },
    {
      code: "import CalificacionRoutes from './routes';",
      errors: [spanish('CalificacionRoutes', 'calificacion', 'RatingRoutes')],
    },
    {
      code: 'interface Client { byPlate(placa: string): void }',
      errors: [spanish('placa', 'placa', 'plate')],
    },
    { code: 'const CALIFICACION_URL = "/x";', errors: [spanish('CALIFICACION_URL', 'calificacion', 'RATING_URL')] },
  ],
});
