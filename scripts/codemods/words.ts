// Splitting an identifier into words and putting it back together in English, with the glossary.
import { GLOSSARY, PHRASES } from './glossary.ts';

/** An identifier cut into its words, with what surrounds them and how they are joined. */
interface Parts {
  /** leading `_`/`$` (kept as they are) */
  prefix: string;
  words: string[];
  /** `snake` for UPPER_SNAKE or lower_snake names, `camel` for camelCase and PascalCase */
  style: 'snake' | 'camel';
}

const WORD = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

function partsOf(name: string): Parts {
  const prefix = /^[_$]*/.exec(name)?.[0] ?? '';
  const body = name.slice(prefix.length);
  return { prefix, words: body.match(WORD) ?? [], style: body.includes('_') ? 'snake' : 'camel' };
}

/** The lowercase words of an identifier (`idSolicitudSoat` → id, solicitud, soat). */
export function wordsOf(name: string): string[] {
  return partsOf(name).words.map((word) => word.toLowerCase());
}

/** The glossary's Spanish words an identifier holds. */
export function spanishWordsIn(name: string): string[] {
  return wordsOf(name).filter((word) => Object.hasOwn(GLOSSARY, word));
}

/** English words of a glossary value: `purchaseRequest` → purchase, request. */
const englishWords = (value: string): string[] => value.split(/[\s]+|(?=[A-Z])/).map((word) => word.toLowerCase());

const PHRASE_LIST = Object.entries(PHRASES)
  .map(([spanish, english]) => ({ spanish: spanish.split(' '), english: englishWords(english) }))
  // longest first, so `id solicitud soat` wins over `id solicitud`
  .sort((a, b) => b.spanish.length - a.spanish.length);

/** Translates the words (lowercase) of a name: phrases first, then word by word. */
function translateWords(words: string[]): { words: string[]; changed: boolean[] } {
  const out: string[] = [];
  const changed: boolean[] = [];
  for (let index = 0; index < words.length;) {
    const lower = words.slice(index).map((word) => word.toLowerCase());
    const phrase = PHRASE_LIST.find(({ spanish }) => spanish.every((word, offset) => lower[offset] === word));
    if (phrase) {
      out.push(...phrase.english);
      changed.push(...phrase.english.map(() => true));
      index += phrase.spanish.length;
      continue;
    }
    const english = GLOSSARY[lower[0]!];
    if (english !== undefined && Object.hasOwn(GLOSSARY, lower[0]!)) {
      const translated = englishWords(english);
      out.push(...translated);
      changed.push(...translated.map(() => true));
    } else {
      out.push(words[index]!);
      changed.push(false);
    }
    index += 1;
  }
  return { words: out, changed };
}

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The English name for an identifier, in its own style (`placaInput` → `plateInput`,
 * `TomadorForm` → `HolderForm`, `CALIFICACION_URL` → `RATING_URL`); the name itself when it holds no
 * glossary word. Words the glossary does not know keep their exact spelling.
 */
export function translateName(name: string): string {
  const { prefix, words, style } = partsOf(name);
  if (!words.some((word) => Object.hasOwn(GLOSSARY, word.toLowerCase()))) return name;
  const translated = translateWords(words);
  const first = words[0]!;
  if (style === 'snake') {
    const upper = first === first.toUpperCase();
    return (
      prefix +
      translated.words
        .map((word, index) => (translated.changed[index] ? (upper ? word.toUpperCase() : word) : word))
        .join('_')
    );
  }
  const firstUpper = /^[A-Z]/.test(first);
  return (
    prefix +
    translated.words
      .map((word, index) => {
        if (!translated.changed[index]) return word;
        return index === 0 && !firstUpper ? word : capitalize(word);
      })
      .join('')
  );
}
