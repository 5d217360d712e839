import type { FieldValues, Path } from 'react-hook-form';

/**
 * The prefixes under which a form's values hold a field called `Name`: `''` for a field of the form
 * itself, `'tomador.'` for `tomador.<Name>`. A prefix the form does not have does not compile.
 */
export type PrefixOf<T extends FieldValues, Name extends string> = {
  [P in Path<T>]: P extends `${infer Prefix}${Name}` ? Prefix : never;
}[Path<T>];
