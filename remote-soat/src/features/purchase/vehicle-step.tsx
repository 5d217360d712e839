import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyFieldErrors, FormFieldFor, SubmitButton } from '@soat/shared/form-fields';
import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { checkPlate } from '@soat/shared/rules/plate';
import {
  isVehicleClass,
  isVehicleService,
  plateKindsFor,
  VEHICLE_CLASSES,
  VEHICLE_SERVICES,
  vehicleFieldsFor,
} from '@soat/shared/rules/vehicle';
import { Alert, Button, Input, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { PageStep } from './purchase-flow';
import { preloadPriceStep, RuntPrice } from './lazy-steps';
import { OwnerDocumentFields, type HolderDocument } from './owner-document-fields';
import { runtReadingFor } from './purchase-draft';
import { requestQuote, type Quote } from './api/quote';
import { purchaseDraftStore, useStepRefusals } from './purchase-draft-store';
import { draftHolderDocument } from './quote-document';
import { STEP_HEADING_ID, StepHeading } from './step-heading';
import { useVehicleLookup } from './use-vehicle-lookup';
import { vehicleResolver, type VehicleFormValues, type VehicleValues } from './vehicle-schema';

const API_FIELDS = [
  'placa',
  'vehiculo.clase',
  'vehiculo.servicio',
  'vehiculo.cilindraje',
  'vehiculo.modelo',
  'vehiculo.pasajeros',
  'vehiculo.toneladas',
] as const;

/** The numbers the tariff reads, in the form's order: the model always, the others when the class and service need them. */
const NUMBER_FIELDS = [
  { field: 'modelo', text: 'model', inputMode: 'numeric', maxLength: 4 },
  { field: 'cilindraje', text: 'engine', inputMode: 'numeric', maxLength: 6 },
  { field: 'pasajeros', text: 'passengers', inputMode: 'numeric', maxLength: 3 },
  { field: 'toneladas', text: 'tons', inputMode: 'decimal', maxLength: 6 },
] as const;

interface Props {
  initial: VehicleFormValues;
  /** The owner's document number the home page's plate box handed over, if any. */
  ownerDocument?: string;
  /** A renewal reminder's link is filling the step (`loading`), or filled it. */
  renewal?: 'none' | 'loading' | 'filled';
  focus: boolean;
  onChange: (values: VehicleFormValues, edited: boolean) => void;
  /** The server's quote for the vehicle, and the step to go on to (the price, or the holder when it was shown here). */
  onQuoted: (values: VehicleFormValues, quote: Quote, next: Extract<PageStep, 'precio' | 'tomador'>) => void;
}

/** Step 1: the plate and the vehicle data the tariff depends on, then the server's quote. */
export function VehicleStep({ initial, ownerDocument, renewal = 'none', focus, onChange, onQuoted }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const resolver = useMemo(() => vehicleResolver(t), [t]);
  const { register, handleSubmit, setError, setValue, getValues, control, subscribe } = useForm<
    VehicleFormValues,
    unknown,
    VehicleValues
  >({ resolver, defaultValues: initial });
  useStepRefusals(API_FIELDS, setError);
  const [vehicleClass, service] = useWatch({ control, name: ['vehiculo.clase', 'vehiculo.servicio'] });
  const needed =
    isVehicleClass(vehicleClass) && isVehicleService(service) ? vehicleFieldsFor(vehicleClass, service) : null;
  const plateInput = useWatch({ control, name: 'placa' });
  const typedPlate = checkPlate(plateInput);
  const plate = typedPlate.ok ? typedPlate.value : null;
  const [holderDocument, setHolderDocument] = useState<HolderDocument | null>(null);
  const documentNumber = holderDocument?.numeroDocumento;
  const { lookupKey, shown, runtQuote, dropRuntQuote } = useVehicleLookup({
    plate,
    holderDocument,
    getValues,
    setValue,
  });

  // "The RUNT's data is not my vehicle's": no policy can be issued with it (the RUNT is what the police
  // check), so the quote stops here with what to do, until the plate or the document changes.
  const [mismatchKey, setMismatchKey] = useState<string | null>(null);
  const mismatch = mismatchKey !== null && mismatchKey === lookupKey;
  const runtPricing = shown?.state === 'done' && shown.source === 'runt' && !mismatch && runtQuote !== null;
  const priced = runtPricing ? runtQuote.quote : null;

  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values, type }) => {
        if (type === 'change') dropRuntQuote();
        onChange(values, type === 'change');
      },
    });
  }, [subscribe, onChange, dropRuntQuote]);

  const submit = handleSubmit(async (values) => {
    if (priced) {
      onQuoted(getValues(), priced, 'tomador');
      return;
    }
    // the next step's code, fetched while the server prices the vehicle (ADR 048)
    preloadPriceStep().catch(() => {});
    try {
      // the holder's document, when known, lets the quote count that holder's policy in force; the RUNT's
      // reading, another insurer's (ADR 031)
      const reading = runtReadingFor(purchaseDraftStore.getState().draft, values.placa);
      onQuoted(
        getValues(),
        await requestQuote({ ...values, ...(holderDocument ?? draftHolderDocument()), ...reading }),
        'precio',
      );
    } catch (error) {
      applyFieldErrors(error, API_FIELDS, setError);
    }
  });

  const kinds = isVehicleClass(vehicleClass)
    ? plateKindsFor(vehicleClass, isVehicleService(service) ? service : 'particular')
    : [];
  const plateHelper = kinds.includes('motorcycle')
    ? t('purchase.vehicle.plateMotorcycle')
    : kinds.includes('diplomatic')
      ? t('purchase.vehicle.plateOfficial')
      : kinds.includes('car')
        ? t('purchase.vehicle.plateCar')
        : t('common.fields.plateHelper');

  return (
    <form onSubmit={submit} noValidate aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="5">
        <StepHeading focus={focus} description={t('purchase.vehicle.description')}>
          {t('purchase.vehicle.heading')}
        </StepHeading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {/* every field's starting value is in its markup too (`defaultValue`): react-hook-form fills the fields
              only in the browser, and the server renders a renewal's link filled (ADR 035) */}
          <FormFieldFor control={control} name="placa" label={t('common.fields.plate')} helper={plateHelper} required>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={9}
              textTransform="uppercase"
              {...register('placa')}
              defaultValue={initial.placa}
            />
          </FormFieldFor>
        </SimpleGrid>
        <OwnerDocumentFields initialNumber={ownerDocument} onChange={setHolderDocument} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormFieldFor control={control} name="vehiculo.clase" label={t('purchase.vehicle.class')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('vehiculo.clase')} defaultValue={initial.vehiculo.clase}>
                <option value="">{t('purchase.vehicle.choose')}</option>
                {VEHICLE_CLASSES.map((option) => (
                  <option key={option} value={option}>
                    {t(`common.vehicleClasses.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormFieldFor>
          <FormFieldFor control={control} name="vehiculo.servicio" label={t('purchase.vehicle.service')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('vehiculo.servicio')} defaultValue={initial.vehiculo.servicio}>
                <option value="">{t('purchase.vehicle.choose')}</option>
                {VEHICLE_SERVICES.map((option) => (
                  <option key={option} value={option}>
                    {t(`common.services.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormFieldFor>
          {NUMBER_FIELDS.filter(({ field }) => field === 'modelo' || needed?.[field]).map(
            ({ field, text, inputMode, maxLength }) => (
              <FormFieldFor
                key={field}
                control={control}
                name={`vehiculo.${field}`}
                label={t(`purchase.vehicle.${text}`)}
                helper={t(`purchase.vehicle.${text}Helper`)}
                required
              >
                <Input
                  inputMode={inputMode}
                  autoComplete="off"
                  maxLength={maxLength}
                  {...register(`vehiculo.${field}`)}
                  defaultValue={initial.vehiculo[field]}
                />
              </FormFieldFor>
            ),
          )}
        </SimpleGrid>
        <Text role="status" color="fg.muted" minH="6">
          {renewal === 'loading' && t('purchase.vehicle.renewalLoading')}
          {renewal === 'filled' && !shown && t('purchase.vehicle.renewalFilled')}
          {shown?.state === 'looking' && t('purchase.vehicle.lookingUp')}
          {shown?.state === 'done' &&
            shown.source === 'runt' &&
            t('purchase.vehicle.runtFound', { vehicle: shown.runtVehicle })}
          {shown?.state === 'done' && shown.source === 'portal' && t('purchase.vehicle.known')}
          {shown?.state === 'done' && shown.source === null && shown.runtMessage}
          {shown?.state === 'done' &&
            shown.source === null &&
            !shown.runtMessage &&
            documentNumber &&
            t('purchase.vehicle.notKnown')}
          {shown?.state === 'done' &&
            shown.inForceUntil &&
            ` ${t('purchase.vehicle.inForce', { end: formatLongDate(shown.inForceUntil) })}`}
          {runtPricing && !priced && ` ${t('purchase.vehicle.pricing')}`}
        </Text>
        {shown?.state === 'done' && shown.source === 'runt' && !mismatch && (
          <Button variant="outline" alignSelf="start" onClick={() => setMismatchKey(lookupKey)}>
            {t('purchase.vehicle.runtMismatch')}
          </Button>
        )}
        {mismatch && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('purchase.vehicle.runtMismatchTitle')}</Alert.Title>
              <Alert.Description>{t('purchase.vehicle.runtMismatchHelp')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {priced && <RuntPrice quote={priced} onChangeStart={() => onQuoted(getValues(), priced, 'precio')} />}
        <SubmitButton
          control={control}
          alignSelf="start"
          disabled={mismatch}
          loadingText={t('purchase.vehicle.submitting')}
        >
          {priced ? t('purchase.price.submit') : t('purchase.vehicle.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
