import { describe, expect, it } from 'vitest';
import { creditReportView, type Bureau, type BureauScore, type CreditFile, type Tradeline } from '../../../lambdas/contract/credit.js';
import { accountStatusLabel, buildReportView, scoresOf, utilizationPercent } from '../../../lambdas/domain/credit-report.js';

const PULLED_AT = '2026-11-23T21:00:00.000Z';

function line(over: Partial<Tradeline> & Pick<Tradeline, 'bureau' | 'key'>): Tradeline {
  return {
    furnisher: 'CAPITAL ONE',
    accountNumberMasked: 'XXXXXXXXXXXX1234',
    portfolioType: 'R',
    accountType: '18',
    accountTypeLabel: 'Credit Card',
    ecoaCode: '1',
    dateOpened: '2015-03-01',
    dateClosed: null,
    dateLastPayment: '2026-10-20',
    dateFirstDelinquency: null,
    dateReported: '2026-11-01',
    creditLimitCents: 500_000,
    highCreditCents: 200_000,
    balanceCents: 100_000,
    pastDueCents: 0,
    monthlyPaymentCents: 3_500,
    accountStatus: '11',
    paymentRating: null,
    paymentHistory: '000000000000000000000000',
    specialComment: null,
    complianceConditionCode: null,
    originalCreditor: null,
    soldTo: null,
    ...over,
  };
}

function score(bureau: Bureau, value: number, reasonCodes: BureauScore['reasonCodes'] = []): BureauScore {
  return { bureau, model: 'VantageScore 3.0', value, range: { min: 300, max: 850 }, reasonCodes, date: '2026-11-23' };
}

function file(over: Partial<CreditFile> = {}): CreditFile {
  return {
    provider: 'sandbox',
    providerReference: 'ref-1',
    pulledAt: PULLED_AT,
    bureaus: [
      { bureau: 'equifax', outcome: 'ok' },
      { bureau: 'experian', outcome: 'ok' },
      { bureau: 'transunion', outcome: 'ok' },
    ],
    scores: [score('equifax', 712), score('experian', 645), score('transunion', 598)],
    tradelines: [],
    collections: [],
    inquiries: [],
    publicRecords: [],
    consumerStatements: [],
    personal: { names: [], addresses: [], birthDates: [], employers: [] },
    ...over,
  };
}

const view = (f: CreditFile, previousScores: Parameters<typeof buildReportView>[0]['previousScores'] = null) =>
  creditReportView.parse(buildReportView({ id: 'r1', file: f, previousScores, sandbox: true }));
const cardOf = (v: ReturnType<typeof view>, b: Bureau) => v.bureaus.find((c) => c.bureau === b)!;

describe('scoresOf', () => {
  it("takes each bureau's first score and null where a bureau gave none", () => {
    const f = file({ scores: [score('equifax', 700), { ...score('equifax', 720), model: 'FICO Score 8' }, score('transunion', 650)] });
    expect(scoresOf(f)).toEqual({ equifax: 700, experian: null, transunion: 650 });
  });
});

describe('bureau cards', () => {
  it("rates each score on its model's bands and dates the next update a month after the pull", () => {
    const v = view(file());
    expect(v.bureaus.map((c) => [c.bureau, c.score?.value, c.rating])).toEqual([
      ['equifax', 712, 'Good'],
      ['experian', 645, 'Fair'],
      ['transunion', 598, 'Poor'],
    ]);
    const fico = view(file({ scores: [{ ...score('equifax', 598), model: 'FICO Score 8' }] }));
    expect(cardOf(fico, 'equifax').rating).toBe('Fair');
    expect(cardOf(v, 'equifax').lastUpdated).toBe(PULLED_AT);
    expect(cardOf(v, 'equifax').nextUpdate).toBe('2026-12-23T21:00:00.000Z');
    expect(cardOf(v, 'equifax').score).toEqual({ model: 'VantageScore 3.0', value: 712, min: 300, max: 850 });
  });

  it('shows the trend against the previous pull: positive, zero, negative, and null without a previous score', () => {
    const v = view(file(), { equifax: 700, experian: 645, transunion: 610 });
    expect(cardOf(v, 'equifax').pointsDifference).toBe(12);
    expect(cardOf(v, 'experian').pointsDifference).toBe(0);
    expect(cardOf(v, 'transunion').pointsDifference).toBe(-12);
    expect(cardOf(view(file()), 'equifax').pointsDifference).toBeNull();
    expect(cardOf(view(file(), { equifax: null, experian: 600, transunion: 600 }), 'equifax').pointsDifference).toBeNull();
  });

  it('leaves score, rating and trend empty for a bureau without a score, and keeps its outcome', () => {
    const f = file({
      bureaus: [{ bureau: 'equifax', outcome: 'ok' }, { bureau: 'experian', outcome: 'ok' }, { bureau: 'transunion', outcome: 'unavailable' }],
      scores: [score('equifax', 700)],
    });
    const v = view(f, { equifax: 690, experian: 650, transunion: 640 });
    expect(cardOf(v, 'experian')).toMatchObject({ outcome: 'ok', score: null, rating: null, pointsDifference: null });
    expect(cardOf(v, 'transunion').outcome).toBe('unavailable');
  });

  it('sums available credit over open revolving lines only, never below zero per line', () => {
    const f = file({
      tradelines: [
        line({ bureau: 'equifax', key: 'a', creditLimitCents: 500_000, balanceCents: 100_000 }), // 4,000.00 available
        line({ bureau: 'equifax', key: 'b', creditLimitCents: 100_000, balanceCents: 150_000 }), // over limit: 0
        line({ bureau: 'equifax', key: 'c', creditLimitCents: null, balanceCents: 0 }), // no limit: 0
        line({ bureau: 'equifax', key: 'd', creditLimitCents: 300_000, balanceCents: 0, dateClosed: '2024-01-01' }), // closed
        line({ bureau: 'equifax', key: 'e', portfolioType: 'I', accountType: '00', creditLimitCents: null, highCreditCents: 2_000_000, balanceCents: 900_000 }),
        line({ bureau: 'experian', key: 'a', creditLimitCents: 500_000, balanceCents: 50_000 }),
      ],
    });
    const v = view(f);
    expect(cardOf(v, 'equifax').availableCreditCents).toBe(400_000);
    expect(cardOf(v, 'experian').availableCreditCents).toBe(450_000);
    expect(cardOf(v, 'transunion').availableCreditCents).toBe(0);
  });

  it('finds the oldest line (open or closed), counts open accounts and hard inquiries of the last 12 months', () => {
    const f = file({
      tradelines: [
        line({ bureau: 'experian', key: 'a', dateOpened: '2012-06-01' }),
        line({ bureau: 'experian', key: 'b', dateOpened: '2008-02-01', dateClosed: '2019-05-01' }),
        line({ bureau: 'experian', key: 'c', dateOpened: '2020-01-01' }),
        line({ bureau: 'equifax', key: 'a', dateOpened: '2012-06-01' }),
      ],
      collections: [line({ bureau: 'experian', key: 'col', portfolioType: 'O', accountType: '48', accountStatus: '93', dateOpened: '2001-01-01' })],
      inquiries: [
        { bureau: 'experian', subscriber: 'CHASE', date: '2026-10-01', kind: 'hard' },
        { bureau: 'experian', subscriber: 'AMEX', date: '2025-11-24', kind: 'hard' },
        { bureau: 'experian', subscriber: 'OLD BANK', date: '2025-11-23', kind: 'hard' }, // exactly 12 months ago: out
        { bureau: 'experian', subscriber: 'PROMO', date: '2026-09-01', kind: 'soft' },
        { bureau: 'equifax', subscriber: 'CHASE', date: '2026-10-01', kind: 'hard' },
      ],
    });
    const v = view(f);
    expect(cardOf(v, 'experian')).toMatchObject({ oldestCreditLine: '2008-02-01', openAccounts: 2, recentInquiries: 2 });
    expect(cardOf(v, 'equifax')).toMatchObject({ oldestCreditLine: '2012-06-01', openAccounts: 1, recentInquiries: 1 });
    expect(cardOf(v, 'transunion')).toMatchObject({ oldestCreditLine: null, openAccounts: 0, recentInquiries: 0 });
  });
});

describe('credit factors', () => {
  it("merges the bureaus' reason codes into one negative factor each, listing the bureaus", () => {
    const f = file({
      scores: [
        score('equifax', 640, [{ code: '68', description: 'Lack of sufficient relevant real estate account information' }, { code: '12', description: 'Too many inquiries' }]),
        score('experian', 650, [{ code: '12', description: 'Too many inquiries' }]),
        score('transunion', 655, [{ code: '12', description: 'Too many inquiries' }]),
      ],
    });
    const negative = view(f).factors.filter((x) => x.impact === 'negative');
    expect(negative).toEqual([
      { title: 'Lack of sufficient relevant real estate account information', description: 'Reason code 68 given with your score.', impact: 'negative', bureaus: ['equifax'] },
      { title: 'Too many inquiries', description: 'Reason code 12 given with your score.', impact: 'negative', bureaus: ['equifax', 'experian', 'transunion'] },
    ]);
  });

  it('adds the positive factors the file proves, and neutral ones where it does not', () => {
    const old = (b: Bureau) => line({ bureau: b, key: 'a', dateOpened: '2010-01-01', creditLimitCents: 1_000_000, balanceCents: 50_000 });
    const f = file({
      tradelines: [
        old('equifax'),
        old('experian'),
        // TransUnion: a recent late mark, high utilisation, young account.
        line({ bureau: 'transunion', key: 'b', dateOpened: '2024-01-01', creditLimitCents: 100_000, balanceCents: 80_000, paymentHistory: '000100000000000000000000' }),
      ],
    });
    const { factors } = view(f);
    const find = (title: string) => factors.find((x) => x.title === title);
    expect(find('No late payments')).toMatchObject({ impact: 'positive', bureaus: ['equifax', 'experian'] });
    expect(find('Low credit utilization')).toMatchObject({ impact: 'positive', bureaus: ['equifax', 'experian'] });
    expect(find('Long credit history')).toMatchObject({ impact: 'positive', bureaus: ['equifax', 'experian'] });
    expect(find('Payment history')).toMatchObject({ impact: 'neutral', bureaus: ['transunion'] });
    expect(find('Credit utilization')).toMatchObject({ impact: 'neutral', bureaus: ['transunion'] });
    expect(find('Age of credit history')).toMatchObject({ impact: 'neutral', bureaus: ['transunion'] });
  });

  it('does not call a history clean when the bureau reports a collection', () => {
    const f = file({
      tradelines: [line({ bureau: 'equifax', key: 'a' })],
      collections: [line({ bureau: 'equifax', key: 'col', portfolioType: 'O', accountType: '48', accountStatus: '93' })],
    });
    expect(view(f).factors.find((x) => x.title === 'No late payments')).toBeUndefined();
  });

  it('has no factors for an empty file', () => {
    expect(view(file({ scores: [] })).factors).toEqual([]);
  });
});

describe('active accounts', () => {
  it('merges the same account across bureaus by key; the most recently reported copy speaks for it', () => {
    const f = file({
      tradelines: [
        line({ bureau: 'equifax', key: 'cap1', balanceCents: 120_000, dateReported: '2026-10-31' }),
        line({ bureau: 'experian', key: 'cap1', balanceCents: 135_000, dateReported: '2026-11-05' }),
        line({ bureau: 'transunion', key: 'cap1', balanceCents: 120_000, dateReported: '2026-10-31' }),
        line({ bureau: 'experian', key: 'auto', furnisher: 'ALLY FINANCIAL', portfolioType: 'I', accountType: '00', accountTypeLabel: 'Auto Loan', creditLimitCents: null, highCreditCents: 2_400_000, balanceCents: 1_100_000, dateOpened: '2023-04-01' }),
      ],
    });
    expect(view(f).accounts).toEqual([
      { key: 'cap1', name: 'CAPITAL ONE', type: 'Credit Card', status: 'Good Standing', balanceCents: 135_000, limitCents: 500_000, openDate: '2015-03-01', utilization: 27, bureaus: ['equifax', 'experian', 'transunion'] },
      { key: 'auto', name: 'ALLY FINANCIAL', type: 'Auto Loan', status: 'Good Standing', balanceCents: 1_100_000, limitCents: null, openDate: '2023-04-01', utilization: 0, bureaus: ['experian'] },
    ]);
  });

  it('leaves out closed accounts and collections', () => {
    const f = file({
      tradelines: [line({ bureau: 'equifax', key: 'closed', dateClosed: '2025-01-01', accountStatus: '13' })],
      collections: [line({ bureau: 'equifax', key: 'col', portfolioType: 'O', accountType: '48', accountStatus: '93' })],
    });
    expect(view(f).accounts).toEqual([]);
  });

  it("words the status: 'Good Standing' when current, 'Late' when past due, else the Metro 2 status", () => {
    expect(accountStatusLabel({ accountStatus: '11', pastDueCents: 0 })).toBe('Good Standing');
    expect(accountStatusLabel({ accountStatus: '11', pastDueCents: 4_500 })).toBe('Late');
    expect(accountStatusLabel({ accountStatus: '71', pastDueCents: 4_500 })).toBe('Late');
    expect(accountStatusLabel({ accountStatus: '84', pastDueCents: 90_000 })).toBe('Late');
    expect(accountStatusLabel({ accountStatus: '97', pastDueCents: 90_000 })).toBe('Charged Off');
    expect(accountStatusLabel({ accountStatus: '13', pastDueCents: 0 })).toBe('Paid or Closed');
  });

  it('computes utilisation as balance / limit x 100, 0 when the limit is 0 or unknown (spec section 9)', () => {
    expect(utilizationPercent(135_000, 500_000)).toBe(27);
    expect(utilizationPercent(1_000, 3_000)).toBe(33.3);
    expect(utilizationPercent(150_000, 100_000)).toBe(150);
    expect(utilizationPercent(50_000, 0)).toBe(0);
    expect(utilizationPercent(50_000, null)).toBe(0);
  });
});
