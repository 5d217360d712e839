import { waitFor } from '@testing-library/react';
import { i18n } from '@soat/shared/i18n';
import { checkPlate, PLATE_MESSAGES } from '@soat/shared/rules/plate';
import { missingTranslations } from '@soat/shared/testing';
import { ruleResolver, type FormCheck } from './rule-resolver';
import { RULES_NAMESPACE } from './rule-texts';
import { RULE_TEXTS } from './rule-translations';

const t = i18n.getFixedT(null, 'shared');

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: {} });
});
afterAll(async () => {
  await i18n.changeLanguage('es');
});

/** A form of one plate, checked without zod. */
function check({ placa }: { placa: string }): FormCheck<{ placa: string }> {
  const plate = checkPlate(placa);
  return plate.ok
    ? { ok: true, values: { placa: plate.value } }
    : { ok: false, refusals: [{ field: 'placa', refusal: plate }] };
}
const options = { fields: {}, shouldUseNativeValidation: undefined };

describe("the rules' messages", () => {
  it('exist in Spanish, English and Turkish for every code', () => {
    expect(missingTranslations(RULE_TEXTS)).toEqual([]);
  });

  // (in this order: the translations, once fetched, stay in the page's instance)
  it('fetch no translation on a Spanish page', async () => {
    const result = await ruleResolver(t, check)({ placa: 'AB1' }, undefined, options);
    expect(result.errors).toEqual({ placa: { type: 'custom', message: PLATE_MESSAGES['plate.format'] } });
    expect(i18n.hasResourceBundle('en', RULES_NAMESPACE)).toBe(false);
    expect(i18n.hasResourceBundle('tr', RULES_NAMESPACE)).toBe(false);
  });

  it("fetch the page's translation before a form made in it checks, and no other", async () => {
    await i18n.changeLanguage('en');
    const resolve = ruleResolver(t, check);
    await waitFor(() => expect(i18n.hasResourceBundle('en', RULES_NAMESPACE)).toBe(true));
    const result = await resolve({ placa: 'AB1' }, undefined, options);
    expect(result.errors).toEqual({
      placa: {
        type: 'custom',
        message:
          'Enter a valid plate: 3 letters and 3 numbers for cars (ABC123), or 3 letters, 2 numbers and a letter for motorcycles (ABC12D).',
      },
    });
    expect(i18n.hasResourceBundle('tr', RULES_NAMESPACE)).toBe(false);
  });

  it('follow the language the visitor switches to', async () => {
    await i18n.changeLanguage('tr');
    await waitFor(() => expect(i18n.hasResourceBundle('tr', RULES_NAMESPACE)).toBe(true));
  });
});
