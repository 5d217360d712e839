import { formatSpanishDate } from '@soat/shared/rules/validity';
import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

/** The holder's reminder that a policy ends soon, with the link that renews it and the one that stops reminders. */
export function renewalEmail(options: {
  to: string;
  name: string;
  plate: string;
  end: string;
  daysLeft: number;
  renewUrl: string;
  unsubscribeUrl: string;
}): EmailMessage {
  const { to, name, plate, renewUrl, unsubscribeUrl } = options;
  const end = formatSpanishDate(options.end);
  const when =
    options.daysLeft <= 0 ? 'vence hoy' : options.daysLeft === 1 ? 'vence mañana' : `vence en ${options.daysLeft} días`;
  const subject = `El SOAT de la placa ${plate} ${when}`;
  const body = [
    `El SOAT de la placa ${plate} ${when}, el ${end}. Sin SOAT vigente el vehículo no puede circular.`,
    'Renuévalo en un minuto: el nuevo empieza el día siguiente, sin días sin cobertura y sin pagar días dos veces. Ya llenamos los datos del vehículo y los tuyos.',
  ];
  const text = [
    `Hola, ${name}:`,
    '',
    ...body,
    '',
    `Renovar: ${renewUrl}`,
    '',
    `¿No quieres más recordatorios? ${unsubscribeUrl}`,
  ].join('\n');
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    ...body.map(escapeHtml),
    `<a href="${escapeHtml(renewUrl)}">Renovar el SOAT de la placa ${escapeHtml(plate)}</a>`,
    `¿No quieres más recordatorios? <a href="${escapeHtml(unsubscribeUrl)}">Deja de recibirlos</a>.`,
  ]);
  return { to, subject, text, html, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } };
}
