import { missingTranslations } from '@soat/shared/testing';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import tr from '../../public/assets/i18n/tr.json';

describe("remote-operador's texts", () => {
  it('have every key in Spanish, English and Turkish', () => {
    expect(missingTranslations({ es, en, tr })).toEqual([]);
  });
});
