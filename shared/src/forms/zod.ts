// The part of zod the portal's forms use, named one by one: a federation shared
// module ships every export it has, and zod's whole namespace is ~85 KB gzip
// (its error messages in every language) against ~7 KB for these.
export {
  boolean,
  check,
  enum,
  literal,
  maxLength,
  minLength,
  object,
  pipe,
  refine,
  string,
  superRefine,
  transform,
  trim,
} from 'zod/mini';
export type { infer, input, output } from 'zod/mini';
