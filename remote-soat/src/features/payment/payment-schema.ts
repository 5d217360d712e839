import type { TFunction } from 'i18next';
import { z } from '@soat/shared/forms';
import type { PaymentChoice } from './api/create-payment';

/** The payment choice as the form holds it. */
export interface PaymentFormValues {
  metodo: string;
  pse: { codigoBanco: string; tipoPersona: string };
}

/**
 * The card is chosen to start with (ADR 034): it is the one method that settles at once, and a list of
 * radio buttons with a default saves most customers a tap; PSE is one tap away.
 */
export const DEFAULT_PAYMENT: PaymentFormValues = { metodo: 'TARJETA', pse: { codigoBanco: '', tipoPersona: '' } };

const PERSON_TYPES = ['natural', 'juridica'] as const;

/** Card, or PSE with a bank and a person type; the answer is the API's body. */
export function paymentSchema(t: TFunction) {
  const form = z
    .object({
      metodo: z.string(),
      pse: z.object({ codigoBanco: z.string(), tipoPersona: z.string() }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.metodo !== 'TARJETA' && values.metodo !== 'PSE') {
          ctx.issues.push({
            code: 'custom',
            message: t('payment.validation.method'),
            path: ['metodo'],
            input: values.metodo,
          });
          return;
        }
        if (values.metodo !== 'PSE') return;
        if (values.pse.codigoBanco === '') {
          ctx.issues.push({
            code: 'custom',
            message: t('payment.validation.bank'),
            path: ['pse', 'codigoBanco'],
            input: '',
          });
        }
        if (!PERSON_TYPES.includes(values.pse.tipoPersona as (typeof PERSON_TYPES)[number])) {
          ctx.issues.push({
            code: 'custom',
            message: t('payment.validation.personType'),
            path: ['pse', 'tipoPersona'],
            input: values.pse.tipoPersona,
          });
        }
      }),
    );
  return z.pipe(
    form,
    z.transform((values): PaymentChoice =>
      values.metodo === 'PSE'
        ? {
            metodo: 'PSE',
            pse: {
              codigoBanco: values.pse.codigoBanco,
              tipoPersona: values.pse.tipoPersona as (typeof PERSON_TYPES)[number],
            },
          }
        : { metodo: 'TARJETA' },
    ),
  );
}
