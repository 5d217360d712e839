import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyFieldErrors,
  ContactFields,
  DocumentFields,
  FormFieldFor,
  formResolver,
  SubmitButton,
  TermsCheckbox,
} from '@soat/shared/forms';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { useSession } from '@soat/shared/session';
import { Alert, Button, HStack, Input, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { createPurchaseRequest } from './api/create-purchase-request';
import { requestQuote, type Quote } from './api/quote';
import { holderSchema, splitFullName, type HolderValues } from './holder-schema';
import type { HolderFormValues } from './holder-values';
import { runtReadingFor } from './purchase-draft';
import { purchaseDraftStore, useStepRefusals, type FieldRefusal } from './purchase-draft-store';
import type { PageStep } from './purchase-flow';
import { validHolderDocument } from './quote-document';
import { RefusedFieldsAlert } from './refused-fields-alert';
import { STEP_HEADING_ID, StepHeading } from './step-heading';

const API_FIELDS = [
  'tomador.tipoDocumento',
  'tomador.numeroDocumento',
  'tomador.nombres',
  'tomador.apellidos',
  'tomador.correoElectronico',
  'tomador.celular',
  'tomador.direccion',
  'tomador.ciudad',
  'aceptaTerminos',
] as const;

interface Props {
  initial: HolderFormValues;
  /** The server's price and validity for the vehicle: what the purchase request is made of, with the holder. */
  quote: Quote;
  /** The request already made from this same draft, if any: paying it, not making another. */
  requestId: string | null;
  focus: boolean;
  onChange: (values: HolderFormValues, edited: boolean) => void;
  /** The purchase request exists: on to its payment page. */
  onCreated: (purchaseRequestId: string) => void;
  /** A new quote for the same vehicle (after a refused start, the one that counts the holder's policy). */
  onQuoteChange: (quote: Quote) => void;
  /** To the step that holds a field the API refused. */
  onEdit: (step: PageStep) => void;
  onBack: () => void;
}

const isHolderField = (field: string) => (API_FIELDS as readonly string[]).includes(field);

/**
 * Step 3, the last of this page: the policyholder (document, names, email
 * where the policy is sent, mobile, address, city) and the terms; sending it
 * makes the purchase request (`POST /solicitudes`) and opens its payment page,
 * which shows everything to review before paying. A signed-in customer finds
 * the name and email of the account already there (the only data a session holds).
 */
export function HolderStep({
  initial,
  quote,
  requestId,
  focus,
  onChange,
  onCreated,
  onQuoteChange,
  onEdit,
  onBack,
}: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => formResolver(holderSchema(t)), [t]);
  const { register, handleSubmit, control, subscribe, getValues, setValue, setError } = useForm<
    HolderFormValues,
    unknown,
    HolderValues
  >({ resolver, defaultValues: initial });
  useStepRefusals(API_FIELDS, setError);
  const user = useSession((state) => state.user);

  useEffect(() => {
    if (!user) return;
    const { nombres, apellidos } = splitFullName(user.name);
    const fill = { nombres, apellidos, correoElectronico: user.email };
    for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      if (getValues(`tomador.${field}`) === '') setValue(`tomador.${field}`, value, { shouldDirty: true });
    }
  }, [user, getValues, setValue]);

  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values, type }) => onChange(values, type === 'change'),
    });
  }, [subscribe, onChange]);

  // The API's messages on fields of earlier steps: listed above the form, each with the way there.
  const [refused, setRefused] = useState<FieldRefusal[]>([]);
  const [refusedTakesFocus, setRefusedTakesFocus] = useState(false);
  const sending = useRef(false);

  const submit = handleSubmit(async ({ tomador }) => {
    if (requestId) {
      onCreated(requestId);
      return;
    }
    setRefused([]);
    try {
      onCreated(
        await createPurchaseRequest({
          placa: quote.placa,
          vehiculo: quote.vehiculo,
          inicioVigencia: quote.inicioVigencia,
          tomador,
          aceptaTerminos: true,
          // the RUNT's signed reading: the purchase records that the vehicle's data is the RUNT's (ADR 031)
          ...runtReadingFor(purchaseDraftStore.getState().draft, quote.placa),
        }),
      );
    } catch (error) {
      // the general message is the HTTP client's alert; the holder's fields get theirs here
      const onFields = applyFieldErrors(error, API_FIELDS, setError);
      const elsewhere = (apiErrorBody(error)?.errores ?? []).filter(({ campo }) => !isHolderField(campo));
      // put on their fields when the customer opens the step that holds them
      purchaseDraftStore.getState().refuse(elsewhere);
      setRefused(elsewhere);
      setRefusedTakesFocus(!onFields);
      if (elsewhere.some(({ campo }) => campo === 'inicioVigencia') && !quote.polizaVigenteHasta) {
        await requoteForHolder(tomador);
      }
    }
  });
  // A start refused because the plate has a policy in force: if it is this holder's, the quote made
  // without their document did not count it (ADR 010). A new one does, so the price step offers the
  // day after it ends; for anybody else's it answers as before and nothing changes.
  const requoteForHolder = async (holder: HolderValues['tomador']) => {
    const document = validHolderDocument(holder);
    if (!document) return;
    try {
      const renewal = await requestQuote({ placa: quote.placa, vehiculo: quote.vehiculo, ...document });
      if (renewal.polizaVigenteHasta) onQuoteChange(renewal);
    } catch {
      // the refusal already says what to change; the HTTP client's alert says what failed
    }
  };

  // one request however often the button is pressed
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit(event).finally(() => {
      sending.current = false;
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="5">
        <StepHeading focus={focus} description={t('purchase.holder.description')}>
          {t('purchase.holder.heading')}
        </StepHeading>
        <RefusedFieldsAlert refusals={refused} focus={refusedTakesFocus} onEdit={onEdit} />
        {user && <Text color="fg.muted">{t('purchase.holder.signedIn')}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DocumentFields control={control} prefix="tomador." />
          <FormFieldFor control={control} name="tomador.nombres" label={t('purchase.holder.names')} required>
            <Input autoComplete="given-name" {...register('tomador.nombres')} />
          </FormFieldFor>
          <FormFieldFor control={control} name="tomador.apellidos" label={t('purchase.holder.lastNames')} required>
            <Input autoComplete="family-name" {...register('tomador.apellidos')} />
          </FormFieldFor>
          <ContactFields control={control} prefix="tomador." emailHelper={t('purchase.holder.emailHelper')} />
          <FormFieldFor control={control} name="tomador.direccion" label={t('purchase.holder.address')} required>
            <Input autoComplete="street-address" {...register('tomador.direccion')} />
          </FormFieldFor>
          <FormFieldFor control={control} name="tomador.ciudad" label={t('purchase.holder.city')} required>
            <Input autoComplete="address-level2" {...register('tomador.ciudad')} />
          </FormFieldFor>
        </SimpleGrid>
        <TermsCheckbox control={control} />
        {requestId && (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('purchase.holder.existing')}</Alert.Description>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="button" variant="outline" onClick={onBack}>
            {t('purchase.back')}
          </Button>
          <SubmitButton control={control} loadingText={t('purchase.holder.submitting')}>
            {t('purchase.holder.submit')}
          </SubmitButton>
        </HStack>
      </Stack>
    </form>
  );
}
