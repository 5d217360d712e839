// Pictures for the seed's people and things (issue 27, point 2). The template's data point to image files
// this demo does not have, so each picture is a small SVG drawn from what it shows, as a data URL: a
// person's initials on a colour of their own, a product's or a course's few shapes. Deterministic: the
// same name or key gives the same picture on every load, in every test.

/** Dark enough for white initials (at least 4.5:1). */
const PALETTE = [
  '#1d4ed8',
  '#6d28d9',
  '#be185d',
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0e7490',
  '#4338ca',
];
/** Light tints for the shapes of a thing's picture. */
const TINTS = [
  '#bfdbfe',
  '#ddd6fe',
  '#fbcfe8',
  '#fecaca',
  '#fed7aa',
  '#fef08a',
  '#bbf7d0',
  '#99f6e4',
  '#a5f3fc',
  '#c7d2fe',
];

/** FNV-1a: a well-spread 32-bit number from a text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** An SVG as a data URL, escaped only where a URL needs it (smaller than base64 or encodeURIComponent). */
function svgUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%{}]/g, (character) => encodeURIComponent(character))}`;
}

/** A person's picture: their initials (two at most) on a colour their name picks. */
export function personPicture(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const colour = PALETTE[hash(name) % PALETTE.length]!;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text></svg>`,
  );
}

/** A thing's picture (a product, a course): a colour and three shapes its key places, 4:3. */
export function thingPicture(key: string): string {
  const bits = hash(key);
  const colour = PALETTE[bits % PALETTE.length]!;
  const tint = (shift: number) => TINTS[(bits >>> shift) % TINTS.length]!;
  const at = (shift: number, span: number) => 20 + ((bits >>> shift) % span);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${colour}"/>` +
      `<circle cx="${at(3, 60)}" cy="${at(7, 40)}" r="${14 + (bits % 14)}" fill="${tint(11)}"/>` +
      `<rect x="${at(13, 70) + 30}" y="${at(17, 50)}" width="36" height="36" rx="6" fill="${tint(19)}"/>` +
      `<path d="M${at(21, 40)} 110 l26 -44 l26 44z" fill="${tint(25)}"/></svg>`,
  );
}
