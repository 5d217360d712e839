import type { TFunction } from 'i18next';
import { ruleMessage, z } from '@soat/shared/forms';
import { checkMobile } from '@soat/shared/rules/contact';
import { checkDocumentNumber, isDocumentType } from '@soat/shared/rules/identity-document';
import type { DraftHolder } from '../../lib/purchase-draft-holder';
import type { PaymentChoice } from './api/create-payment';

/** The ways to pay, in the order the page offers them (the API's `metodo`). */
export const PAYMENT_METHODS = ['TARJETA', 'PSE', 'NEQUI', 'BANCOLOMBIA', 'DAVIPLATA', 'EFECTIVO'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment choice as the form holds it: each method's fields are kept while another is chosen. */
export interface PaymentFormValues {
  metodo: string;
  pse: { codigoBanco: string; tipoPersona: string };
  nequi: { celular: string };
  daviplata: { tipoDocumento: string; numeroDocumento: string };
}

/**
 * The card is chosen to start with (ADR 034): it is the one method that settles at once, and a list of
 * radio buttons with a default saves most customers a tap; every other method is one tap away. Nequi's
 * mobile and DaviPlata's document start as the holder's, when this tab typed them for this request.
 */
export function paymentDefaults(holder: DraftHolder | null = null): PaymentFormValues {
  return {
    metodo: 'TARJETA',
    pse: { codigoBanco: '', tipoPersona: '' },
    nequi: { celular: holder?.celular ?? '' },
    daviplata: {
      tipoDocumento: holder && isDocumentType(holder.tipoDocumento) ? holder.tipoDocumento : 'CC',
      numeroDocumento: holder?.numeroDocumento ?? '',
    },
  };
}

export const DEFAULT_PAYMENT: PaymentFormValues = paymentDefaults();

const PERSON_TYPES = ['natural', 'juridica'] as const;

const isMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

type Issue = { message: string; path: string[]; input: string };

/** What is wrong with the fields of the chosen method (the API's rules: a mobile of 10 digits starting with 3, a valid document). */
function methodIssues(t: TFunction, values: PaymentFormValues): Issue[] {
  const issues: Issue[] = [];
  if (values.metodo === 'PSE') {
    if (values.pse.codigoBanco === '') {
      issues.push({ message: t('payment.validation.bank'), path: ['pse', 'codigoBanco'], input: '' });
    }
    if (!PERSON_TYPES.includes(values.pse.tipoPersona as (typeof PERSON_TYPES)[number])) {
      const input = values.pse.tipoPersona;
      issues.push({ message: t('payment.validation.personType'), path: ['pse', 'tipoPersona'], input });
    }
  }
  if (values.metodo === 'NEQUI') {
    const mobile = checkMobile(values.nequi.celular);
    if (!mobile.ok) {
      const input = values.nequi.celular;
      issues.push({ message: ruleMessage(t, mobile), path: ['nequi', 'celular'], input });
    }
  }
  if (values.metodo === 'DAVIPLATA') {
    const { tipoDocumento: type, numeroDocumento: number } = values.daviplata;
    if (!isDocumentType(type)) {
      issues.push({
        message: ruleMessage(t, { code: 'document.type' }),
        path: ['daviplata', 'tipoDocumento'],
        input: type,
      });
    } else {
      const document = checkDocumentNumber(type, number);
      if (!document.ok) {
        issues.push({ message: ruleMessage(t, document), path: ['daviplata', 'numeroDocumento'], input: number });
      }
    }
  }
  return issues;
}

/** The API's body for valid values: the method and what it needs, as the API stores it. */
function toChoice(values: PaymentFormValues): PaymentChoice {
  switch (values.metodo) {
    case 'PSE':
      return {
        metodo: 'PSE',
        pse: {
          codigoBanco: values.pse.codigoBanco,
          tipoPersona: values.pse.tipoPersona as (typeof PERSON_TYPES)[number],
        },
      };
    case 'NEQUI': {
      const mobile = checkMobile(values.nequi.celular);
      return { metodo: 'NEQUI', nequi: { celular: mobile.ok ? mobile.value : values.nequi.celular } };
    }
    case 'DAVIPLATA': {
      const { tipoDocumento, numeroDocumento } = values.daviplata;
      const type = isDocumentType(tipoDocumento) ? tipoDocumento : 'CC';
      const document = checkDocumentNumber(type, numeroDocumento);
      return {
        metodo: 'DAVIPLATA',
        daviplata: { tipoDocumento: type, numeroDocumento: document.ok ? document.value : numeroDocumento },
      };
    }
    case 'BANCOLOMBIA':
    case 'EFECTIVO':
      return { metodo: values.metodo };
    default:
      return { metodo: 'TARJETA' };
  }
}

/** A method among the API's, and the fields that method needs; the answer is the API's body. */
export function paymentSchema(t: TFunction) {
  const form = z
    .object({
      metodo: z.string(),
      pse: z.object({ codigoBanco: z.string(), tipoPersona: z.string() }),
      nequi: z.object({ celular: z.string() }),
      daviplata: z.object({ tipoDocumento: z.string(), numeroDocumento: z.string() }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!isMethod(values.metodo)) {
          ctx.issues.push({
            code: 'custom',
            message: t('payment.validation.method'),
            path: ['metodo'],
            input: values.metodo,
          });
          return;
        }
        for (const issue of methodIssues(t, values)) ctx.issues.push({ code: 'custom', ...issue });
      }),
    );
  return z.pipe(form, z.transform(toChoice));
}
