const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML bodies and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/** A link drawn as a button (inline styles: mail clients ignore stylesheets). */
export function emailButton(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a>`;
}

/** A minimal, inline-styled HTML email (mail clients ignore stylesheets). */
export function emailHtml(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}`,
    '<p style="font-size:12px;color:#666">Portal SOAT. Este es un mensaje automático; no respondas a este correo.</p>',
    '</body></html>',
  ].join('');
}
