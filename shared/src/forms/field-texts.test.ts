import { i18n, initI18nWithTexts } from '@soat/shared/i18n';
import { missingTranslations } from '@soat/shared/testing';
import { FIELD_TEXTS, requiredMessage } from './field-texts';

beforeAll(() => initI18nWithTexts('app', 'es', {}));
afterEach(() => i18n.changeLanguage('es'));

describe("the shared fields' texts", () => {
  it('exist in Spanish, English and Turkish for every key', () => {
    expect(missingTranslations(FIELD_TEXTS)).toEqual([]);
  });

  it("give a form's schema the required message in the page's language", async () => {
    const t = i18n.getFixedT(null, 'app');
    expect(requiredMessage(t)).toBe('Este campo es obligatorio.');
    await i18n.changeLanguage('tr');
    expect(requiredMessage(t)).toBe('Bu alan zorunludur.');
  });
});
