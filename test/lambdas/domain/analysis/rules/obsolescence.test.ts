import { describe, expect, it } from 'vitest';
import type { Bureau, PublicRecord, Tradeline } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import { obsolescence } from '../../../../../lambdas/domain/analysis/rules/obsolescence.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { analysisInput, answered, bankruptcy, card, file } from '../../../../support/credit-files.js';

const only = (f: ReturnType<typeof file>, rule: string, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over)).filter((x) => x.rule === rule);
const refsOf = (x: { evidence: { ref: string; bureau: Bureau; field: string }[] }) => x.evidence.map((e) => `${e.bureau}:${e.ref}:${e.field}`);

// Every file here is pulled on 2026-10-15.
describe('obsolete negative items (FCRA §605)', () => {
  const chargedOff = (b: Bureau, dofd: string | null): Tradeline =>
    card(b, { key: 'old', furnisher: 'SYNCB', accountStatus: '97', paymentRating: 'L', dateClosed: '2018-01-01', dateFirstDelinquency: dofd, balanceCents: 64_000, pastDueCents: 64_000, paymentHistory: 'L'.repeat(24) });

  it('a charge-off runs 7 years from 180 days after its date of first delinquency, and is a proven dispute only once that date has passed', () => {
    // DOFD 2019-04-01 + 180 days = 2019-09-28, + 7 years = 2026-09-28: before the pull.
    const overdue = file({ tradelines: [card('equifax'), chargedOff('transunion', '2019-04-01')] });
    const [f] = only(overdue, 'obsolete_negative');
    expect(f).toMatchObject({ accountKey: 'old', bureaus: ['transunion'], priority: 'high', needsConfirmation: false, question: null, dispute: { reason: 'Other', bureaus: ['transunion'] } });
    expect(refsOf(f!)).toEqual(['transunion:old:dateFirstDelinquency']);
    expect(f!.explanation).toContain('2026-09-28');
    // DOFD two months later: the period ends 2026-11-28, after the pull; on the calendar, not a finding.
    const notYet = file({ tradelines: [card('equifax'), chargedOff('transunion', '2019-06-01')] });
    expect(only(notYet, 'obsolete_negative')).toEqual([]);
    expect(obsolescence(notYet)).toEqual([{ ref: 'old', subject: 'SYNCB XXXX1234', kind: 'charge-off', bureaus: ['transunion'], from: '2019-06-01', removeBy: '2026-11-28', overdue: false }]);
  });

  it('repossessions, foreclosures, voluntary surrenders and wage-earner plans get the same 180 days on top of the 7 years', () => {
    // DOFD 2019-06-01: 7 years alone would end 2026-06-01 (before the pull); with the 180 days, 2026-11-28 (after).
    const derogatory = (key: string, over: Partial<Tradeline>) => card('equifax', { key, furnisher: key.toUpperCase(), dateFirstDelinquency: '2019-06-01', dateClosed: '2019-12-01', balanceCents: 0, ...over });
    const f = file({
      tradelines: [
        derogatory('repo', { accountStatus: '96', portfolioType: 'I' }),
        derogatory('foreclosure', { accountStatus: '94', portfolioType: 'M' }),
        derogatory('surrender', { accountStatus: '95', portfolioType: 'I' }),
        derogatory('plan', { accountStatus: '13', consumerInformationIndicator: 'D' }),
        // The MISMO payment pattern's '8': repossession or foreclosure.
        derogatory('mismo', { accountStatus: '13', paymentHistory: '8XXXXXXXXXXX' }),
      ],
    });
    expect(obsolescence(f).map((e) => [e.ref, e.kind, e.removeBy, e.overdue])).toEqual([
      ['foreclosure', 'foreclosure', '2026-11-28', false],
      ['mismo', 'repossession', '2026-11-28', false],
      ['plan', 'wage-earner plan', '2026-11-28', false],
      ['repo', 'repossession', '2026-11-28', false],
      ['surrender', 'voluntary surrender', '2026-11-28', false],
    ]);
    expect(only(f, 'obsolete_negative')).toEqual([]);
    const older = file({ tradelines: [derogatory('repo', { accountStatus: '96', dateFirstDelinquency: '2019-03-01' })] });
    expect(only(older, 'obsolete_negative')[0]).toMatchObject({ accountKey: 'repo', dispute: { bureaus: ['equifax'] } });
  });

  it('a bankruptcy runs 10 years from filing; late payments 7 years from the delinquency', () => {
    const f = file({
      tradelines: [card('equifax', { accountStatus: '11', paymentHistory: '000000000000000000000000', dateFirstDelinquency: '2019-10-01' })],
      publicRecords: [{ ...bankruptcy('experian'), dateFiled: '2016-10-01' }, { ...bankruptcy('equifax'), dateFiled: '2016-10-20' }],
    });
    expect(obsolescence(f).map((e) => [e.kind, e.bureaus, e.removeBy, e.overdue])).toEqual([
      ['bankruptcy chapter 7', ['experian'], '2026-10-01', true],
      ['bankruptcy chapter 7', ['equifax'], '2026-10-20', false],
    ]);
    const late = file({ tradelines: [card('equifax', { paymentHistory: '000100000000000000000000', dateFirstDelinquency: '2026-07-01' })], publicRecords: [{ ...bankruptcy('experian'), dateFiled: '2016-10-01' }] });
    expect(obsolescence(late).map((e) => [e.kind, e.from, e.removeBy, e.overdue])).toEqual([
      ['bankruptcy chapter 7', '2016-10-01', '2026-10-01', true],
      ['late payments', '2026-07-01', '2033-07-01', false],
    ]);
    expect(only(late, 'obsolete_negative')[0]).toMatchObject({ accountKey: null, bureaus: ['experian'], evidence: [{ item: 'public_record', field: 'dateFiled', reported: '2016-10-01' }] });
  });

  it('tax liens by their types: a released one 7 years from its release, an unreleased one never on the calendar', () => {
    const lien = (kind: string, over: Partial<PublicRecord> = {}): PublicRecord => ({ ...bankruptcy('transunion'), kind, referenceMasked: kind, dateFiled: '2012-05-01', status: 'filed', ...over });
    const f = file({ publicRecords: [lien('tax_lien_federal_released', { dateResolved: '2019-09-01', status: 'released' }), lien('tax_lien_state'), lien('tax_lien_county', { status: 'released', dateResolved: '2020-01-01' })] });
    expect(obsolescence(f).map((e) => [e.kind, e.from, e.removeBy, e.overdue])).toEqual([
      ['tax lien federal released', '2019-09-01', '2026-09-01', true],
      ['tax lien county', '2020-01-01', '2027-01-01', false],
    ]);
    expect(only(f, 'obsolete_negative')[0]!.evidence).toEqual([{ item: 'public_record', ref: 'record:tax_lien_federal_released:tax_lien_federal_released', bureau: 'transunion', field: 'dateResolved', reported: '2019-09-01' }]);
  });

  it('a judgment 7 years from entry is asked (the statute of limitations may be longer), and disputed only on the client\'s answer', () => {
    const f = file({ publicRecords: [{ ...bankruptcy('equifax'), kind: 'civil_judgment', referenceMasked: 'J-77', dateFiled: '2019-01-10' }] });
    const [asked] = only(f, 'obsolete_negative');
    expect(asked).toMatchObject({ needsConfirmation: true, dispute: null, question: { inaccurate: 'No, it was never renewed' } });
    const [disputed] = only(f, 'obsolete_negative', { confirmations: { [asked!.id]: answered(false) } });
    expect(disputed).toMatchObject({ needsConfirmation: false, dispute: { bureaus: ['equifax'] }, answer: { accurate: false } });
    expect(only(f, 'obsolete_negative', { confirmations: { [asked!.id]: answered(true) } })).toEqual([]);
  });
});

describe('a derogatory item without its date of first delinquency', () => {
  it('is its own finding, advice without a dispute (the vendor file may just not carry the date), and is left off the calendar', () => {
    const f = file({ tradelines: [card('experian', { key: 'co', accountStatus: '97', dateClosed: '2020-01-01', dateFirstDelinquency: null })] });
    const [x] = only(f, 'derogatory_without_dofd');
    expect(x).toMatchObject({ accountKey: 'co', bureaus: ['experian'], dispute: null, needsConfirmation: false, evidence: [{ field: 'dateFirstDelinquency', reported: 'not reported' }] });
    expect(obsolescence(f)).toEqual([]);
    expect(only(file(), 'derogatory_without_dofd')).toEqual([]);
  });
});
