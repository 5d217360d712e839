import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { i18n } from '@soat/shared/i18n';
import { checkDocumentNumber, DOCUMENT_MESSAGES } from '@soat/shared/rules/identity-document';
import { checkPlate, PLATE_MESSAGES } from '@soat/shared/rules/plate';
import { zodResolver } from '@hookform/resolvers/zod';
import { documentNumberRule, documentTypeField, plateField } from './fields';
import { ruleResolver, type FormCheck } from './rule-resolver';
import * as z from './zod';

const t = i18n.getFixedT(null, 'shared');

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: {} });
});
afterEach(async () => {
  await i18n.changeLanguage('es');
});

interface Values {
  placa: string;
  titular: { tipo: 'CC'; numero: string };
}

/** The form's check, on the same rules as the schema below. */
function check({ placa, titular }: Values): FormCheck<Values> {
  const plate = checkPlate(placa);
  const number = checkDocumentNumber(titular.tipo, titular.numero);
  if (plate.ok && number.ok)
    return { ok: true, values: { placa: plate.value, titular: { ...titular, numero: number.value } } };
  return {
    ok: false,
    refusals: [
      ...(plate.ok ? [] : [{ field: 'placa', refusal: plate }]),
      ...(number.ok ? [] : [{ field: 'titular.numero', refusal: number }]),
    ],
  };
}

/** The same form as a zod schema, through the forms door's resolver. */
const schema = () =>
  z.object({
    placa: plateField(t),
    titular: z
      .object({ tipo: documentTypeField(t), numero: z.string() })
      .check(documentNumberRule(t, { type: 'tipo', number: 'numero' })),
  });

const input = document.createElement('input');
/** What react-hook-form tells a resolver: the fields with their elements (the plate's, here). */
const options = <T extends FieldValues>(): ResolverOptions<T> => ({
  fields: { placa: { ref: input, name: 'placa' } },
  shouldUseNativeValidation: undefined,
});

describe("the rules' resolver, for a form checked without zod", () => {
  it('puts each refusal on its field as the schemas’ resolver does: the same Spanish messages, nested, with refs', async () => {
    const values: Values = { placa: 'AB1', titular: { tipo: 'CC', numero: '12' } };
    const result = await ruleResolver(t, check)(values, undefined, options());
    expect(result).toEqual(await zodResolver(schema())(values, undefined, options()));
    expect(result.errors).toEqual({
      placa: { type: 'custom', message: PLATE_MESSAGES['plate.format'], ref: input },
      titular: { numero: { type: 'custom', message: DOCUMENT_MESSAGES['document.CC'], ref: undefined } },
    });
  });

  it('gives the values as the rules store them', async () => {
    const result = await ruleResolver(t, check)(
      { placa: 'abc-123', titular: { tipo: 'CC', numero: '1.020.304' } },
      undefined,
      options(),
    );
    expect(result).toEqual({ values: { placa: 'ABC123', titular: { tipo: 'CC', numero: '1020304' } }, errors: {} });
  });

  it('keeps the first refusal of a field', async () => {
    const twice = (): FormCheck<Values> => ({
      ok: false,
      refusals: [
        { field: 'placa', refusal: { code: 'plate.car' } },
        { field: 'placa', refusal: { code: 'plate.motorcycle' } },
      ],
    });
    const result = await ruleResolver(t, twice)(
      { placa: '', titular: { tipo: 'CC', numero: '' } },
      undefined,
      options(),
    );
    expect(result.errors).toEqual({ placa: { type: 'custom', message: PLATE_MESSAGES['plate.car'], ref: input } });
  });

  it("puts a form's own message on its field as it is, beside a rule's", async () => {
    const own = (): FormCheck<Values> => ({
      ok: false,
      refusals: [
        { field: 'placa', message: 'Este campo es obligatorio.' },
        { field: 'titular.numero', refusal: { code: 'document.required' } },
      ],
    });
    const result = await ruleResolver(t, own)({ placa: '', titular: { tipo: 'CC', numero: '' } }, undefined, options());
    expect(result.errors).toEqual({
      placa: { type: 'custom', message: 'Este campo es obligatorio.', ref: input },
      titular: { numero: { type: 'custom', message: DOCUMENT_MESSAGES['document.required'], ref: undefined } },
    });
  });
});
