import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { BUREAU_DISPUTE_ADDRESSES, type Letter } from '../../../../lambdas/contract/letters.js';
import { renderLetterPdf, wrapText } from '../../../../web/src/lib/letters/pdf';
import { bureauLetter } from '../../../../lambdas/domain/dispute-letters.js';
import { card } from '../../../support/credit-files.js';
import { bureauLetterInput } from '../../../support/letters.js';

/** Each page's text; unpdf joins a page's text runs with line breaks (spacing differs from ours, so compare squashed). */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('renderLetterPdf', () => {
  it("prints the bureau's address, the client's accented name, each item's lines and the enclosures", async () => {
    const letter = bureauLetter(bureauLetterInput({ bureau: 'transunion', reported: card('transunion') }));
    const pdf = await renderLetterPdf(letter);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const text = squash((await pagesOf(pdf)).join('\n'));

    const { name, lines } = BUREAU_DISPUTE_ADDRESSES.addresses.transunion;
    for (const line of [name, ...lines]) expect(text).toContain(line);
    expect(text).toContain('José Núñez');
    expect(text).toContain('12 Peña Street, Apt 3');
    expect(text).toContain('§611');
    expect(text).toContain('15 U.S.C. §1681i');
    for (const item of letter.items) {
      expect(text).toContain(item.heading);
      for (const line of item.lines) expect(text).toContain(squash(line));
    }
    expect(text).toContain('Balance as reported: $1,200.00');
    for (const enclosure of letter.enclosures) expect(text).toContain(enclosure);
    expect(text).toContain('Page 1 of 1'); // a one-item letter fits on one page
  });

  it('embeds the subset font and draws "José Núñez — §611" with it', async () => {
    const pdf = await renderLetterPdf(letterWith({ signature: 'José Núñez — §611' }));
    const doc = await PDFDocument.load(pdf);
    const dicts = doc.context.enumerateIndirectObjects().flatMap(([, o]) => (o instanceof PDFDict ? [o] : []));
    const descriptors = dicts.filter((d) => d.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    // One font, DejaVu Sans, its TrueType file embedded (not a standard font the reader substitutes).
    expect(descriptors).toHaveLength(1);
    expect(String(descriptors[0]?.get(PDFName.of('FontName')))).toMatch(/^\/DejaVuSans/);
    expect(descriptors[0]?.get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
    expect(doc.getPageCount()).toBe(1);
    expect(squash((await pagesOf(pdf)).join(' '))).toContain('José Núñez — §611');
  });

  it('draws what the font lacks without its accent, or as ?', async () => {
    const pdf = await renderLetterPdf(letterWith({ signature: 'Nguyễn Ω' }));
    expect(squash((await pagesOf(pdf)).join(' '))).toContain('Nguyen ?');
  });

  it('a long letter wraps and spans pages, each numbered', async () => {
    const long = 'I paid this account on time every month and I have the bank statements to show it. ';
    const letter = letterWith({
      items: Array.from({ length: 6 }, (_, i) => ({ heading: `Disputed item ${i + 1}: CAPITAL ONE`, lines: [long.repeat(6), 'Last line of item ' + (i + 1)] })),
    });
    const pdf = await renderLetterPdf(letter);
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const text = squash(pages.join('\n'));
    for (let i = 1; i <= 6; i++) expect(text).toContain(`Last line of item ${i}`);
    expect(text).toContain(squash(long.repeat(6)));
  });
});

describe('wrapText', () => {
  const mono = { widthOfTextAtSize: (s: string) => s.length } as const;
  it('breaks between words, and inside a word longer than the line', () => {
    expect(wrapText('aa bb cc', mono, 1, 5)).toEqual(['aa bb', 'cc']);
    expect(wrapText('abcdefghijkl x', mono, 1, 5)).toEqual(['abcde', 'fghij', 'kl x']);
    expect(wrapText('', mono, 1, 5)).toEqual(['']);
  });
});

function letterWith(over: Partial<Letter>): Letter {
  return { ...bureauLetter(bureauLetterInput()), ...over };
}
