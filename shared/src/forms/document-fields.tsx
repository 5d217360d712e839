import type { Control, FieldValues, Path } from 'react-hook-form';
import { Input } from '@soat/shared/ui';
import type { PrefixOf } from './field-names';
import { DocumentTypeSelect, FormFieldFor, useFieldTexts } from '@soat/shared/form-fields';

interface Props<T extends FieldValues, C, R> {
  control: Control<T, C, R>;
  /** Where the form holds the fields: their API names after this (`'tomador.'` → `tomador.tipoDocumento`). */
  prefix?: PrefixOf<T, 'tipoDocumento'>;
}

/**
 * An identity document: its type and its number, both required (the form's schema checks the number
 * by the type: `documentNumberRule`). Two fields side by side: the form lays them out.
 */
export function DocumentFields<T extends FieldValues, C, R>({ control, prefix }: Props<T, C, R>) {
  const t = useFieldTexts();
  const type = `${prefix ?? ''}tipoDocumento` as Path<T>;
  const number = `${prefix ?? ''}numeroDocumento` as Path<T>;
  return (
    <>
      <FormFieldFor control={control} name={type} label={t('documentType')} required>
        <DocumentTypeSelect {...control.register(type)} />
      </FormFieldFor>
      <FormFieldFor control={control} name={number} label={t('documentNumber')} helper={t('documentHelper')} required>
        <Input inputMode="text" autoComplete="off" {...control.register(number)} />
      </FormFieldFor>
    </>
  );
}
