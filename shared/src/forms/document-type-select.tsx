import type { ComponentProps } from 'react';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { NativeSelect } from '@soat/shared/ui';
import { useFieldTexts } from './field-texts';

/** A select of the identity document types, by their names; registered with a form or controlled. */
export function DocumentTypeSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  const t = useFieldTexts();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`documentTypes.${type}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
