import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../../../support/credit-fakes.js';
import type { Bureau, CreditFile, Tradeline } from '../../../../lambdas/contract/credit.js';
import { analyze, checkRules } from '../../../../lambdas/domain/analysis/analyze.js';
import { obsolescence, payDownTo, RULES, utilization, type AnalysisInput } from '../../../../lambdas/domain/analysis/rules.js';
import { FINDING_RULES, finding as findingSchema } from '../../../../lambdas/contract/analysis.js';
import { ALL, bankruptcy, card, collection, file, hard } from '../../../support/credit-files.js';

const CLIENT: NonNullable<AnalysisInput['client']> = { fullName: 'Jane Q Typical', street: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', employerName: 'Acme Logistics Inc' };
const input = (f: CreditFile, over: Partial<AnalysisInput> = {}): AnalysisInput => ({ file: f, earlier: [], client: CLIENT, confirmations: {}, disputes: [], ...over });
const run = (f: CreditFile, over: Partial<AnalysisInput> = {}) => checkRules(input(f, over));
const only = (f: CreditFile, rule: string, over: Partial<AnalysisInput> = {}) => run(f, over).filter((x) => x.rule === rule);
const refsOf = (x: { evidence: { ref: string; bureau: Bureau; field: string }[] }) => x.evidence.map((e) => `${e.bureau}:${e.ref}:${e.field}`);

/** A clean three-bureau file: three cards at 4% of their limits at each bureau, no negatives, pulled 2026-10-15. */
const base = () => file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000 }))) });

async function persona(lastName: string, at = '2026-11-26T12:00:00.000Z'): Promise<CreditFile> {
  const report = await sandboxAt(at).pull({
    firstName: 'Jane', lastName, ssn: '123456789', dateOfBirth: '1985-04-12',
    address: { street: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
  });
  return report.file;
}

describe('the rules over a clean file', () => {
  it('find nothing on a clean three-bureau file, and every finding they make parses against the contract', () => {
    expect(run(base())).toEqual([]);
    expect(RULES.map((r) => r.rule)).toEqual([...FINDING_RULES]);
  });
});

describe('obsolete negative items (FCRA §605)', () => {
  const chargedOff = (b: Bureau, dofd: string): Tradeline =>
    card(b, { key: 'old', furnisher: 'SYNCB', accountStatus: '97', paymentRating: 'L', dateClosed: '2018-01-01', dateFirstDelinquency: dofd, balanceCents: 64_000, pastDueCents: 64_000, paymentHistory: 'L'.repeat(24) });

  it('a charge-off runs 7 years from 180 days after its date of first delinquency, and fires only once that date has passed', () => {
    // DOFD 2019-04-01 + 180 days = 2019-09-28, + 7 years = 2026-09-28: before the pull (2026-10-15).
    const overdue = file({ tradelines: [card('equifax'), chargedOff('transunion', '2019-04-01')] });
    const [f] = only(overdue, 'obsolete_negative');
    expect(f).toMatchObject({ accountKey: 'old', bureaus: ['transunion'], priority: 'high', dispute: { reason: 'Other', bureaus: ['transunion'] } });
    expect(refsOf(f!)).toEqual(['transunion:old:dateFirstDelinquency']);
    expect(f!.explanation).toContain('2026-09-28');
    // DOFD two months later: the period ends 2026-11-28, after the pull; on the calendar, not a finding.
    const notYet = file({ tradelines: [card('equifax'), chargedOff('transunion', '2019-06-01')] });
    expect(only(notYet, 'obsolete_negative')).toEqual([]);
    expect(obsolescence(notYet)).toEqual([
      { ref: 'old', subject: 'SYNCB XXXX1234', kind: 'charge-off', bureaus: ['transunion'], from: '2019-06-01', removeBy: '2026-11-28', overdue: false },
    ]);
  });

  it('a bankruptcy runs 10 years from filing; late payments 7 years from the delinquency', () => {
    const f = file({
      tradelines: [card('equifax', { accountStatus: '11', paymentHistory: '000000000000000000000000', dateFirstDelinquency: '2019-10-01' })],
      publicRecords: [{ ...bankruptcy('experian'), dateFiled: '2016-10-01' }, { ...bankruptcy('equifax'), dateFiled: '2016-10-20' }],
    });
    // One bankruptcy, filed on different dates by two bureaus: an entry for each date. The card has no late mark: not negative.
    expect(obsolescence(f).map((e) => [e.kind, e.bureaus, e.removeBy, e.overdue])).toEqual([
      ['bankruptcy chapter 7', ['experian'], '2026-10-01', true],
      ['bankruptcy chapter 7', ['equifax'], '2026-10-20', false],
    ]);
    const late = file({ tradelines: [card('equifax', { paymentHistory: '000000000000000000000000'.replace(/^0{5}/, '00010'), dateFirstDelinquency: '2026-07-01' })], publicRecords: [{ ...bankruptcy('experian'), dateFiled: '2016-10-01' }] });
    expect(obsolescence(late).map((e) => [e.kind, e.from, e.removeBy, e.overdue])).toEqual([
      ['bankruptcy chapter 7', '2016-10-01', '2026-10-01', true],
      ['late payments', '2026-07-01', '2033-07-01', false],
    ]);
    const [record] = only(late, 'obsolete_negative');
    expect(record).toMatchObject({ accountKey: null, bureaus: ['experian'], evidence: [{ item: 'public_record', field: 'dateFiled', reported: '2016-10-01' }] });
  });
});

describe('the same account reported differently', () => {
  it('names each differing field with every bureau\'s value, and disputes only the bureau with the worse copy', () => {
    const f = file({ tradelines: [card('equifax'), card('experian', { accountStatus: '71', pastDueCents: 4_500, balanceCents: 161_000, paymentHistory: '100000000000000000000000' }), card('transunion')] });
    const [x] = only(f, 'cross_bureau_mismatch');
    expect(x).toMatchObject({ priority: 'high', accountKey: 'capital-one-1234-2015-03', bureaus: ALL, dispute: { reason: 'Incorrect payment history', bureaus: ['experian'] } });
    expect(x!.dispute!.correction).toBe('The status should be reported as Current, as Equifax reports it.');
    expect(new Set(x!.evidence.map((e) => e.field))).toEqual(new Set(['accountStatus', 'lateCount', 'balanceCents', 'pastDueCents']));
    expect(x!.evidence.filter((e) => e.field === 'balanceCents').map((e) => e.reported)).toEqual(['$1,200.00', '$1,610.00', '$1,200.00']);
  });

  it('does not compare balances reported in different months, and does not fire on one bureau alone', () => {
    const months = file({ tradelines: [card('equifax'), card('experian', { balanceCents: 90_000, dateReported: '2026-08-01' })] });
    expect(only(months, 'cross_bureau_mismatch')).toEqual([]);
    expect(only(file({ tradelines: [card('equifax', { balanceCents: 1 })] }), 'cross_bureau_mismatch')).toEqual([]);
  });
});

describe('re-aged dates of first delinquency', () => {
  const late = (b: Bureau, dofd: string, history = '111100000000000000000000') =>
    card(b, { accountStatus: '71', pastDueCents: 9_000, dateFirstDelinquency: dofd, paymentHistory: history });

  it('fires when the bureaus give different dates, disputing the later one', () => {
    const [x] = only(file({ tradelines: [late('equifax', '2026-06-15'), late('experian', '2026-07-20', '111100000000000000000000')] }), 'reaged_delinquency');
    // Experian's 2026-07-20 is also after its own history's first late month (2026-07): same month, so only the difference fires.
    expect(x).toMatchObject({ bureaus: ['experian'], dispute: { bureaus: ['experian'] } });
    expect(refsOf(x!)).toEqual(['equifax:capital-one-1234-2015-03:dateFirstDelinquency', 'experian:capital-one-1234-2015-03:dateFirstDelinquency']);
  });

  it('fires when a bureau moved the date between pulls', () => {
    const before = file({ pulledAt: '2026-09-15T12:00:00.000Z', tradelines: [late('transunion', '2026-06-15')] });
    const now = file({ tradelines: [late('transunion', '2026-08-15', '111000000000000000000000')] });
    const [x] = only(now, 'reaged_delinquency', { earlier: [before] });
    expect(x!.explanation).toContain('TransUnion reported 2026-06-15');
    expect(only(now, 'reaged_delinquency')).toEqual([]);
  });

  it('fires when the date is later than the first late month of the delinquency the account is in', () => {
    // History (reported 2026-10): late Oct, Sep, Aug, Jul: the delinquency began by July; the bureau says September.
    const [x] = only(file({ tradelines: [late('equifax', '2026-09-10')] }), 'reaged_delinquency');
    expect(x!.evidence.map((e) => e.reported)).toEqual(['2026-09-10', 'delinquent since 2026-07']);
    // An earlier late month that was cured does not count: the run that matters starts after the current months.
    expect(only(file({ tradelines: [late('equifax', '2026-09-10', '110001000000000000000000')] }), 'reaged_delinquency')).toEqual([]);
  });
});

describe('balances and late marks that contradict the status', () => {
  it('a paid account with a balance', () => {
    const [x] = only(file({ tradelines: [card('equifax', { accountStatus: '13', dateClosed: '2025-09-01', balanceCents: 31_000 }), card('experian', { accountStatus: '13', dateClosed: '2025-09-01', balanceCents: 0 })] }), 'balance_on_paid_account');
    expect(x).toMatchObject({ bureaus: ['equifax'], dispute: { reason: 'Paid in full', bureaus: ['equifax'] } });
    expect(x!.evidence.map((e) => `${e.field}=${e.reported}`)).toEqual(['accountStatus=Paid or Closed', 'balanceCents=$310.00']);
  });

  it('a settled account (special comment AU) with a balance, and not a paid one at $0', () => {
    expect(only(file({ tradelines: [card('equifax', { specialComment: 'AU', balanceCents: 5_000 })] }), 'balance_on_paid_account')).toHaveLength(1);
    expect(only(file({ tradelines: [card('equifax', { accountStatus: '13', balanceCents: 0 })] }), 'balance_on_paid_account')).toEqual([]);
  });

  it('a past-due amount on a current account', () => {
    const [x] = only(file({ tradelines: [card('transunion', { pastDueCents: 8_500 })] }), 'past_due_on_current_account');
    expect(x).toMatchObject({ priority: 'high', bureaus: ['transunion'], dispute: { reason: 'Incorrect balance reported' } });
    expect(only(file({ tradelines: [card('transunion', { accountStatus: '71', pastDueCents: 8_500 })] }), 'past_due_on_current_account')).toEqual([]);
  });

  it('a late mark after closure, but not a charge-off that keeps reporting after the creditor closed it', () => {
    // Reported 2026-10, closed 2025-10: the '1' at index 3 is 2026-07, after closure; the '1' at index 14 is 2025-08, before.
    const closed = card('equifax', { dateClosed: '2025-10-05', balanceCents: 0, accountStatus: '13', paymentHistory: '000100000000001000000000' });
    const [x] = only(file({ tradelines: [closed] }), 'late_after_closure');
    expect(x!.evidence.map((e) => `${e.field}=${e.reported}`)).toEqual(['dateClosed=2025-10-05', 'paymentHistory=30 days late in 2026-07']);
    const chargeOff = card('equifax', { dateClosed: '2025-10-05', accountStatus: '97', balanceCents: 50_000, paymentHistory: '654321000000000000000000' });
    expect(only(file({ tradelines: [chargeOff] }), 'late_after_closure')).toEqual([]);
  });
});

describe('one debt counted twice', () => {
  const original = (b: Bureau) => card(b, { key: 'synchrony', furnisher: 'SYNCHRONY BANK', accountStatus: '97', balanceCents: 118_000, dateClosed: '2024-01-01' });
  it('a collector and the original creditor both with a balance, at the bureaus where both report it', () => {
    const f = file({ tradelines: [original('experian'), original('transunion')], collections: [{ ...collection('experian'), balanceCents: 118_000 }, { ...collection('equifax'), balanceCents: 118_000 }] });
    const [x] = only(f, 'duplicate_debt');
    expect(x).toMatchObject({ accountKey: 'midland-9876', bureaus: ['experian'], dispute: { reason: 'Duplicate account', bureaus: ['experian'] } });
    expect(refsOf(x!)).toEqual(['experian:midland-9876:originalCreditor', 'experian:midland-9876:balanceCents', 'experian:synchrony:balanceCents']);
  });

  it('two collectors of the same debt (the later is the duplicate); not when the original creditor shows $0', () => {
    const second = { ...collection('equifax'), key: 'portfolio', furnisher: 'PORTFOLIO RECOVERY', dateOpened: '2025-01-01', balanceCents: 90_000 };
    const [x] = only(file({ tradelines: [], collections: [{ ...collection('equifax'), dateOpened: '2023-01-01', balanceCents: 90_000 }, second] }), 'duplicate_debt');
    expect(x!.accountKey).toBe('portfolio');
    expect(only(file({ tradelines: [{ ...original('experian'), balanceCents: 0 }], collections: [{ ...collection('experian'), balanceCents: 118_000 }] }), 'duplicate_debt')).toEqual([]);
  });
});

describe('what only the client can recognise', () => {
  const f = file({
    personal: {
      names: [{ value: 'JANE TYPICAL', bureaus: ALL }, { value: 'JOHN DOE', bureaus: ['experian'] }],
      addresses: [
        { street: '12 MAIN ST', city: 'SPRINGFIELD', state: 'IL', zipCode: '62701', firstReported: null, bureaus: ALL },
        { street: '4410 W ELM ST APT 2', city: 'SPRINGFIELD', state: 'IL', zipCode: '62704', firstReported: null, bureaus: ['transunion'] },
      ],
      birthDates: [],
      employers: [{ value: 'ACME LOGISTICS', bureaus: ['equifax'] }, { value: 'INITECH', bureaus: ['experian'] }],
    },
    inquiries: [hard('experian', 'CARMAX', '2026-03-01'), hard('equifax', 'CARMAX', '2026-03-01'), hard('transunion', 'OLD BANK', '2024-09-01'), { ...hard('equifax', 'PROMO'), kind: 'soft' }],
  });

  it('asks about a name, an address and an employer not in the profile, and each hard inquiry of the last 2 years', () => {
    const asked = run(f).filter((x) => x.needsConfirmation);
    expect(asked.map((x) => x.id)).toEqual([
      'unrecognised_personal_info:name:JOHN DOE',
      'unrecognised_personal_info:address:4410 W ELM ST APT 2 SPRINGFIELD IL 62704',
      'unrecognised_personal_info:employer:INITECH',
      'unrecognised_inquiry:inquiry:CARMAX:2026-03-01',
    ]);
    expect(asked.every((x) => x.dispute === null)).toBe(true);
    expect(asked[3]!.bureaus).toEqual(['equifax', 'experian']);
  });

  it('drops what the client recognises and turns what they do not into a dispute', () => {
    const answered = run(f, { confirmations: { 'unrecognised_personal_info:name:JOHN DOE': true, 'unrecognised_inquiry:inquiry:CARMAX:2026-03-01': false } });
    expect(answered.find((x) => x.id.includes('JOHN DOE'))).toBeUndefined();
    expect(answered.find((x) => x.id.includes('CARMAX'))).toMatchObject({ needsConfirmation: false, priority: 'high', dispute: { reason: 'Other', bureaus: ['equifax', 'experian'] } });
  });

  it('compares nothing personal without a profile', () => {
    expect(only(f, 'unrecognised_personal_info', { client: null })).toEqual([]);
  });
});

describe('a dispute flag left standing', () => {
  const flagged = (b: Bureau) => card(b, { complianceConditionCode: 'XB' });
  it('fires once our dispute with that bureau has a result, or when an earlier pull over 45 days before showed it', () => {
    const f = file({ tradelines: [flagged('experian'), card('equifax')] });
    expect(only(f, 'stale_dispute_flag')).toEqual([]);
    expect(only(f, 'stale_dispute_flag', { disputes: [{ accountKey: 'capital-one-1234-2015-03', items: [{ bureau: 'experian', result: null }] }] })).toEqual([]);
    expect(only(f, 'stale_dispute_flag', { disputes: [{ accountKey: 'capital-one-1234-2015-03', items: [{ bureau: 'experian', result: 'verified' }] }] })[0]).toMatchObject({ bureaus: ['experian'] });
    const month = file({ pulledAt: '2026-09-15T12:00:00.000Z', tradelines: [flagged('experian')] });
    const twoMonths = file({ pulledAt: '2026-08-15T12:00:00.000Z', tradelines: [flagged('experian')] });
    expect(only(f, 'stale_dispute_flag', { earlier: [month] })).toEqual([]);
    expect(only(f, 'stale_dispute_flag', { earlier: [twoMonths] })).toHaveLength(1);
  });
});

describe('utilization', () => {
  it('pays each card down to under 30% and under 10%, and overall, from the highest copy of each card', () => {
    const f = file({ tradelines: [card('equifax', { balanceCents: 124_000, creditLimitCents: 300_000 }), card('experian', { balanceCents: 161_000, creditLimitCents: 300_000 }), card('equifax', { key: 'chase', balanceCents: 210_000, creditLimitCents: 800_000 })] });
    const { overall, cards } = utilization(f);
    expect(cards.map((c) => [c.accountKey, c.percent, c.payDownTo30Cents, c.payDownTo10Cents])).toEqual([
      ['capital-one-1234-2015-03', 53.7, 71_001, 131_001],
      ['chase', 26.3, 0, 130_001],
    ]);
    expect(overall).toMatchObject({ balanceCents: 371_000, limitCents: 1_100_000, percent: 33.7, payDownTo30Cents: 41_001, payDownTo10Cents: 261_001 });
    const findings = only(f, 'high_utilization');
    expect(findings.map((x) => [x.id, x.priority])).toEqual([['high_utilization:capital-one-1234-2015-03', 'medium'], ['high_utilization:overall', 'medium']]);
  });

  it('pays down exactly to under the threshold, never a negative amount', () => {
    expect(payDownTo(30_000, 100_000, 30)).toBe(1);
    expect(payDownTo(29_999, 100_000, 30)).toBe(0);
    expect(payDownTo(0, 100_000, 10)).toBe(0);
  });

  it('ignores closed cards and installment loans', () => {
    expect(utilization(file({ tradelines: [card('equifax', { dateClosed: '2025-01-01' }), card('equifax', { key: 'auto', portfolioType: 'I', creditLimitCents: null })] })).overall).toBeNull();
  });
});

describe('thin file and recent inquiries', () => {
  it('a file with fewer than 3 accounts, or a bureau that gave no score, is thin', () => {
    expect(only(file(), 'thin_file')).toHaveLength(1); // one account at three bureaus
    const three = base();
    expect(only(three, 'thin_file')).toEqual([]);
    expect(only({ ...three, scores: three.scores.filter((s) => s.bureau !== 'equifax') }, 'thin_file')[0]!.title).toBe('Equifax could not score your file');
  });

  it('counts hard inquiries of the last 12 months and says when the next stops counting', () => {
    const [x] = only(file({ inquiries: [hard('experian', 'A', '2026-03-01'), hard('equifax', 'B', '2025-09-01'), { ...hard('equifax', 'C'), kind: 'soft' }] }), 'recent_hard_inquiries');
    expect(x!.title).toBe('One hard inquiry in the last 12 months');
    expect(x!.explanation).toContain('2027-03-01');
  });
});

describe('the sandbox personas', () => {
  it('Typical: each documented case fires, citing its accounts and bureaus', async () => {
    const f = await persona('Typical');
    const findings = checkRules(input(f, { client: { ...CLIENT, fullName: 'Jane Typical', employerName: 'Acme Logistics' } }));
    const byRule = (rule: string) => findings.filter((x) => x.rule === rule).map((x) => `${x.accountKey?.split('-')[0] ?? x.subject}@${x.bureaus.join('+')}`);
    const key = (furnisher: string) => f.tradelines.concat(f.collections).find((l) => l.furnisher === furnisher)!.key.split('-')[0];
    expect(byRule('obsolete_negative')).toEqual([`${key('SYNCB/OLD NAVY')}@transunion`]);
    expect(byRule('cross_bureau_mismatch')).toEqual([`${key('CAPITAL ONE')}@equifax+experian+transunion`, `${key('SANTANDER CONSUMER USA')}@equifax+experian`]);
    expect(findings.find((x) => x.rule === 'cross_bureau_mismatch')!.dispute!.bureaus).toEqual(['experian']);
    expect(byRule('duplicate_debt')).toEqual([`${key('MIDLAND CREDIT MANAGEMENT')}@experian+transunion`]);
    expect(byRule('balance_on_paid_account')).toEqual([`${key('SANTANDER CONSUMER USA')}@equifax`]);
    expect(byRule('late_after_closure')).toEqual([`${key('DISCOVER BANK')}@equifax+transunion`]);
    expect(byRule('unrecognised_personal_info')).toEqual(['4410 W ELM ST APT 2, SPRINGFIELD, IL 62704@transunion']);
    expect(byRule('past_due_on_current_account')).toEqual([]);
    expect(byRule('reaged_delinquency')).toEqual([]);
    for (const x of analyze(input(f)).findings) findingSchema.parse(x);
  });

  it('Clean finds nothing when the profile names its employer; Thin is a thin file', async () => {
    expect(checkRules(input(await persona('Clean'), { client: { ...CLIENT, fullName: 'Jane Clean', employerName: 'Northwind Traders' } }))).toEqual([]);
    expect(checkRules(input(await persona('Thin'))).map((x) => x.rule)).toContain('thin_file');
  });
});
