import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { BUREAU_DISPUTE_ADDRESSES, type Letter } from '../../../../lambdas/contract/letters.js';
import { renderLetterPdf, wrapText } from '../../../../web/src/lib/letters/pdf';
import { bureauLetter } from '../../../../lambdas/domain/dispute-letters.js';
import { approve, releasedLetter, revise } from '../../../../lambdas/domain/letter-wording.js';
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
    // A one-item letter with the address history and the enclosures list fits on two pages at most.
    expect(text).toMatch(/Page 1 of [12]/);
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
    expect(doc.getPageCount()).toBeLessThanOrEqual(2);
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

describe('a letter with custom wording (Total)', () => {
  it('prints the body the advisor reworded and the client approved, with the generated identity, item and enclosures', async () => {
    const generated = bureauLetter(bureauLetterInput({ bureau: 'transunion', reported: card('transunion') }));
    const reworded = [generated.paragraphs[0]!, 'I am writing because my TransUnion credit file reports an account that is not accurate.', ...generated.paragraphs.slice(2)];
    const { wording } = revise(undefined, generated.paragraphs, reworded, 'advisor-1', '2026-11-24T10:00:00.000Z');
    const approved = approve(wording, 1, 'client-1', '2026-11-25T10:00:00.000Z');
    if ('refused' in approved) throw new Error(approved.refused);
    const letter = releasedLetter(generated, approved.wording)!;

    const text = squash((await pagesOf(await renderLetterPdf(letter, { ssn: '078051120', signature: { typed: 'José Núñez' } }))).join('\n'));
    expect(text).toContain(reworded[1]);
    expect(text).not.toContain(squash(generated.paragraphs[1]!));
    for (const item of generated.items) for (const line of item.lines) expect(text).toContain(squash(line));
    for (const line of [...generated.sender, ...generated.enclosures]) expect(text).toContain(squash(line));
    // The SSN is still drawn here from what the client typed, never part of the stored wording.
    expect(text).toContain('Social Security number: 078-05-1120');
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

/** A 1×1 PNG: what a drawn signature's canvas hands over, at its smallest. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The lines under "Enclosures:" as the PDF prints them (each starts with a bullet). */
const enclosureLines = (text: string) =>
  text
    .slice(text.indexOf('Enclosures:') + 'Enclosures:'.length)
    .replace(/Page \d+ of \d+/g, '')
    .split('•')
    .map(squash)
    .filter(Boolean);

describe('the letter a bureau accepts, as the PDF reads', () => {
  const SENTINEL_SSN = '078051120';

  it('prints the SSN only where the client typed it, formatted, and nowhere else', async () => {
    const letter = bureauLetter(bureauLetterInput());
    const without = squash((await pagesOf(await renderLetterPdf(letter))).join(' '));
    expect(without).not.toContain('Social Security number');
    const typed = squash((await pagesOf(await renderLetterPdf(letter, { ssn: '078-05-1120' }))).join(' '));
    expect(typed).toContain('Social Security number: 078-05-1120');
    expect(typed.indexOf('Social Security number')).toBeGreaterThan(typed.indexOf('Date of birth'));
    expect(typed.indexOf('Social Security number')).toBeLessThan(typed.indexOf('November 23, 2026'));
    // Not an SSN: not printed.
    const bad = squash((await pagesOf(await renderLetterPdf(letter, { ssn: '12345' }))).join(' '));
    expect(bad).not.toContain('Social Security number');
    expect(JSON.stringify(letter)).not.toContain(SENTINEL_SSN);
  });

  it('carries the signature the client typed, or the one they drew, above their printed name', async () => {
    const letter = bureauLetter(bureauLetterInput());
    const typed = squash((await pagesOf(await renderLetterPdf(letter, { signature: { typed: 'José Núñez' } }))).join(' '));
    expect(typed).toContain('Sincerely, /s/ José Núñez José Núñez');
    const unsigned = squash((await pagesOf(await renderLetterPdf(letter))).join(' '));
    expect(unsigned).not.toContain('/s/');

    const drawn = await PDFDocument.load(await renderLetterPdf(letter, { signature: { png: PNG } }));
    const images = drawn.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images.length).toBeGreaterThan(0);
    const plain = await PDFDocument.load(await renderLetterPdf(letter));
    expect(plain.context.enumerateIndirectObjects().some(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))).toBe(false);
  });

  it('lists the addresses of the last two years, the date and the item', async () => {
    const text = squash((await pagesOf(await renderLetterPdf(bureauLetter(bureauLetterInput())))).join(' '));
    expect(text).toContain('Previous address (June 2021 to February 2025): 400 Elm Avenue, Austin, TX 78701');
    expect(text).not.toContain('9 Old Road');
    expect(text).toContain('Date of birth: April 9, 1988');
    expect(text).toContain('November 23, 2026');
    expect(text).toContain('Disputed item 1: CAPITAL ONE, account XXXX1234');
  });

  it('lists exactly the documents enclosed: the ID, the proof of address and the evidence attached', async () => {
    const enclosures = [
      { kind: 'id' as const, fileName: 'drivers-license.jpg' },
      { kind: 'proof_of_address' as const, fileName: 'utility-bill.pdf' },
      { kind: 'evidence' as const, fileName: 'payoff-letter.pdf' },
      { kind: 'evidence' as const, fileName: 'ftc-report.pdf' },
    ];
    const text = squash((await pagesOf(await renderLetterPdf(bureauLetter(bureauLetterInput({ enclosures }))))).join(' '));
    expect(enclosureLines(text)).toEqual([
      'Copy of my government-issued photo ID (drivers-license.jpg)',
      'Copy of my proof of address (utility-bill.pdf)',
      'Copy of my evidence for the disputed item (payoff-letter.pdf)',
      'Copy of my evidence for the disputed item (ftc-report.pdf)',
    ]);
    const none = squash((await pagesOf(await renderLetterPdf(bureauLetter(bureauLetterInput({ enclosures: [] }))))).join(' '));
    expect(none).not.toContain('Enclosures');
  });

  it('carries no question put to the client, even for a finding that asked one', async () => {
    const question = 'Did you apply for credit with ABC AUTO on 2026-02-11?';
    const letter = bureauLetter(
      bureauLetterInput({
        reported: null,
        dispute: { accountName: 'Inquiry by ABC AUTO on 2026-02-11', reason: 'Other', description: 'I did not apply for credit with ABC AUTO.', amountCents: null },
        finding: { correction: 'The inquiry should be removed from my credit file.', shows: ['Inquiry: ABC AUTO on 2026-02-11'] },
      }),
    );
    const text = squash((await pagesOf(await renderLetterPdf(letter, { ssn: SENTINEL_SSN, signature: { typed: 'José Núñez' } }))).join(' '));
    expect(text).not.toContain(question);
    expect(text).not.toContain('?');
    expect(text).toContain('I did not apply for credit with ABC AUTO.');
  });
});
