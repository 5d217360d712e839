import { ADDRESS_LENGTH, CITY_LENGTH } from '@soat/shared/rules/address';
import { FULL_NAME_MAX_LENGTH } from '@soat/shared/rules/person-name';
import type { TFunction } from 'i18next';
import { setUpPage } from '../../testing/render-page';
import { holderSchema } from './holder-schema';
import type { HolderFormValues } from './holder-values';

// The holder form takes exactly what the API takes: the API's schema (api/src/schemas/solicitudes.ts) and
// rules bound each field by these shared constants, so a form that caps a field shorter or longer fails here.

const t = ((key: string) => key) as unknown as TFunction;
const valid: HolderFormValues = {
  tomador: {
    tipoDocumento: 'CC',
    numeroDocumento: '1020304050',
    nombres: 'Laura Marcela',
    apellidos: 'Gómez Pardo',
    correoElectronico: 'laura@ejemplo.co',
    celular: '3001234567',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Bogotá',
  },
  aceptaTerminos: true,
};
const withField = (field: keyof HolderFormValues['tomador'], value: string) =>
  holderSchema(t).safeParse({ ...valid, tomador: { ...valid.tomador, [field]: value } }).success;

beforeAll(setUpPage);

describe('the holder form’s limits', () => {
  it.each([
    ['nombres', FULL_NAME_MAX_LENGTH],
    ['apellidos', FULL_NAME_MAX_LENGTH],
    ['direccion', ADDRESS_LENGTH.max],
    ['ciudad', CITY_LENGTH.max],
  ] as const)('takes %s up to the API’s %i characters, and not one more', (field, max) => {
    expect(withField(field, 'a'.repeat(max))).toBe(true);
    expect(withField(field, 'a'.repeat(max + 1))).toBe(false);
  });
});
