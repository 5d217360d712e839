import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

/** The single-use link that adds purchases made without an account to the account that asked. */
export function claimEmail(options: {
  to: string;
  name: string;
  plate: string;
  accountEmail: string;
  link: string;
  ttlHours: number;
}): EmailMessage {
  const { to, name, plate, accountEmail, link, ttlHours } = options;
  const subject = `Agrega el SOAT de la placa ${plate} a tu cuenta`;
  const body = [
    `Desde la cuenta ${accountEmail} pidieron agregar las pólizas SOAT de la placa ${plate}, que compraste sin iniciar sesión, a sus pólizas.`,
    `Si fuiste tú, abre este enlace con esa cuenta iniciada (sirve una sola vez, durante ${ttlHours} horas). Si no, ignora este correo: nada cambia.`,
  ];
  const text = [`Hola, ${name}:`, '', ...body, '', link].join('\n');
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    ...body.map(escapeHtml),
    `<a href="${escapeHtml(link)}">Agregar las pólizas a mi cuenta</a>`,
  ]);
  return { to, subject, text, html };
}
