import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import tr from '../i18n/locales/tr.json';
import { missingTranslations, translationKeys } from './translations';

describe('translation files', () => {
  it('name every key path of a file', () => {
    expect(translationKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('report each key a language lacks', () => {
    expect(missingTranslations({ es: { a: '1', b: { c: '2' } }, en: { a: '1' }, tr: { b: { c: '2' } } })).toEqual([
      'en: b.c',
      'tr: a',
    ]);
  });

  it('of the shared library have every key in Spanish, English and Turkish', () => {
    expect(missingTranslations({ es, en, tr })).toEqual([]);
  });
});
