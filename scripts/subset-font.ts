/**
 * `npx tsx scripts/subset-font.ts`: writes web/src/lib/letters/font-data.ts, the letters' font (docs/letters.md).
 *
 * DejaVu Sans (dejavu-fonts-ttf) draws every Latin name, but its TTF is ~750 KB, too much for a download that
 * only renders a letter (the browser does, lazily: web/src/lib/letters). This keeps only the glyphs of the letters' Unicode ranges (Basic Latin, Latin-1 Supplement with §,
 * Latin Extended-A, General Punctuation, Romanian's Ș ș Ț ț, € and ™): fontkit's `createSubset` copies and renumbers
 * those glyphs (with the parts of composite glyphs), then this script adds the tables fontkit's subset leaves out
 * and pdf-lib needs to lay text out and describe the font: `cmap` (format 4, the new glyph ids), `OS/2`, `name`
 * (DejaVu's copyright and licence, kept as the licence asks) and `post` (version 3, no glyph names).
 * The module carries the font as plain base64 (no compression: node:zlib is not in browsers; the server's gzip/brotli
 * of the lazy chunk shrinks it in transit), decoded with atob (browsers and Node 20) by web/src/lib/letters/letter-font.ts.
 * The output is deterministic: test/web/lib/letters/font-data.test.ts checks the committed file is what this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fontkit from '@pdf-lib/fontkit';

/** Inclusive code point ranges the letters can draw. */
export const LETTER_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin (printable)
  [0x00a0, 0x00ff], // Latin-1 Supplement (é, ñ, ü, §...)
  [0x0100, 0x017f], // Latin Extended-A (ł, ő, š...)
  [0x0218, 0x021b], // Ș ș Ț ț (Romanian names; the rest of Latin Extended-B would add 12 KB)
  [0x2000, 0x206f], // General Punctuation (– — ‘ ’ “ ” • …)
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

export const SOURCE_FONT = 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
const OUTPUT = fileURLToPath(new URL('../web/src/lib/letters/font-data.ts', import.meta.url));

interface TableRecord {
  tag: string;
  data: Uint8Array;
}

/** The tables of a TrueType font file (the sfnt table directory). */
function readTables(font: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    // A copy (a Node Buffer's slice would share its memory): the caller edits some tables.
    tables.set(tag, new Uint8Array(font.subarray(offset, offset + length)));
  }
  return tables;
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** An sfnt file from its tables: sorted directory, 4-byte aligned tables, checksums, head.checkSumAdjustment. */
function writeFont(records: TableRecord[]): Uint8Array {
  const sorted = [...records].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const head = sorted.find((r) => r.tag === 'head');
  if (!head) throw new Error('A font needs a head table');
  new DataView(head.data.buffer, head.data.byteOffset).setUint32(8, 0);
  const n = sorted.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  let offset = 12 + n * 16;
  const offsets = sorted.map((r) => {
    const at = offset;
    offset += Math.ceil(r.data.length / 4) * 4;
    return at;
  });
  const out = new Uint8Array(offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, n);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, n * 16 - searchRange);
  sorted.forEach((r, i) => {
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c++) out[at + c] = r.tag.charCodeAt(c);
    view.setUint32(at + 4, checksum(r.data));
    view.setUint32(at + 8, offsets[i] ?? 0);
    view.setUint32(at + 12, r.data.length);
    out.set(r.data, offsets[i]);
  });
  const headAt = offsets[sorted.indexOf(head)] ?? 0;
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A cmap with one format 4 subtable (Unicode BMP), shared by platform 0/3 and 3/1. */
function cmapTable(map: Map<number, number>): Uint8Array {
  const codes = [...map.keys()].sort((a, b) => a - b);
  // Segments of consecutive code points whose glyph ids are consecutive too (one idDelta each).
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const code of codes) {
    const gid = map.get(code) ?? 0;
    const last = segments.at(-1);
    if (last && code === last.end + 1 && gid - code === last.delta) last.end = code;
    else segments.push({ start: code, end: code, delta: gid - code });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segX2 = segments.length * 2;
  const subLength = 16 + segments.length * 8;
  const out = new Uint8Array(4 + 2 * 8 + subLength);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0); // version
  view.setUint16(2, 2); // two encoding records, one subtable
  const subAt = 4 + 2 * 8;
  view.setUint16(4, 0); // Unicode
  view.setUint16(6, 3); // BMP
  view.setUint32(8, subAt);
  view.setUint16(12, 3); // Windows
  view.setUint16(14, 1); // Unicode BMP
  view.setUint32(16, subAt);
  const entrySelector = Math.floor(Math.log2(segments.length));
  const searchRange = 2 ** entrySelector * 2;
  view.setUint16(subAt, 4);
  view.setUint16(subAt + 2, subLength);
  view.setUint16(subAt + 4, 0); // language
  view.setUint16(subAt + 6, segX2);
  view.setUint16(subAt + 8, searchRange);
  view.setUint16(subAt + 10, entrySelector);
  view.setUint16(subAt + 12, segX2 - searchRange);
  const ends = subAt + 14;
  const starts = ends + segX2 + 2; // after reservedPad
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  segments.forEach((s, i) => {
    view.setUint16(ends + i * 2, s.end);
    view.setUint16(starts + i * 2, s.start);
    view.setUint16(deltas + i * 2, (s.delta + 0x10000) & 0xffff);
    view.setUint16(rangeOffsets + i * 2, 0);
  });
  return out;
}

/** Encodes a fontkit subset (its stream ends on the next tick). */
function encodeSubset(subset: fontkit.Subset): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (chunk) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The subset font file for the given ranges; code points the font lacks are left out. */
export async function subsetFont(source: Uint8Array, ranges: typeof LETTER_FONT_RANGES): Promise<Uint8Array> {
  const font = fontkit.create(source);
  const subset = font.createSubset();
  const map = new Map<number, number>();
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      if (!font.hasGlyphForCodePoint(code)) continue;
      map.set(code, subset.includeGlyph(font.glyphForCodePoint(code)));
    }
  }
  const glyphs = readTables(await encodeSubset(subset));
  const original = readTables(source);
  const os2 = original.get('OS/2');
  const name = original.get('name');
  const post = original.get('post');
  if (!os2 || !name || !post) throw new Error('The source font lacks OS/2, name or post');
  // OS/2: the first and last characters the subset maps.
  const codes = [...map.keys()];
  const os2View = new DataView(os2.buffer, os2.byteOffset);
  os2View.setUint16(64, Math.min(...codes));
  os2View.setUint16(66, Math.min(Math.max(...codes), 0xffff));
  // post version 3: the same metrics, no glyph names (the original's names index its own glyph ids).
  const post3 = new Uint8Array(post.subarray(0, 32));
  new DataView(post3.buffer).setUint32(0, 0x00030000);
  return writeFont([
    ...[...glyphs].map(([tag, data]) => ({ tag, data })),
    { tag: 'cmap', data: cmapTable(map) },
    { tag: 'OS/2', data: os2 },
    { tag: 'name', data: name },
    { tag: 'post', data: post3 },
  ]);
}

/** The TypeScript module that carries the font: base64, a string the bundler keeps as is. */
export function fontModule(font: Uint8Array): string {
  return [
    '// Generated by `npx tsx scripts/subset-font.ts`: do not edit (docs/letters.md).',
    `// DejaVu Sans (${SOURCE_FONT}), subset to the letters' Unicode ranges (Basic Latin, Latin-1 Supplement,`,
    "// Latin Extended-A, General Punctuation, Ș ș Ț ț, € and ™) with fontkit's createSubset, plus cmap, OS/2, name and post;",
    `// ${font.length} bytes of TrueType, base64 (decoded with atob, web/src/lib/letters/letter-font.ts).`,
    "// DejaVu fonts are free to use and redistribute (Bitstream Vera licence; its notice is in the font's name table).",
    `export const LETTER_FONT_BASE64 =\n  '${Buffer.from(font).toString('base64')}';`,
    '',
  ].join('\n');
}

export function sourceFontBytes(): Uint8Array {
  return readFileSync(createRequire(import.meta.url).resolve(SOURCE_FONT));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await subsetFont(sourceFontBytes(), LETTER_FONT_RANGES);
  writeFileSync(OUTPUT, fontModule(font));
  console.log(`${OUTPUT}: ${font.length} bytes of font (${Math.round(font.length / 1024)} KB), from ${SOURCE_FONT}.`);
}
