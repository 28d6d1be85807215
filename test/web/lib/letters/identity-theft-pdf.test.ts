import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TheftItem } from '../../../../lambdas/contract/identity-theft.js';
import { blockRequestLetter, businessRecordsLetter, fraudAlertLetter, freezeLetter, type SweepLetterInput } from '../../../../lambdas/domain/identity-theft.js';
import { renderLetterPdf } from '../../../../web/src/lib/letters/pdf';
import { LETTER_CLIENT } from '../../../support/letters.js';

/** The credit sweep's letters as the client downloads them: drawn as a PDF by the browser's renderer, then read back as text. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return squash(text);
}

const items: TheftItem[] = [
  { id: 'a1', kind: 'account', bureau: 'equifax', company: 'FAST AUTO FINANCE', accountNumberMasked: 'XXXX7777', date: '2026-08-02', description: 'Auto loan' },
  { id: 'q1', kind: 'inquiry', bureau: 'equifax', company: 'FAST AUTO FINANCE', accountNumberMasked: null, date: '2026-08-01', description: null },
];
const input: SweepLetterInput = { client: LETTER_CLIENT, date: '2026-11-23', items, enclosures: { report: 'ftc-report-123.pdf', id: 'drivers-license.jpg', address: 'utility-bill.pdf' } };
const ENCLOSED = ['Copy of my FTC Identity Theft Report (ftc-report-123.pdf)', 'Copy of my government-issued photo ID (drivers-license.jpg)', 'Copy of my proof of address (utility-bill.pdf)'];

describe('the credit sweep letters as PDFs', () => {
  it('the §605B block request names the items, the statement, the 4 business days and every enclosure; no SSN unless typed', async () => {
    const letter = blockRequestLetter({ ...input, bureau: 'equifax' });
    const text = await textOf(await renderLetterPdf(letter, { signature: { typed: 'José Núñez' } }));
    expect(text).toContain('José Núñez');
    expect(text).toContain('Equifax Information Services LLC');
    expect(text).toContain('section 605B');
    expect(text).toContain('within 4 business days');
    expect(text).toContain('not information relating to any transaction by me');
    expect(text).toContain('Account number as you report it: XXXX7777');
    expect(text).toContain('Date of the inquiry: August 1, 2026');
    for (const line of ENCLOSED) expect(text).toContain(line);
    expect(text).not.toMatch(/Social Security number/);
    expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/);

    const typed = await textOf(await renderLetterPdf(letter, { ssn: '123456789', signature: { typed: 'José Núñez' } }));
    expect(typed).toContain('Social Security number: 123-45-6789');
  });

  it('the §605A(b) alert, the §605A(i) freeze and the §609(e) records request list the same enclosures', async () => {
    const alert = await textOf(await renderLetterPdf(fraudAlertLetter({ ...input, bureau: 'experian' }), { signature: { typed: 'José Núñez' } }));
    expect(alert).toContain('extended fraud alert');
    const freeze = await textOf(await renderLetterPdf(freezeLetter({ ...input, bureau: 'equifax' }), { signature: { typed: 'José Núñez' } }));
    expect(freeze).toContain('security freeze');
    expect(freeze).toContain('P.O. Box 105788');
    const records = await textOf(await renderLetterPdf(businessRecordsLetter({ ...input, company: 'FAST AUTO FINANCE', address: ['PO Box 1', 'Dallas, TX 75201'] }), { signature: { typed: 'José Núñez' } }));
    expect(records).toContain('section 609(e)');
    expect(records).toContain('PO Box 1');
    for (const text of [alert, freeze, records]) {
      for (const line of ENCLOSED) expect(text).toContain(line);
      expect(text).not.toMatch(/Social Security number/);
    }
  });
});
