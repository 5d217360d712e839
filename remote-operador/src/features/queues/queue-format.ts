import type { TFunction } from 'i18next';

const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** `447300` → `$ 447.300`. */
export const formatPesos = (value: number) => pesos.format(value);

/** How long ago an instant was, in the page's words: minutes, hours or days. */
export function age(t: TFunction, iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return t('queues.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('queues.age.hours', { count: hours });
  return t('queues.age.days', { count: Math.floor(hours / 24) });
}

/** `ana.gomez@example.com` → `a***@example.com`: the holder's contact, enough to recognise. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email.charAt(0)}***${email.slice(at)}`;
}

/** `3001234567` → `300****567`. */
export function maskMobile(mobile: string): string {
  return mobile.length < 7 ? '***' : `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}
