import { useEffect, useRef } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Alert, Button, List } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { FieldRefusal } from './purchase-draft-store';
import { stepOfField, type PageStep } from './purchase-flow';

interface Props {
  /** The API's messages on fields the holder form does not hold (the vehicle's, the start of the validity). */
  refusals: FieldRefusal[];
  /** Takes the focus when it appears (no field of the form took it). */
  focus: boolean;
  onEdit: (step: PageStep) => void;
}

/**
 * The purchase request was refused for data of an earlier step: each message
 * with the way to the step that holds its field (where it lands on the field).
 */
export function RefusedFieldsAlert({ refusals, focus, onEdit }: Props) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && refusals.length > 0) ref.current?.focus();
  }, [focus, refusals]);
  if (refusals.length === 0) return null;
  return (
    <Alert.Root status="error" variant="subtle" ref={ref} tabIndex={-1} outline="none">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('purchase.holder.refused')}</Alert.Title>
        <List.Root as="ul" ps="5">
          {refusals.map(({ campo, mensaje }) => {
            const step = stepOfField(campo);
            return (
              <List.Item key={`${campo}:${mensaje}`}>
                {mensaje}
                {step !== 'tomador' && (
                  <>
                    {' '}
                    <Button variant="plain" size="xs" textDecoration="underline" px="0" onClick={() => onEdit(step)}>
                      {t(`purchase.holder.fix.${step}`)}
                    </Button>
                  </>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
