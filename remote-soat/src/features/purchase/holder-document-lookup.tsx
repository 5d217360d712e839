import { useEffect, useId, useState } from 'react';
import { DocumentTypeSelect, FormField, ruleMessage, useFieldTexts } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { checkDocumentNumber, type DocumentType } from '@soat/shared/rules/identity-document';
import { Button, Input, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';

/** A holder's document as the API stores it (a valid number, cleaned). */
export interface HolderDocument {
  tipoDocumento: DocumentType;
  numeroDocumento: string;
}

interface Props {
  /** Told the document once it is valid, and null while it is not (or the fields are closed). */
  onChange: (document: HolderDocument | null) => void;
}

/**
 * The way a customer without a session brings back a vehicle they insured here: the portal tells a
 * plate's vehicle and cover only with the holder's document or to the account that bought it (ADR 010).
 * Closed until asked for; the fields are optional and never block the quote.
 */
export function HolderDocumentLookup({ onChange }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const fieldTexts = useFieldTexts();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<DocumentType>('CC');
  const [number, setNumber] = useState('');
  const [left, setLeft] = useState(false);
  const check = number.trim() === '' ? null : checkDocumentNumber(type, number);
  const valid = check?.ok ? check.value : null;

  useEffect(() => {
    onChange(open && valid !== null ? { tipoDocumento: type, numeroDocumento: valid } : null);
  }, [open, type, valid, onChange]);

  return (
    <Stack gap="3">
      <Button
        variant="plain"
        alignSelf="start"
        px="0"
        textDecoration="underline"
        whiteSpace="normal"
        textAlign="start"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('purchase.vehicle.previousPurchase')}
      </Button>
      <Stack id={fieldsId} gap="3" hidden={!open}>
        <Text color="fg.muted">{t('purchase.vehicle.previousPurchaseHelp')}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('purchase.vehicle.holderDocumentType')}>
            <DocumentTypeSelect value={type} onChange={(event) => setType(event.target.value as DocumentType)} />
          </FormField>
          <FormField
            label={t('purchase.vehicle.holderDocumentNumber')}
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
    </Stack>
  );
}
