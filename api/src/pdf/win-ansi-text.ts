import anyAscii from 'any-ascii';

// The standard PDF fonts (Helvetica, never embedded) write text in WinAnsiEncoding: ASCII, Latin-1 (every
// Spanish letter and sign: á é í ó ú ü ñ Ñ ¿ ¡) and 27 more characters (€, dashes, curly quotes…). pdfkit
// writes any other character as garbage, so such a character is written as its closest ASCII instead
// (Ł → L, ø stays, 김 → Gim): a name still reads, if not in its own script.

/** The characters WinAnsiEncoding has beyond Latin-1 (0x80–0x9F), by code point, as pdfkit maps them. */
const WIN_ANSI_EXTRAS = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const isWinAnsi = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

/** Text the standard fonts print as written: composed (NFC), and whatever they lack transliterated. */
export function winAnsiText(text: string): string {
  let printable = '';
  for (const char of text.normalize('NFC')) {
    printable += isWinAnsi(char.codePointAt(0)!) ? char : anyAscii(char);
  }
  return printable;
}
