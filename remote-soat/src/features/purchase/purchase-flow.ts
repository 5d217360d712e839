import type { PurchaseStep } from '../../components/purchase-progress';
import type { Quote } from './api/quote';

/**
 * The steps of this page, as `?paso=` names them: the holder step makes the
 * purchase request and the payment is its own page.
 */
export const PAGE_STEPS = ['vehiculo', 'precio', 'tomador'] as const satisfies readonly PurchaseStep[];
export type PageStep = (typeof PAGE_STEPS)[number];

/** The query parameter the home page's plate box sends. */
export const PLATE_PARAMETER = 'placa';
/** The query parameter of a renewal reminder's link: a signed token naming the policy to renew. */
export const RENEWAL_PARAMETER = 'renovar';

export function stepOf(value: string | null): PageStep {
  return PAGE_STEPS.find((step) => step === value) ?? 'vehiculo';
}

export function previousStep(step: PageStep): PageStep {
  return PAGE_STEPS[Math.max(0, PAGE_STEPS.indexOf(step) - 1)]!;
}

/** The furthest step the draft allows: the price and the holder need a quote. */
export function furthestStep(quote: Quote | null): PageStep {
  return quote ? 'tomador' : 'vehiculo';
}

export function isBefore(step: PageStep, other: PageStep): boolean {
  return PAGE_STEPS.indexOf(step) < PAGE_STEPS.indexOf(other);
}

/** The step an API field error on the purchase request belongs to (`tomador.celular` → the holder step). */
export function stepOfField(field: string): PageStep {
  if (field.startsWith('tomador') || field === 'aceptaTerminos') return 'tomador';
  if (field === 'inicioVigencia') return 'precio';
  return 'vehiculo';
}
