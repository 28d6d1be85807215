import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DisputeView } from '../../../../lambdas/contract/disputes.js';
import { ladderMessages } from '../../../../lambdas/contract/dispute-ladder.js';
import type { StoredLadder } from '../../../../lambdas/domain/dispute-ladder.js';
import { attorneySummary, complaintPacket, furnisherDisputeLetter, type LadderDocumentInput } from '../../../../lambdas/domain/dispute-ladder-documents.js';
import { renderLetterPdf } from '../../../../web/src/lib/letters/pdf';
import { card } from '../../../support/credit-files.js';
import { LETTER_CLIENT } from '../../../support/letters.js';
import { disputeItemView, disputeView } from '../../disputes';

/** The ladder's documents as the client downloads them: drawn as a PDF by the browser's renderer, then read back as text. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return squash(text);
}

const OWN_WORDS = 'My September statement shows a balance of $250.00; you report $1,200.00. I enclose the statement.';

function disputeWith(ladder: StoredLadder, over: Partial<DisputeView> = {}): DisputeView {
  const items = over.items ?? [
    disputeItemView('equifax', {
      sentAt: '2026-11-03',
      trackingNumber: '9400 1000',
      receivedAt: '2026-11-05',
      dueAt: '2026-12-05',
      resultsDueAt: '2026-12-11',
      result: 'verified',
      respondedAt: '2026-11-20',
      verificationRequestedAt: '2026-11-21T15:00:00.000Z',
    }),
  ];
  return disputeView(
    { id: 'd1-0000-0000', accountName: 'Capital One card', description: 'I paid this card down to $250.00 in September.', amountCents: 25_000, createdAt: '2026-11-02T15:00:00.000Z', updatedAt: '2026-11-23T15:00:00.000Z', ...over, items },
    { stored: ladder, asOf: '2026-11-23' },
  );
}

const input = (dispute: DisputeView): LadderDocumentInput => ({
  client: LETTER_CLIENT,
  date: '2026-11-23',
  dispute,
  reported: card('equifax'),
  enclosures: [{ kind: 'id', fileName: 'drivers-license.jpg' }],
});
const furnisher = { statement: OWN_WORDS, affirmation: ladderMessages.affirmation, affirmedAt: '2026-11-22T15:00:00.000Z' };

describe('the ladder documents, rendered and read back', () => {
  it("the creditor letter carries what 12 CFR 1022.43(d) asks: who and which account, the client's own words, the report enclosed", async () => {
    const letter = furnisherDisputeLetter(input(disputeWith({ furnisher, complaintAt: null, attorneyAt: null })));
    const text = await textOf(await renderLetterPdf(letter));
    expect(text).toContain('12 CFR §1022.43');
    expect(text).toContain('José Núñez');
    expect(text).toContain('12 Peña Street, Apt 3');
    expect(text).toContain(`Account number as reported: ${card('equifax').accountNumberMasked}`);
    expect(text).toContain(squash(OWN_WORDS));
    expect(text).toContain('A copy of the part of my Equifax credit report that shows this account');
    expect(text).toContain("Equifax's answer to my dispute, dated November 20, 2026");
    expect(text).toContain('November 21, 2026: I asked Equifax for the method of verification');
    // The client's words only: neither the reason's template sentences nor a date of birth.
    expect(text).not.toContain('The balance reported for this account is not correct');
    expect(text).not.toContain('Date of birth');
  });

  it('the complaint packet follows the form: product, issue, what happened, desired resolution, company, then the documents to attach', async () => {
    const packet = complaintPacket(input(disputeWith({ furnisher, complaintAt: '2026-11-23T15:00:00.000Z', attorneyAt: null })));
    const text = await textOf(await renderLetterPdf(packet));
    const order = ['1. Product', '2. Issue', '3. What happened', '4. Desired resolution', '5. Company', 'Enclosures'].map((h) => text.indexOf(h));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('consumerfinance.gov/complaint');
    expect(text).toContain('Credit reporting or other personal consumer reports');
    expect(text).toContain('Closest sub-issue: Their investigation did not fix an error on your report');
    expect(text).toContain('Equifax Information Services LLC');
    expect(text).toContain('November 20, 2026: Equifax answered: verified.');
    expect(text).toContain('November 22, 2026: I wrote my own dispute to the company that furnished the information');
    expect(text).toContain('My dispute letter to Equifax, mailed November 3, 2026');
  });

  it('a bureau that never answered is told as such, with the day its results were due', async () => {
    const silent = disputeItemView('equifax', { sentAt: '2026-10-01', receivedAt: '2026-10-08', dueAt: '2026-11-07', resultsDueAt: '2026-11-13' });
    const packet = complaintPacket(input(disputeWith({ furnisher, complaintAt: '2026-11-23T15:00:00.000Z', attorneyAt: null }, { items: [silent] })));
    const text = await textOf(await renderLetterPdf(packet));
    expect(text).toContain("November 13, 2026: Equifax's results were due; none had arrived.");
    expect(text).toContain('Closest sub-issue: Investigation took more than 30 days');
  });

  it("the attorney's summary names the reinsertion without notice and what FCRA §§616–617 provide, and refers to no one", async () => {
    const reinserted = disputeItemView('equifax', {
      sentAt: '2026-09-01',
      result: 'deleted',
      respondedAt: '2026-09-25',
      reinsertedAt: '2026-11-02T08:00:00.000Z',
      reinsertionNoticeDueAt: '2026-11-09',
      reinsertionWithoutNotice: true,
    });
    const dispute = disputeWith({ furnisher: null, complaintAt: null, attorneyAt: '2026-11-23T15:00:00.000Z' }, { items: [reinserted] });
    const text = await textOf(await renderLetterPdf(attorneySummary(input(dispute))));
    expect(text).toContain('§611(a)(5)(B)(ii)');
    expect(text).toContain('no written notice was recorded by November 9, 2026');
    expect(text).toContain('statutory damages of $100 to $1,000');
    expect(text).toContain('It is not legal advice, and no one referred me to you.');
  });
});
