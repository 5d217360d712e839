import type { EmailMessage } from './email-message.js';
import { emailHtml, escapeHtml } from './layout.js';

export function passwordResetEmail(options: {
  to: string;
  name: string;
  link: string;
  ttlMinutes: number;
}): EmailMessage {
  const { to, name, link, ttlMinutes } = options;
  const subject = 'Restablece tu clave del Portal SOAT';
  const validity = `El enlace vence en ${ttlMinutes} minutos y solo se puede usar una vez.`;
  const ignore = 'Si no pediste cambiar la clave, ignora este correo: tu clave actual sigue funcionando.';
  const text = [`Hola, ${name}:`, '', 'Para crear una clave nueva abre este enlace:', link, '', validity, ignore].join(
    '\n',
  );
  const html = emailHtml(subject, [
    `Hola, ${escapeHtml(name)}:`,
    `Para crear una clave nueva abre este enlace: <a href="${escapeHtml(link)}">restablecer mi clave</a>.`,
    `Si el botón no funciona, copia esta dirección en tu navegador: ${escapeHtml(link)}`,
    escapeHtml(validity),
    escapeHtml(ignore),
  ]);
  return { to, subject, text, html };
}
