import { i18n, initI18nWithTexts, takeMissingKeys } from './i18n';

beforeAll(() => initI18nWithTexts('app', 'es', { title: 'Título' }));

describe('a page set up with its texts at hand (tests, prerenders)', () => {
  it('records each key it looked up and found in no language, once', () => {
    expect(i18n.t('app:title')).toBe('Título');
    i18n.t('app:subtitle');
    i18n.t('app:subtitle');
    i18n.t('shared:errors.nowhere');
    expect(takeMissingKeys()).toEqual(['app:subtitle', 'shared:errors.nowhere']);
    expect(takeMissingKeys()).toEqual([]);
  });

  it('does not count a text with its own default value as missing', () => {
    expect(i18n.t('app:term.unknown', { defaultValue: 'unknown' })).toBe('unknown');
    expect(takeMissingKeys()).toEqual([]);
  });
});
