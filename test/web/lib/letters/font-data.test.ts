// @vitest-environment node
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { letterFontBytes } from '../../../../web/src/lib/letters/letter-font';
import { fontModule, LETTER_FONT_RANGES, sourceFontBytes, subsetFont } from '../../../../scripts/subset-font.js';

const subsetBytes = letterFontBytes();
const FONT_MODULE = new URL('../../../../web/src/lib/letters/font-data.ts', import.meta.url);

describe("the letters' font (scripts/subset-font.ts)", () => {
  it('is small enough to download with a letter (the full DejaVu Sans is ~740 KB)', () => {
    expect(subsetBytes.length).toBeLessThan(70 * 1024);
    // Plain base64 (4/3 of the font) and its header.
    expect(readFileSync(FONT_MODULE, 'utf8').length).toBeLessThan(85 * 1024);
  });

  it('draws "José Núñez — §611" with the very glyphs and widths of DejaVu Sans', () => {
    const subset = fontkit.create(subsetBytes);
    const full = fontkit.create(sourceFontBytes());
    expect(subset.postscriptName).toBe('DejaVuSans');
    const text = 'José Núñez — §611 Łódź Ștefan “quoted” €';
    const ours = subset.layout(text).glyphs;
    const theirs = full.layout(text).glyphs;
    expect(ours.every((g) => g.id !== 0)).toBe(true); // no .notdef box
    expect(ours.map((g) => g.advanceWidth)).toEqual(theirs.map((g) => g.advanceWidth));
    expect(ours.map((g) => g.path.toSVG())).toEqual(theirs.map((g) => g.path.toSVG()));
  });

  it('covers every code point of its ranges that DejaVu Sans has', () => {
    const subset = fontkit.create(subsetBytes);
    const full = fontkit.create(sourceFontBytes());
    for (const [from, to] of LETTER_FONT_RANGES) {
      for (let code = from; code <= to; code++) expect(subset.hasGlyphForCodePoint(code)).toBe(full.hasGlyphForCodePoint(code));
    }
    expect(subset.hasGlyphForCodePoint(0x4e2d)).toBe(false); // 中: not a letters range
  });

  it('is what the script makes (regenerate with `npx tsx scripts/subset-font.ts`)', async () => {
    const made = await subsetFont(sourceFontBytes(), LETTER_FONT_RANGES);
    expect(Buffer.compare(Buffer.from(made), Buffer.from(subsetBytes))).toBe(0);
    // Plain base64, no compression: the committed module is exactly the script's output.
    expect(readFileSync(FONT_MODULE, 'utf8')).toBe(fontModule(made));
  });
});
