import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

export function passwordChangedEmail(options: { to: string; name: string; portalUrl: string }): EmailMessage {
  const { to, name, portalUrl } = options;
  const subject = 'Tu clave del Portal SOAT fue cambiada';
  const notice = 'Te avisamos que tu clave fue cambiada. Las sesiones abiertas antes del cambio se cerrarán.';
  const warning = `Si no fuiste tú, pide un nuevo enlace en ${portalUrl}/recuperar-clave y escríbenos.`;
  const text = [`Hola, ${name}:`, '', notice, warning].join('\n');
  const html = emailHtml(subject, [`Hola, ${escapeHtml(name)}:`, escapeHtml(notice), escapeHtml(warning)]);
  return { to, subject, text, html };
}
