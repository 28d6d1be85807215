import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Letter } from '../../../../lambdas/contract/letters.js';
import type { TheftItem } from '../../../../lambdas/contract/identity-theft.js';
import { verificationRequestLetter } from '../../../../lambdas/domain/dispute-letters.js';
import { blockRequestLetter, businessRecordsLetter, fraudAlertLetter, freezeLetter, type SweepLetterInput } from '../../../../lambdas/domain/identity-theft.js';
import { renderLetterPdf } from '../../../../web/src/lib/letters/pdf';
import { bureauLetterInput, LETTER_CLIENT } from '../../../support/letters.js';

/**
 * The letters the client mails to a bureau besides the dispute letter (pdf.test.ts): the method-of-verification
 * request and the credit sweep's letters, signed as the shared "sign this letter" step hands them to the renderer.
 */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const textOf = async (pdf: Uint8Array) => squash((await extractText(new Uint8Array(pdf), { mergePages: true })).text);
/** A 1×1 PNG: what a drawn signature's canvas hands over, at its smallest. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const imageCount = async (pdf: Uint8Array) =>
  (await PDFDocument.load(pdf)).context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;

const items: TheftItem[] = [{ id: 'a1', kind: 'account', bureau: 'experian', company: 'FAST AUTO FINANCE', accountNumberMasked: 'XXXX7777', date: '2026-08-02', description: 'Auto loan' }];
const sweep: SweepLetterInput = { client: LETTER_CLIENT, date: '2026-11-23', items, enclosures: { report: 'ftc.pdf', id: 'id.jpg', address: 'bill.pdf' } };

const letters: [string, Letter][] = [
  ['the method-of-verification request', verificationRequestLetter({ ...bureauLetterInput(), sentAt: '2026-09-10', respondedAt: '2026-10-01' })],
  ['the §605B block request', blockRequestLetter({ ...sweep, bureau: 'experian' })],
  ['the §605A(b) fraud alert request', fraudAlertLetter({ ...sweep, bureau: 'equifax' })],
  ['the §605A(i) freeze request', freezeLetter({ ...sweep, bureau: 'transunion' })],
  ['the §609(e) records request', businessRecordsLetter({ ...sweep, company: 'FAST AUTO FINANCE', address: ['PO Box 1', 'Dallas, TX 75201'] })],
];

describe.each(letters)('%s as a PDF', (_, letter) => {
  it('carries the typed signature above the printed name, and the SSN only when the client typed it', async () => {
    const unsigned = await textOf(await renderLetterPdf(letter));
    expect(unsigned).not.toContain('/s/');
    expect(unsigned).not.toContain('Social Security number');

    const typed = await textOf(await renderLetterPdf(letter, { signature: { typed: 'José Núñez' } }));
    expect(typed).toContain('/s/ José Núñez José Núñez');
    expect(typed).not.toContain('Social Security number');
    expect(typed).not.toMatch(/\d{3}-\d{2}-\d{4}/);

    const withSsn = await textOf(await renderLetterPdf(letter, { ssn: '078051120', signature: { typed: 'José Núñez' } }));
    expect(withSsn).toContain('Social Security number: 078-05-1120');
    expect(JSON.stringify(letter)).not.toContain('078051120');
  });

  it('carries the drawn signature as an image, with the printed name under it', async () => {
    expect(await imageCount(await renderLetterPdf(letter))).toBe(0);
    const pdf = await renderLetterPdf(letter, { signature: { png: PNG } });
    expect(await imageCount(pdf)).toBeGreaterThan(0);
    const text = await textOf(pdf);
    expect(text).toContain('José Núñez');
    expect(text).not.toContain('/s/');
  });
});
