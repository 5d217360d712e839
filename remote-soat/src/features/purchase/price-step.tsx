import { useState, type ChangeEvent } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { applyFieldErrors, FormFieldFor, ruleMessage, SubmitButton } from '@soat/shared/form-fields';
import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import type { RuleCheck } from '@soat/shared/rules/rule-check';
import { checkStartDate, isCalendarDate, todayInColombia } from '@soat/shared/rules/validity';
import { Alert, Button, HStack, Input, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { requestQuote, type Quote } from './api/quote';
import { useStepRefusals } from './purchase-draft-store';
import { QuoteAmounts } from './quote-amounts';
import { draftHolderDocument } from './quote-document';
import { STEP_HEADING_ID, StepHeading } from './step-heading';

interface Props {
  quote: Quote;
  focus: boolean;
  onQuoteChange: (quote: Quote) => void;
  onContinue: () => void;
  onBack: () => void;
}

interface StartValues {
  inicioVigencia: string;
}

const START_FIELDS = ['inicioVigencia'] as const;
const ignoreRefusal: UseFormSetError<StartValues> = () => undefined;

/**
 * Step 2: the server's price with its breakdown, the tariff code and the
 * validity. The start is chosen from the first to the last day allowed (a
 * native date input), or fixed to the day after the policy in force ends. A
 * new start is priced again by the server (the vehicle's age may change the code).
 */
export function PriceStep({ quote, focus, onQuoteChange, onContinue, onBack }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { register, handleSubmit, setError, clearErrors, control } = useForm<StartValues>({
    defaultValues: { inicioVigencia: quote.inicioVigencia },
  });
  const [updating, setUpdating] = useState(false);
  const fixed = quote.inicioMinimo === quote.inicioMaximo;
  // a fixed start has no field: its notice says the day, and an error on no field would block "Continuar"
  useStepRefusals(START_FIELDS, fixed ? ignoreRefusal : setError);

  const checkStart = (value: string) =>
    checkStartDate(value, { today: todayInColombia(), currentPolicyEnd: quote.polizaVigenteHasta });

  const requote = async (start: string): Promise<boolean> => {
    setUpdating(true);
    try {
      onQuoteChange(
        await requestQuote({
          placa: quote.placa,
          vehiculo: quote.vehiculo,
          inicioVigencia: start,
          ...draftHolderDocument(),
        }),
      );
      return true;
    } catch (error) {
      applyFieldErrors(error, START_FIELDS, setError);
      return false;
    } finally {
      setUpdating(false);
    }
  };

  const startField = register('inicioVigencia', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const start = event.target.value;
      clearErrors('inicioVigencia');
      if (start !== quote.inicioVigencia && checkStart(start).ok) void requote(start);
    },
  });

  const submit = handleSubmit(async ({ inicioVigencia }) => {
    const start = fixed ? quote.inicioMinimo : inicioVigencia;
    const check = checkStart(start);
    if (!check.ok) {
      setError('inicioVigencia', { type: 'rule', message: ruleMessage(t, check) }, { shouldFocus: true });
      return;
    }
    if (start !== quote.inicioVigencia && !(await requote(start))) return;
    onContinue();
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="5">
        <StepHeading focus={focus}>{t('purchase.price.heading')}</StepHeading>
        <Stack gap="1">
          <Text fontWeight="semibold">
            {t('purchase.price.vehicle', {
              plate: quote.placa,
              vehicleClass: t(`common.vehicleClasses.${quote.vehiculo.clase}`),
              service: t(`common.services.${quote.vehiculo.servicio}`),
            })}
          </Text>
          <Text>
            {t('purchase.price.tariff', {
              code: quote.codigoTarifa,
              category: quote.categoria,
              subcategory: quote.subcategoria,
            })}
          </Text>
        </Stack>
        <QuoteAmounts quote={quote} busy={updating} />
        {fixed && quote.polizaVigenteHasta ? (
          <FixedStartNotice quote={quote} refusal={checkStart(quote.inicioMinimo)} />
        ) : (
          <FormFieldFor
            control={control}
            name="inicioVigencia"
            label={t('purchase.price.start')}
            helper={t('purchase.price.startHelper', {
              from: formatLongDate(quote.inicioMinimo),
              to: formatLongDate(quote.inicioMaximo),
            })}
            required
          >
            <Input type="date" min={quote.inicioMinimo} max={quote.inicioMaximo} maxW="xs" {...startField} />
          </FormFieldFor>
        )}
        <Text role="status" aria-live="polite">
          {updating
            ? t('purchase.price.updating')
            : t('purchase.price.validity', {
                start: formatLongDate(quote.inicioVigencia),
                end: formatLongDate(quote.finVigencia),
              })}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button type="button" variant="outline" onClick={onBack}>
            {t('purchase.back')}
          </Button>
          <SubmitButton control={control} disabled={updating}>
            {t('purchase.price.submit')}
          </SubmitButton>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * The start fixed to the day after the policy in force ends, or, before the renewal window opens, why it
 * cannot be bought yet and from which day (issue 41): that is next year's cover, not sold at today's price.
 */
function FixedStartNotice({ quote, refusal }: { quote: Quote; refusal: RuleCheck<string> }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  if (!refusal.ok) {
    // its days said as the page says dates, in the page's language
    const params = Object.fromEntries(
      Object.entries(refusal.params ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' && isCalendarDate(value) ? formatLongDate(value) : value,
      ]),
    );
    return (
      <Alert.Root status="warning" variant="subtle" role="alert">
        <Alert.Indicator />
        <Alert.Description>{ruleMessage(t, { ...refusal, params })}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Description>
        {t('purchase.price.fixedStart', {
          end: formatLongDate(quote.polizaVigenteHasta ?? quote.inicioMinimo),
          start: formatLongDate(quote.inicioMinimo),
        })}
      </Alert.Description>
    </Alert.Root>
  );
}
