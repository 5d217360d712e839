import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The keywords that bound a value (its length, size or range). The contract states them for clients
 * (the OpenAPI document, its linter); an answer never checks them: a value is whatever was stored.
 */
const BOUNDS = new Set([
  'maxLength',
  'minLength',
  'pattern',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
]);

/** The keywords whose value maps names to schemas: there a key is a property's name, never a bound. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

const mapValues = (object: object, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

/** A copy of a response schema without its bounds, for the serializer only (the document keeps them). */
export function withoutBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutBounds);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !BOUNDS.has(key))
      .map(([key, value]) => [
        key,
        NAMED_SCHEMAS.has(key) && value !== null && typeof value === 'object'
          ? mapValues(value, withoutBounds)
          : withoutBounds(value),
      ]),
  );
}

/**
 * Answers are written by fast-json-stringify from each route's response schema, as Fastify does, but
 * from a copy without bounds. The serializer checks nothing of a plain value; in a union (a nullable
 * field) it picks the branch by validating the value against each, bounds included, and a stored value
 * longer than the contract's bound — a gateway's message, data older than the bound — matched no
 * branch: the answer was a 500. Properties the schema does not name are still left out.
 */
async function responseSerializerPlugin(app: FastifyInstance) {
  app.setSerializerCompiler(({ schema }) => serializerOf(schema as object));
}

// The serializers already written, by the route's response schema: the modules' own objects, the same for
// every app the process builds (the tests build hundreds), and a serializer holds nothing of its app.
const serializers = new WeakMap<object, (value: unknown) => string>();

function serializerOf(schema: object) {
  let serializer = serializers.get(schema);
  if (!serializer) {
    serializer = fastJson(withoutBounds(schema) as Parameters<typeof fastJson>[0]);
    serializers.set(schema, serializer);
  }
  return serializer;
}

export default fp(responseSerializerPlugin, { name: 'response-serializer' });
