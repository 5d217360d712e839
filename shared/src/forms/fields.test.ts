import { i18n } from '@soat/shared/i18n';
import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';
import { DOCUMENT_MESSAGES } from '@soat/shared/rules/identity-document';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';
import {
  documentNumberRule,
  documentTypeField,
  emailField,
  newPasswordField,
  newPasswordRules,
  plateField,
  sameValueRule,
} from './fields';
import * as z from './zod';

const t = i18n.getFixedT(null, 'shared');

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: {} });
});
afterEach(async () => {
  await i18n.changeLanguage('es');
});

/** A schema as react-hook-form's resolver sees it: the Standard Schema interface zod implements. */
interface StandardSchema {
  '~standard': { validate: (value: unknown) => unknown };
}

/** The message of each refused field, by field name. */
function refusals(schema: StandardSchema, values: object): Record<string, string> {
  const result = schema['~standard'].validate(values) as { issues?: { message: string; path?: PropertyKey[] }[] };
  return Object.fromEntries((result.issues ?? []).map((issue) => [(issue.path ?? []).join('.'), issue.message]));
}

const signUp = () =>
  z
    .object({
      correo: emailField(t),
      tipo: documentTypeField(t),
      numero: z.string(),
      clave: newPasswordField(t),
      confirmacion: z.string(),
    })
    .check(
      documentNumberRule(t, { type: 'tipo', number: 'numero' }),
      newPasswordRules(t, { password: 'clave', email: 'correo' }),
      sameValueRule({ field: 'clave', confirmation: 'confirmacion' }, 'Las claves no coinciden.'),
    );

const valid = {
  correo: 'ana@ejemplo.co',
  tipo: 'CC',
  numero: '1020304050',
  clave: 'una clave larga',
  confirmacion: 'una clave larga',
};

describe('forms built on the shared rules', () => {
  it('refuse what the API refuses, with the same Spanish words, each on its field', () => {
    expect(
      refusals(signUp(), { ...valid, correo: 'ana@ejemplo', numero: '123', clave: 'corta', confirmacion: 'otra' }),
    ).toEqual({
      correo: CONTACT_MESSAGES['email.format'],
      numero: DOCUMENT_MESSAGES['document.CC'],
      clave: PASSWORD_MESSAGES['password.tooShort'],
      confirmacion: 'Las claves no coinciden.',
    });
  });

  it('check the document number by the type chosen in the same form, NIT check digit included', () => {
    expect(refusals(signUp(), { ...valid, tipo: 'NIT', numero: '900123456-7' })).toEqual({
      numero: DOCUMENT_MESSAGES['document.nitCheckDigit'],
    });
    expect(refusals(signUp(), { ...valid, tipo: 'NIT', numero: '900123456-8' })).toEqual({});
  });

  it("refuse the account's email as its password", () => {
    expect(refusals(signUp(), { ...valid, clave: 'ana@ejemplo.co', confirmacion: 'ana@ejemplo.co' })).toEqual({
      clave: PASSWORD_MESSAGES['password.sameAsEmail'],
    });
  });

  it('give the values in the form the rules store them', () => {
    const parsed = z
      .object({ correo: emailField(t), placa: plateField(t, 'car') })
      .parse({ correo: ' Ana@Ejemplo.CO ', placa: 'abc-123' });
    expect(parsed).toEqual({ correo: 'ana@ejemplo.co', placa: 'ABC123' });
  });

  it('speak the language of the page when they validate', async () => {
    await i18n.changeLanguage('en');
    expect(
      refusals(z.object({ correo: emailField(t), placa: plateField(t, 'motorcycle') }), {
        correo: 'x',
        placa: 'ABC123',
      }),
    ).toEqual({
      correo: 'Enter a valid email address, for example name@mail.com.',
      placa: "A motorcycle's plate has 3 letters, 2 numbers and a letter, for example ABC12D.",
    });
    await i18n.changeLanguage('tr');
    expect(refusals(z.object({ clave: newPasswordField(t) }), { clave: 'corta' })).toEqual({
      clave: 'Şifre en az 8 karakter olmalıdır.',
    });
  });
});
