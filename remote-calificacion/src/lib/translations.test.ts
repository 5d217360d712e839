import { missingTranslations } from '@soat/shared/testing';
import { RATING_MESSAGES } from '@soat/shared/rules/rating';
import rulesEn from '../widget/locales/rules.en.json';
import rulesTr from '../widget/locales/rules.tr.json';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import tr from '../../public/assets/i18n/tr.json';

describe("remote-calificacion's texts", () => {
  it('have every key in Spanish, English and Turkish', () => {
    expect(missingTranslations({ es, en, tr })).toEqual([]);
  });
});

describe("the widget's rule messages", () => {
  it('exist in English and Turkish for every code of the shared rating rule', () => {
    const codes = Object.keys(RATING_MESSAGES).sort();
    expect(Object.keys(rulesEn).sort()).toEqual(codes);
    expect(Object.keys(rulesTr).sort()).toEqual(codes);
  });
});
