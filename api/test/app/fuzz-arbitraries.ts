// The fast-check generators the fuzz tests share (fuzz-nesting.test.ts, fuzz-requests.test.ts): the odd
// values and payloads that spoil each endpoint's body (fuzz-endpoints.ts), and whole requests over them.
import fc from 'fast-check';
import { type Method, endpoints } from './fuzz-endpoints.js';

const hugeString = fc.string({ minLength: 2_000, maxLength: 20_000 });
// fc.string() draws printable ASCII only: control characters (NUL above all) need their own generator
const controlCharacter = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f);
const withControlCharacters = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.array(controlCharacter, { minLength: 1, maxLength: 3 }),
    fc.string({ maxLength: 5 }),
  )
  .map(([before, codes, after]) => `${before}${String.fromCharCode(...codes)}${after}`);
const weirdValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  withControlCharacters,
  fc.emailAddress().map((email) => email.replace('@', '\u0000@')),
  hugeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
  fc.constantFrom('', ' ', 'CC', 'NIT', '900123456-8', '3001234567', 'a@b.co', true, '__proto__'),
);

const missing = Symbol('missing');

/** A body close to the endpoint's shape: each field mostly valid, sometimes dropped or odd. */
const nearValidBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(fields).map(([key, valid]) => [
          key,
          fc.oneof(
            { weight: 12, arbitrary: valid },
            { weight: 1, arbitrary: weirdValue },
            { weight: 1, arbitrary: fc.constant(missing) },
          ),
        ]),
      ),
    )
    .map((body) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== missing)))
    .chain((body) =>
      fc.dictionary(fc.string({ maxLength: 12 }), weirdValue, { maxKeys: 3 }).map((extra) => ({ ...extra, ...body })),
    );

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
  },
  { weight: 1, arbitrary: printable(40) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const oversized = fc.integer({ min: 16_400, max: 40_000 }).map((size) => JSON.stringify({ clave: 'x'.repeat(size) }));

/** Arrays or objects nested `depth` levels, written out as text (JSON.stringify itself would recurse). */
export const nested = (kind: 'array' | 'object', depth: number) =>
  kind === 'array'
    ? `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deeplyNested = fc
  .tuple(fc.constantFrom<'array' | 'object'>('array', 'object'), fc.integer({ min: 1_000, max: 10_000 }))
  .map(([kind, depth]) => nested(kind, depth));
// JSON.parse keeps the last of a repeated key: whichever wins must still be validated
const duplicateKeys = fc
  .tuple(fc.string({ maxLength: 12 }), fc.jsonValue(), fc.jsonValue())
  .map(
    ([key, first, second]) =>
      `{${JSON.stringify(key)}:${JSON.stringify(first)},${JSON.stringify(key)}:${JSON.stringify(second)}}`,
  );
const megabyteString = fc.constant(JSON.stringify({ clave: 'x'.repeat(1024 * 1024) }));

function payloadFor(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc.oneof(
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: duplicateKeys },
    { weight: 1, arbitrary: megabyteString },
    { weight: 6, arbitrary: nearValidBody(fields).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: oversized },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"__proto__":{"a":1}}', '{"constructor":{"prototype":{}}}', '{', '', 'null', '[]'),
    },
  );
}

export const request = fc
  .record({
    endpoint: fc.constantFrom(...endpoints),
    otherMethod: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom<Method>('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
    ),
    contentType,
    query: fc.oneof(fc.constant(null), printable(60), fc.emailAddress(), withControlCharacters),
  })
  .chain((base) => payloadFor(base.endpoint.fields).map((payload) => ({ ...base, payload })));
