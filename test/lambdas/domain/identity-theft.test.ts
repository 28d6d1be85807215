import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../lambdas/contract/credit.js';
import { FALSE_REPORT_WARNING, IDENTITY_THEFT_AFFIRMATION, identityTheftMessages as m } from '../../../lambdas/contract/identity-theft.js';
import { BUREAU_DISPUTE_ADDRESSES, BUREAU_PROTECTION_ADDRESSES } from '../../../lambdas/contract/letters.js';
import {
  CaseRefusal,
  affirmCase,
  blockDeadline,
  blockRequestLetter,
  businessRecordsLetter,
  fraudAlertLetter,
  freezeLetter,
  recordMailing,
  requireReleased,
  reviewCase,
  saveCase,
  submitCase,
  theftCandidates,
  type IdentityTheftCase,
} from '../../../lambdas/domain/identity-theft.js';

const AT = '2026-11-20T15:00:00.000Z';
const ready = { reportUsable: true, idVerified: true };

const line = (over: Partial<CreditFile['tradelines'][number]>) =>
  ({
    bureau: 'experian', key: 'acme-1234', furnisher: 'ACME BANK', accountNumberMasked: 'XXXX1234', portfolioType: 'R', accountType: '18',
    accountTypeLabel: 'Credit card', ecoaCode: '1', dateOpened: '2026-03-01', dateClosed: null, dateLastPayment: null, dateFirstDelinquency: null,
    dateReported: '2026-10-01', creditLimitCents: 100000, highCreditCents: 50000, balanceCents: 50000, pastDueCents: 0, monthlyPaymentCents: 2500,
    accountStatus: '11', paymentRating: null, paymentHistory: '000', specialComment: null, complianceConditionCode: null, originalCreditor: null, soldTo: null,
    ...over,
  }) as CreditFile['tradelines'][number];

const file = {
  tradelines: [line({}), line({ bureau: 'equifax' })],
  collections: [line({ key: 'coll-9', furnisher: 'XYZ COLLECTIONS', accountNumberMasked: 'XXXX9999', bureau: 'transunion', accountTypeLabel: 'Collection' })],
  inquiries: [
    { bureau: 'experian', subscriber: 'FAST AUTO LOANS', date: '2026-09-14', kind: 'hard' },
    { bureau: 'experian', subscriber: 'PROMO CARD', date: '2026-09-15', kind: 'soft' },
  ],
} as unknown as CreditFile;

const candidates = theftCandidates(file);
const client = { name: 'Pat Client', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', dateOfBirth: '1985-04-12' };
const enclosures = { report: 'ftc-report.pdf', id: 'license.png', address: 'utility.pdf' };

function approvedCase(): IdentityTheftCase {
  const started = affirmCase(undefined, 'u1', AT);
  const saved = saveCase(started, { reportDocumentId: 'doc-1', itemIds: candidates.map((c) => c.id) }, candidates, AT);
  return reviewCase(submitCase(saved, ready, AT), { decision: 'approved', reason: null }, 'staff-1', AT);
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CaseRefusal) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the credit sweep case', () => {
  it('lists every account and collection and each hard inquiry (not a soft one) as items the client may mark', () => {
    expect(candidates.map((c) => [c.kind, c.bureau, c.company])).toEqual([
      ['account', 'experian', 'ACME BANK'],
      ['account', 'equifax', 'ACME BANK'],
      ['account', 'transunion', 'XYZ COLLECTIONS'],
      ['inquiry', 'experian', 'FAST AUTO LOANS'],
    ]);
    expect(theftCandidates(undefined)).toEqual([]);
  });

  it('records the warning and the wording affirmed, with the time', () => {
    expect(affirmCase(undefined, 'u1', AT)).toMatchObject({ status: 'started', affirmation: { warning: FALSE_REPORT_WARNING, wording: IDENTITY_THEFT_AFFIRMATION, at: AT }, version: 0 });
    expect(FALSE_REPORT_WARNING).toContain('18 U.S.C. §1001');
  });

  it('cannot produce letters before staff approval: not started, started, in review or rejected are all refused (conflict)', () => {
    const started = saveCase(affirmCase(undefined, 'u1', AT), { reportDocumentId: 'doc-1', itemIds: [candidates[0]!.id] }, candidates, AT);
    const inReview = submitCase(started, ready, AT);
    const rejected = reviewCase(inReview, { decision: 'rejected', reason: 'The report names another person.' }, 'staff-1', AT);
    for (const c of [undefined, started, inReview, rejected]) expect(refusal(() => requireReleased(c))).toEqual({ kind: 'conflict', message: m.lettersBeforeApproval });
    expect(requireReleased(approvedCase()).status).toBe('approved');
  });

  it('refuses to send for review without the report, the items and the verified ID, saying what is missing', () => {
    const started = affirmCase(undefined, 'u1', AT);
    expect(refusal(() => submitCase(started, { reportUsable: false, idVerified: false }, AT))).toEqual({
      kind: 'conflict',
      message: m.notReady([m.missingReport, m.missingItems, m.missingId]),
    });
    expect(refusal(() => submitCase(undefined, ready, AT))).toEqual({ kind: 'conflict', message: m.notStarted });
  });

  it('accepts only items of the latest file, and freezes the case while staff review it and after approval', () => {
    const started = affirmCase(undefined, 'u1', AT);
    expect(refusal(() => saveCase(started, { reportDocumentId: null, itemIds: ['account|experian|made-up'] }, candidates, AT))).toEqual({ kind: 'invalid', message: m.itemNotOnFile });
    const inReview = submitCase(saveCase(started, { reportDocumentId: 'doc-1', itemIds: [candidates[0]!.id] }, candidates, AT), ready, AT);
    expect(refusal(() => saveCase(inReview, { reportDocumentId: 'doc-1', itemIds: [] }, candidates, AT))).toEqual({ kind: 'conflict', message: m.notEditable });
    expect(refusal(() => affirmCase(approvedCase(), 'u1', AT))).toEqual({ kind: 'conflict', message: m.notEditable });
  });

  it('lets staff decide only a case in review; a rejection needs its reason and returns the case to the client', () => {
    expect(refusal(() => reviewCase(affirmCase(undefined, 'u1', AT), { decision: 'approved', reason: null }, 's', AT))).toEqual({ kind: 'conflict', message: m.notReviewable });
    const inReview = submitCase(saveCase(affirmCase(undefined, 'u1', AT), { reportDocumentId: 'd', itemIds: [candidates[0]!.id] }, candidates, AT), ready, AT);
    expect(refusal(() => reviewCase(inReview, { decision: 'rejected', reason: '  ' }, 's', AT))).toEqual({ kind: 'invalid', message: m.reasonRequired });
    const rejected = reviewCase(inReview, { decision: 'rejected', reason: 'Unreadable scan' }, 's', AT);
    expect(rejected.review).toEqual({ decision: 'rejected', reason: 'Unreadable scan', at: AT, by: 's' });
    expect(submitCase(saveCase(rejected, { reportDocumentId: 'd2', itemIds: [candidates[0]!.id] }, candidates, AT), ready, AT).status).toBe('in_review');
  });
});

describe('the §605B block deadline: 4 business days after receipt', () => {
  it('skips a weekend', () => {
    // Received Thursday 3 December 2026: Fri 4, Mon 7, Tue 8, Wed 9.
    expect(blockDeadline({ bureau: 'experian', mailedAt: '2026-11-30', receivedAt: '2026-12-03' })).toMatchObject({ receiptOn: '2026-12-03', receiptPresumed: false, blockDueAt: '2026-12-09' });
  });

  it('skips Christmas Day and the weekend after it', () => {
    // Received Tuesday 22 December 2026: Wed 23, Thu 24, (Fri 25 Christmas), Mon 28, Tue 29.
    expect(blockDeadline({ bureau: 'equifax', mailedAt: '2026-12-18', receivedAt: '2026-12-22' }).blockDueAt).toBe('2026-12-29');
  });

  it('presumes receipt 5 business days after mailing when unknown, then skips Thanksgiving', () => {
    // Mailed Wednesday 18 November 2026: presumed received Wed 25; then (Thu 26 Thanksgiving) Fri 27, Mon 30, Tue 1, Wed 2 December.
    expect(blockDeadline({ bureau: 'transunion', mailedAt: '2026-11-18', receivedAt: null })).toEqual({
      bureau: 'transunion', mailedAt: '2026-11-18', receivedAt: null, receiptOn: '2026-11-25', receiptPresumed: true, blockDueAt: '2026-12-02',
    });
  });

  it('records a mailing only once the letters are released, and never a receipt before the mailing', () => {
    expect(refusal(() => recordMailing(affirmCase(undefined, 'u1', AT), { bureau: 'experian', mailedAt: '2026-11-20', receivedAt: null }, AT)).kind).toBe('conflict');
    expect(refusal(() => recordMailing(approvedCase(), { bureau: 'experian', mailedAt: '2026-11-20', receivedAt: '2026-11-19' }, AT)).kind).toBe('invalid');
    const once = recordMailing(approvedCase(), { bureau: 'experian', mailedAt: '2026-11-20', receivedAt: null }, AT);
    expect(recordMailing(once, { bureau: 'experian', mailedAt: '2026-11-21', receivedAt: '2026-11-24' }, AT).mailings).toEqual([{ bureau: 'experian', mailedAt: '2026-11-21', receivedAt: '2026-11-24' }]);
  });
});

describe('the sweep letters', () => {
  const items = approvedCase().items;
  const input = { client, date: '2026-11-20', items, enclosures };

  it('asks each bureau to block only its own items, with the §605B(a) statement and the enclosures listed', () => {
    const letter = blockRequestLetter({ ...input, bureau: 'experian' });
    expect(letter.recipient[0]).toBe('Experian');
    expect(letter.items.map((i) => i.heading)).toEqual(['Item 1: account, ACME BANK', 'Item 2: inquiry, FAST AUTO LOANS']);
    expect(letter.paragraphs.join(' ')).toContain('not information relating to any transaction by me');
    expect(letter.paragraphs.join(' ')).toContain('within 4 business days');
    expect(letter.enclosures).toEqual(['Copy of my FTC Identity Theft Report (ftc-report.pdf)', 'Copy of my government-issued photo ID (license.png)', 'Copy of my proof of address (utility.pdf)']);
    expect(JSON.stringify(letter)).not.toMatch(/Social Security/);
    expect(refusal(() => blockRequestLetter({ ...input, items: items.filter((i) => i.bureau !== 'transunion'), bureau: 'transunion' })).kind).toBe('conflict');
  });

  it('sends the §605A(b) extended fraud alert and the §605A(i) freeze to the bureau’s own boxes for them, not its dispute box', () => {
    const alert = fraudAlertLetter({ ...input, bureau: 'equifax' });
    expect(alert.recipient).toEqual(['Equifax Information Services LLC', 'P.O. Box 105069', 'Atlanta, GA 30348-5069']);
    expect(alert.subject).toContain('§605A(b)');
    expect(alert.paragraphs.join(' ')).toContain('extended fraud alert in my file for 7 years');
    const freeze = freezeLetter({ ...input, bureau: 'transunion' });
    expect(freeze.recipient).toEqual(['TransUnion LLC', 'P.O. Box 160', 'Woodlyn, PA 19094']);
    expect(freeze.subject).toContain('§605A(i)');
    expect(freeze.items[0]!.lines.join(' ')).toMatch(/Security freeze: free/);
    for (const bureau of ['equifax', 'experian', 'transunion'] as const) {
      const dispute = BUREAU_DISPUTE_ADDRESSES.addresses[bureau].lines;
      expect(freezeLetter({ ...input, bureau }).recipient.slice(1), bureau).toEqual(BUREAU_PROTECTION_ADDRESSES.freeze[bureau].lines);
      expect(fraudAlertLetter({ ...input, bureau }).recipient.slice(1), bureau).toEqual(BUREAU_PROTECTION_ADDRESSES.fraudAlert[bureau].lines);
      if (bureau !== 'experian') expect(freezeLetter({ ...input, bureau }).recipient.slice(1)).not.toEqual(dispute);
    }
  });

  it('asks a company for its records of the fraudulent accounts at the address the client typed, each account once', () => {
    const letter = businessRecordsLetter({ ...input, company: 'ACME BANK', address: ['PO Box 1', 'Wilmington, DE 19801'] });
    expect(letter.recipient).toEqual(['ACME BANK', 'PO Box 1', 'Wilmington, DE 19801']);
    expect(letter.subject).toContain('§609(e)');
    // Reported by two bureaus: one account to the company.
    expect(letter.items).toHaveLength(1);
    expect(refusal(() => businessRecordsLetter({ ...input, company: 'FAST AUTO LOANS', address: ['a', 'b'] })).kind).toBe('conflict');
  });
});
