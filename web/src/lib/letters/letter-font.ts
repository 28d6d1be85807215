/**
 * The letters' font as pdf-lib needs it, read straight from the TrueType file, without fontkit at run time.
 *
 * pdf-lib embeds a custom font through a "fontkit" it is given (`registerFontkit`): it asks it for the font's
 * metrics, its character map and each glyph's advance width, then writes the PDF's Type0/CIDFontType2 font, the
 * widths, the ToUnicode map and the font file itself. @pdf-lib/fontkit does that for any font, but it weighs ~940 KB
 * minified, too much to download for one letter. Our font is one we make (scripts/subset-font.ts):
 * a TrueType subset with a format 4 cmap and no GSUB/GPOS/kern tables, so laying text out is one cmap lookup and one
 * advance width per character; this reads those tables (head, hhea, hmtx, cmap, post, OS/2, name) in ~100 lines.
 * test/web/lib/letters/letter-font.test.ts checks it answers as fontkit does.
 */
import { LETTER_FONT_BASE64 } from './font-data';

let fontBytes: Uint8Array | undefined;
/** The letters' TrueType font (font-data.ts carries it as base64), decoded once per page load with atob (browsers and Node 20). */
export function letterFontBytes(): Uint8Array {
  fontBytes ??= Uint8Array.from(atob(LETTER_FONT_BASE64), (c) => c.charCodeAt(0));
  return fontBytes;
}

export interface LetterGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** What pdf-lib's CustomFontEmbedder and deriveFontFlags read of a fontkit font. */
export interface LetterFont {
  unitsPerEm: number;
  postscriptName: string;
  ascent: number;
  descent: number;
  capHeight: number | undefined;
  xHeight: number | undefined;
  italicAngle: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  /** Falsy: a TrueType font (FontFile2), not CFF. */
  cff: undefined;
  head: { macStyle: { italic: boolean } };
  post: { isFixedPitch: boolean };
  'OS/2': { sFamilyClass: number };
  characterSet: number[];
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): LetterGlyph;
  layout(text: string): { glyphs: LetterGlyph[] };
}

function tablesOf(font: Uint8Array): (tag: string) => DataView {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, DataView>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    tables.set(tag, new DataView(font.buffer, font.byteOffset + view.getUint32(at + 8), view.getUint32(at + 12)));
  }
  return (tag) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`The letter font has no ${tag} table`);
    return table;
  };
}

/** Code point -> glyph id, from the Unicode BMP (3,1) format 4 subtable. */
function readCmap(cmap: DataView): Map<number, number> {
  let sub: number | undefined;
  for (let i = 0; i < cmap.getUint16(2); i++) {
    const at = 4 + i * 8;
    if (cmap.getUint16(at) === 3 && cmap.getUint16(at + 2) === 1) sub = cmap.getUint32(at + 4);
  }
  if (sub === undefined || cmap.getUint16(sub) !== 4) throw new Error('The letter font needs a format 4 Unicode cmap');
  const segX2 = cmap.getUint16(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  const map = new Map<number, number>();
  for (let i = 0; i < segX2; i += 2) {
    const start = cmap.getUint16(starts + i);
    const end = cmap.getUint16(ends + i);
    const delta = cmap.getUint16(deltas + i);
    if (start === 0xffff) continue;
    if (cmap.getUint16(rangeOffsets + i) !== 0) throw new Error('The letter font cmap uses glyph arrays (make it with scripts/subset-font.ts)');
    for (let code = start; code <= end; code++) map.set(code, (code + delta) & 0xffff);
  }
  return map;
}

function readPostscriptName(name: DataView): string {
  const stringsAt = name.getUint16(4);
  for (let i = 0; i < name.getUint16(2); i++) {
    const at = 6 + i * 12;
    if (name.getUint16(at) !== 3 || name.getUint16(at + 6) !== 6) continue;
    const length = name.getUint16(at + 8);
    const offset = stringsAt + name.getUint16(at + 10);
    let out = '';
    for (let c = 0; c < length; c += 2) out += String.fromCharCode(name.getUint16(offset + c));
    return out;
  }
  return 'Font';
}

/** Reads the font pdf-lib will embed. */
export function readLetterFont(bytes: Uint8Array): LetterFont {
  const table = tablesOf(bytes);
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const post = table('post');
  const os2 = table('OS/2');
  const cmap = readCmap(table('cmap'));
  const metrics = hhea.getUint16(34);
  const advanceOf = (gid: number) => hmtx.getUint16(Math.min(gid, metrics - 1) * 4);
  const glyphForCodePoint = (codePoint: number): LetterGlyph => {
    const id = cmap.get(codePoint) ?? 0;
    return { id, advanceWidth: advanceOf(id), codePoints: [codePoint] };
  };
  const os2Version = os2.getUint16(0);
  return {
    unitsPerEm: head.getUint16(18),
    postscriptName: readPostscriptName(table('name')),
    ascent: hhea.getInt16(4),
    descent: hhea.getInt16(6),
    capHeight: os2Version >= 2 ? os2.getInt16(88) : undefined,
    xHeight: os2Version >= 2 ? os2.getInt16(86) : undefined,
    italicAngle: post.getInt32(4) / 65536,
    bbox: { minX: head.getInt16(36), minY: head.getInt16(38), maxX: head.getInt16(40), maxY: head.getInt16(42) },
    cff: undefined,
    head: { macStyle: { italic: (head.getUint16(44) & 2) !== 0 } },
    post: { isFixedPitch: post.getUint32(12) !== 0 },
    'OS/2': { sFamilyClass: os2.getInt16(30) },
    characterSet: [...cmap.keys()].sort((a, b) => a - b),
    hasGlyphForCodePoint: (codePoint) => cmap.has(codePoint),
    glyphForCodePoint,
    layout: (text) => ({ glyphs: [...text].map((char) => glyphForCodePoint(char.codePointAt(0) ?? 0)) }),
  };
}

/** The "fontkit" pdf-lib's `registerFontkit` takes, for our font only. */
export const letterFontkit = { create: (bytes: Uint8Array) => readLetterFont(bytes) };
