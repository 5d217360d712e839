import { missingTranslations } from '@soat/shared/testing';
import { RULE_TEXTS } from './rule-texts';

describe("the rules' messages", () => {
  it('exist in Spanish, English and Turkish for every code', () => {
    expect(missingTranslations(RULE_TEXTS)).toEqual([]);
  });
});
