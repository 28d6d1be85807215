import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { letterFontBytes, readLetterFont } from '../../../../web/src/lib/letters/letter-font';

const bytes = letterFontBytes();

describe('readLetterFont', () => {
  it('reads the font as fontkit does: metrics, character set, glyph ids and widths', () => {
    const ours = readLetterFont(bytes);
    const theirs = fontkit.create(bytes);
    expect(ours.postscriptName).toBe(theirs.postscriptName);
    expect(ours.unitsPerEm).toBe(theirs.unitsPerEm);
    expect(ours.ascent).toBe(theirs.ascent);
    expect(ours.descent).toBe(theirs.descent);
    expect(ours.capHeight).toBe(theirs.capHeight);
    expect(ours.xHeight).toBe(theirs.xHeight);
    expect(ours.italicAngle).toBe(theirs.italicAngle);
    expect(ours.bbox).toEqual({ minX: theirs.bbox.minX, minY: theirs.bbox.minY, maxX: theirs.bbox.maxX, maxY: theirs.bbox.maxY });
    // fontkit also lists U+FFFF, the cmap's end marker (mapped to the missing glyph).
    const characterSet = [...theirs.characterSet].filter((c) => c !== 0xffff).sort((a, b) => a - b);
    expect(ours.characterSet).toEqual(characterSet);
    for (const code of characterSet) {
      const glyph = theirs.glyphForCodePoint(code);
      expect(ours.glyphForCodePoint(code)).toEqual({ id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: [code] });
    }
    const text = 'José Núñez — §611, “Łódź”';
    expect(ours.layout(text).glyphs.map((g) => g.id)).toEqual(theirs.layout(text).glyphs.map((g) => g.id));
  });

  it('gives the missing glyph (0) for what the font lacks', () => {
    expect(readLetterFont(bytes).glyphForCodePoint(0x4e2d).id).toBe(0);
    expect(readLetterFont(bytes).hasGlyphForCodePoint(0x4e2d)).toBe(false);
  });
});
