import type { PurchaseStep } from '../../components/purchase-progress';
import type { Quote } from './api/quote';

/** The steps of this page (the fifth, the payment, is its own page), as `?paso=` names them. */
export const PAGE_STEPS = ['vehiculo', 'precio', 'tomador', 'resumen'] as const satisfies readonly PurchaseStep[];
export type PageStep = (typeof PAGE_STEPS)[number];

export const STEP_PARAMETER = 'paso';
/** The query parameter the home page's plate box sends. */
export const PLATE_PARAMETER = 'placa';

export function stepOf(value: string | null): PageStep {
  return PAGE_STEPS.find((step) => step === value) ?? 'vehiculo';
}

export function previousStep(step: PageStep): PageStep {
  return PAGE_STEPS[Math.max(0, PAGE_STEPS.indexOf(step) - 1)]!;
}

/**
 * The furthest step the draft allows: the price, the holder and the summary
 * need a quote; the summary also the holder's data (checked there).
 */
export function furthestStep(quote: Quote | null): PageStep {
  return quote ? 'resumen' : 'vehiculo';
}

export function isBefore(step: PageStep, other: PageStep): boolean {
  return PAGE_STEPS.indexOf(step) < PAGE_STEPS.indexOf(other);
}
