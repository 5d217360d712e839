import { i18n, initI18nWithTexts } from '@soat/shared/i18n';
import { reportMissingKeys } from './translations';

const reported: string[] = [];
beforeAll(() => initI18nWithTexts('app', 'es', { title: 'Título' }));
beforeEach(() => {
  reported.length = 0;
  reportMissingKeys(i18n, (key) => reported.push(key));
});

describe('a test that renders texts', () => {
  it('is told each key looked up and found in no language', () => {
    expect(i18n.t('app:title')).toBe('Título');
    i18n.t('app:subtitle');
    i18n.t('shared:errors.nowhere');
    expect(reported).toEqual(['app:subtitle', 'shared:errors.nowhere']);
  });

  it('is not told of a text with its own default value', () => {
    expect(i18n.t('app:term.unknown', { defaultValue: 'unknown' })).toBe('unknown');
    expect(reported).toEqual([]);
  });
});
