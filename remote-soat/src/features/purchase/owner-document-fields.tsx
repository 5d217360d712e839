import { useEffect, useState } from 'react';
import { DocumentTypeSelect, FormField, ruleMessage, useFieldTexts } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { checkDocumentNumber, type DocumentType } from '@soat/shared/rules/identity-document';
import { SimpleGrid, Stack, Text, Input } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';

/** A document as the API stores it (a valid number, cleaned). */
export interface HolderDocument {
  tipoDocumento: DocumentType;
  numeroDocumento: string;
}

interface Props {
  /** The number to start with: the one typed in the home page's plate box (a CC, unless changed here). */
  initialNumber?: string;
  /** Told the document once it is valid, and null while it is not. */
  onChange: (document: HolderDocument | null) => void;
}

/**
 * The owner's document, beside the plate: with both the portal reads the vehicle from the RUNT (ADR 031)
 * or, when the RUNT does not know it, from the owner's earlier purchase here (ADR 010). Optional: without
 * it, or when neither knows the vehicle, the customer types its data.
 */
export function OwnerDocumentFields({ initialNumber = '', onChange }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const fieldTexts = useFieldTexts();
  const [type, setType] = useState<DocumentType>('CC');
  const [number, setNumber] = useState(initialNumber);
  // one brought from the home page is checked at once: a wrong one says so without being left first
  const [left, setLeft] = useState(initialNumber !== '');
  const check = number.trim() === '' ? null : checkDocumentNumber(type, number);
  const valid = check?.ok ? check.value : null;

  useEffect(() => {
    onChange(valid !== null ? { tipoDocumento: type, numeroDocumento: valid } : null);
  }, [type, valid, onChange]);

  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('purchase.vehicle.ownerDocumentHelp')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('purchase.vehicle.ownerDocumentType')}>
          <DocumentTypeSelect value={type} onChange={(event) => setType(event.target.value as DocumentType)} />
        </FormField>
        <FormField
          label={t('purchase.vehicle.ownerDocumentNumber')}
          helper={fieldTexts('documentHelper')}
          error={left && check && !check.ok ? ruleMessage(t, check) : undefined}
        >
          <Input
            inputMode="text"
            autoComplete="off"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            onBlur={() => setLeft(true)}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
