import { useId, useState, type FormEvent } from 'react';
import { DocumentTypeSelect, FormField, ruleMessage, useFieldTexts } from '@soat/shared/form-fields';
import { formatLongDate } from '@soat/shared/format';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { checkDocumentNumber, type DocumentType } from '@soat/shared/rules/identity-document';
import { normalizePlate } from '@soat/shared/rules/plate';
import { Box, Button, Heading, Input, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { getRenewalHolder, type RenewalHolder } from './api/renewal';
import type { RenewalLink } from './purchase-draft';
import { usePurchaseDraft } from './purchase-draft-store';

interface Props {
  link: RenewalLink;
  /** The holder's document matched: the whole holder, for the draft. */
  onConfirmed: (holder: RenewalHolder) => void;
}

/**
 * What a renewal reminder's link opens the purchase with (issue 41): which plate it renews and the day the
 * new policy starts, said before any touch (the page is rendered on request with it, ADR 035), and the
 * holder as the link may show them, masked. The whole holder fills the purchase only once the visitor types
 * the holder's document and the API finds it is theirs (its tries counted with the consult's).
 */
export function RenewalPanel({ link, onConfirmed }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { placa, inicioVigencia, tomador } = link.renewal;
  const headingId = useId();
  // a plate changed since (another vehicle): this renewal is not the purchase's any more (the server's
  // render reads no store, and shows the link as it came)
  const draftPlate = usePurchaseDraft((state) => normalizePlate(state.draft.vehicle.placa));
  if (typeof window !== 'undefined' && draftPlate !== placa) return null;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {t('purchase.renewal.heading', { plate: placa })}
        </Heading>
        <Text fontWeight="medium">{t('purchase.renewal.starts', { start: formatLongDate(inicioVigencia) })}</Text>
        {link.verified ? (
          <Text role="status">{t('purchase.renewal.confirmed')}</Text>
        ) : (
          <>
            <Text>
              {t('purchase.renewal.holder', {
                name: `${tomador.nombres} ${tomador.apellidos}`,
                document: tomador.numeroDocumento,
                email: tomador.correoElectronico,
                mobile: tomador.celular,
                address: tomador.direccion,
              })}
            </Text>
            <HolderDocumentForm link={link} onConfirmed={onConfirmed} />
          </>
        )}
      </Stack>
    </Box>
  );
}

/** The holder's document, asked before their data fills the purchase; a wrong one says so and stays typed. */
function HolderDocumentForm({ link, onConfirmed }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const fieldTexts = useFieldTexts();
  const [type, setType] = useState<DocumentType>(link.renewal.tomador.tipoDocumento);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const descriptionId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkDocumentNumber(type, number);
    if (!check.ok) {
      setError(number.trim() === '' ? t('purchase.renewal.documentRequired') : ruleMessage(t, check));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      onConfirmed(
        await getRenewalHolder({
          token: link.token,
          placa: link.renewal.placa,
          tipoDocumento: type,
          numeroDocumento: check.value,
        }),
      );
    } catch (failure) {
      // another document, too many tries, a link no longer good: the API's words, on the field;
      // the service out of reach: the HTTP client's alert says so, and the field keeps what was typed
      const body = apiErrorBody(failure);
      setError(body?.errores?.find(({ campo }) => campo === 'numeroDocumento')?.mensaje ?? body?.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={descriptionId}>
      <Stack gap="3">
        <Text id={descriptionId} color="fg.muted">
          {t('purchase.renewal.askDocument')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('purchase.renewal.documentType')}>
            <DocumentTypeSelect value={type} onChange={(event) => setType(event.target.value as DocumentType)} />
          </FormField>
          <FormField label={t('purchase.renewal.documentNumber')} helper={fieldTexts('documentHelper')} error={error}>
            <Input
              inputMode="text"
              autoComplete="off"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <Button
          type="submit"
          variant="outline"
          alignSelf="start"
          loading={sending}
          loadingText={t('purchase.renewal.confirming')}
        >
          {t('purchase.renewal.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
