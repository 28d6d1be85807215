import { describe, expect, it } from 'vitest';
import { contentMatches, sniffFileType } from '../../../lambdas/domain/file-type.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

const pdf = bytes('%PDF-1.7\n%');
const png = bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const exe = bytes('MZ', 0x90, 0, 3, 0, 0, 0);

describe('sniffFileType', () => {
  it('recognises a PDF, a PNG and a JPEG by their first bytes', () => {
    expect(sniffFileType(pdf)).toBe('application/pdf');
    expect(sniffFileType(png)).toBe('image/png');
    expect(sniffFileType(jpeg)).toBe('image/jpeg');
  });

  it('recognises nothing else: an executable, text, an empty or truncated file', () => {
    expect(sniffFileType(exe)).toBeUndefined();
    expect(sniffFileType(bytes('hello world'))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
    expect(sniffFileType(bytes('%PD'))).toBeUndefined();
  });
});

describe('contentMatches', () => {
  it('accepts a file whose bytes, declared type and extension agree (extension case ignored)', () => {
    expect(contentMatches('application/pdf', 'statement.PDF', pdf)).toBe(true);
    expect(contentMatches('image/jpeg', 'id.jpeg', jpeg)).toBe(true);
    expect(contentMatches('image/jpeg', 'id.jpg', jpeg)).toBe(true);
    expect(contentMatches('image/png', 'card.png', png)).toBe(true);
  });

  it('refuses an .exe renamed .pdf', () => {
    expect(contentMatches('application/pdf', 'invoice.pdf', exe)).toBe(false);
  });

  it('refuses a real PDF declared or named as an image', () => {
    expect(contentMatches('image/png', 'scan.png', pdf)).toBe(false);
    expect(contentMatches('application/pdf', 'scan.png', pdf)).toBe(false);
    expect(contentMatches('application/pdf', 'scan', pdf)).toBe(false);
  });
});
