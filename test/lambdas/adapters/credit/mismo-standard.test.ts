import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { creditFile, type CreditFile, type Tradeline } from '../../../../lambdas/contract/credit.js';
import { assertUsable, mapCreditResponse } from '../../../../lambdas/adapters/credit/mismo.js';
import { CreditFileFrozen, CreditVendorError, UnreadableCreditResponse } from '../../../../lambdas/errors.js';

/**
 * The mapper on responses the team wrote from the MISMO standard's element names and enumerations
 * (test/fixtures/mismo), not from our sandbox: 2.3.1 with one repository per liability, a merged 2.4 file,
 * joint 2.4 and 3.4 files, files with no usable bureau, vendor error responses and documents that are not reports.
 */

const PULLED = '2026-10-15T12:00:00.000Z';
const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/mismo/${name}`, import.meta.url), 'utf8');
const map = (name: string, borrower?: number) => creditFile.parse(mapCreditResponse(fixture(name), PULLED, 'vendor', { borrower }));
const lines = (f: CreditFile, furnisher: string, list: Tradeline[] = f.tradelines) => list.filter((t) => t.furnisher === furnisher);
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
};

describe('a clean MISMO 2.3.1 file, each bureau copy its own liability', () => {
  const file = map('clean-2.3.1.xml');

  it('reads nine tradelines and three scores, every bureau answered (its CREDIT_FILEs carry no result status)', () => {
    expect(file.bureaus.map((b) => b.outcome)).toEqual(['ok', 'ok', 'ok']);
    expect(file.tradelines).toHaveLength(9);
    expect(file.collections).toEqual([]);
    expect(file.providerReference).toBe('7712045');
  });

  it('reads scores in every vendor form, with the model as sent and the factors', () => {
    expect(file.scores.map((s) => [s.bureau, s.model, s.value])).toEqual([
      ['equifax', 'EquifaxBeacon5.0', 715],
      ['experian', 'ExperianFairIsaac', 703],
      ['transunion', 'FICORiskScoreClassic04', 721],
    ]);
    expect(file.scores[0]!.reasonCodes[0]).toEqual({ code: '00014', description: 'LENGTH OF TIME ACCOUNTS HAVE BEEN ESTABLISHED' });
    expect(file.scoreExclusions).toEqual([]);
  });

  it('links the three copies of an account by key and keeps each bureau’s figures and month-only dates', () => {
    const card = lines(file, 'MOUNTAIN BANK');
    expect(card.map((t) => t.bureau)).toEqual(['equifax', 'experian', 'transunion']);
    expect(new Set(card.map((t) => t.key)).size).toBe(1);
    expect(card.map((t) => t.balanceCents)).toEqual([61_200, 59_800, 61_200]);
    expect(card[0]).toMatchObject({ accountStatus: '11', portfolioType: 'R', accountType: '18', creditLimitCents: 440_000, dateOpened: '2018-09-01', dateReported: '2026-09-01', monthOnlyDates: ['dateOpened', 'dateReported'] });
    expect(card[1]!.monthOnlyDates).toEqual([]);
  });

  it('keeps the payment pattern whole, aligned to the month reported', () => {
    const [efx, exp, tu] = lines(file, 'MOUNTAIN BANK');
    expect(efx!.paymentHistory).toBe('0'.repeat(36));
    expect(exp!.paymentHistory).toBe('0'.repeat(48));
    expect(tu!.paymentHistory).toBe('0'.repeat(24));
    expect(exp!.paymentPattern).toEqual({ data: 'C'.repeat(48), startDate: '2026-10-02' });
  });

  it('reads a paid auto loan as paid (Metro 2 13) and a mortgage as a joint conventional mortgage', () => {
    expect(lines(file, 'CENTRAL AUTO FINANCE').map((t) => [t.accountStatus, t.balanceCents, t.dateClosed])).toEqual([
      ['13', 0, '2024-08-01'],
      ['13', 0, '2024-08-15'],
      ['13', 0, '2024-08-15'],
    ]);
    expect(lines(file, 'CENTRAL AUTO FINANCE')[2]!.paymentHistory.slice(0, 2)).toBe('B0');
    expect(lines(file, 'HOMETOWN MORTGAGE')[0]).toMatchObject({ portfolioType: 'M', accountType: '26', ecoaCode: '2', accountTypeLabel: 'Conventional Mortgage' });
  });

  it('never lets the SSN or a whole account number into the file', () => {
    const json = JSON.stringify(file);
    expect(json).not.toContain('991919991');
    expect(json).not.toContain('1590345859403');
    expect(file.personal.names).toEqual([{ value: 'ALICE TESTCASE', bureaus: ['equifax', 'experian', 'transunion'] }]);
    expect(file.personal.employers).toEqual([{ value: 'EMPLOYER X', bureaus: ['equifax'] }]);
  });
});

describe('a merged tri-bureau MISMO 2.4 file', () => {
  const file = map('merged-2.4.xml');

  it('makes one tradeline per bureau that reports a merged liability', () => {
    const capone = lines(file, 'CAPITAL ONE');
    expect(capone.map((t) => t.bureau)).toEqual(['equifax', 'experian', 'transunion']);
    expect(capone.every((t) => t.balanceCents === 120_000 && t.key === capone[0]!.key)).toBe(true);
    // The pattern starts the month before the one reported: that month is "no data", the rest follows.
    expect(capone[0]!.paymentHistory).toBe('D' + '0'.repeat(32) + '1' + '0'.repeat(11));
    expect(capone[0]!.highestAdverseRating).toEqual({ type: 'Late30Days', date: '2023-02-01' });
    expect(capone[0]!.dateLastPayment).toBe('2026-09-12');
  });

  it('never calls a closed card that still owes paid', () => {
    expect(lines(file, 'DISCOVER BANK').map((t) => [t.bureau, t.accountStatus, t.accountStatusType, t.balanceCents])).toEqual([
      ['equifax', '11', 'Closed', 45_000],
      ['transunion', '11', 'Closed', 45_000],
    ]);
  });

  it('reads a charge-off from the rating type, with its amount and the date of first delinquency on the liability', () => {
    const [exp, tu] = lines(file, 'CREDIT ONE BANK');
    expect(exp).toMatchObject({ bureau: 'experian', accountStatus: '97', paymentRating: 'L', chargeOffCents: 118_000, dateChargedOff: '2021-03-31', dateFirstDelinquency: '2020-09-01', currentRatingType: 'CollectionOrChargeOff' });
    expect(tu!.bureau).toBe('transunion');
    expect(exp!.paymentHistory).toBe('L'.repeat(51) + '654321' + '00000');
  });

  it('keeps the collection apart, with its original creditor and the consumer’s dispute', () => {
    expect(file.collections).toHaveLength(1);
    expect(file.collections[0]).toMatchObject({
      bureau: 'experian', furnisher: 'MIDLAND CREDIT MANAGEMENT', accountType: '48', accountStatus: '93', paymentRating: 'G', originalCreditor: 'CREDIT ONE BANK',
      complianceConditionCode: 'XB', paymentHistory: 'GGGGGGGG', dateFirstDelinquency: '2020-09-01', monthOnlyDates: ['dateFirstDelinquency'],
    });
  });

  it('reads a paid charge-off, a repossession and a wage-earner plan', () => {
    expect(lines(file, 'SYNCB/OLD NAVY')[0]).toMatchObject({ accountStatus: '64', balanceCents: 0, chargeOffCents: 64_000, datePaid: '2024-05-20', paymentHistory: 'LLLLDDDDLLL' });
    const repo = lines(file, 'SANTANDER CONSUMER USA')[0]!;
    expect(repo).toMatchObject({ accountStatus: '96', paymentRating: 'K', balanceCents: 420_000 });
    expect(repo.paymentHistory.replace(/^D+/, '')).toBe('KKKKK3210000');
    expect(lines(file, 'ONEMAIN FINANCIAL').map((t) => [t.bureau, t.currentRatingType, t.paymentHistory])).toEqual([
      ['equifax', 'WageEarnerPlan', '77777700'],
      ['experian', 'WageEarnerPlan', '77777700'],
    ]);
  });

  it('reads padded and signed scores, and a reject code or an exclusion as no score with the reason', () => {
    expect(file.scores.map((s) => [s.bureau, s.model, s.value])).toEqual([
      ['equifax', 'EquifaxBeacon5.0', 645],
      ['transunion', 'FICORiskScoreClassic04', 631],
    ]);
    expect(file.scores.some((s) => s.value >= 9000)).toBe(false);
    expect(file.scoreExclusions).toEqual([
      { bureau: 'experian', model: 'ExperianFairIsaac', reason: 'Reject code 9002', code: '9002' },
      { bureau: 'transunion', model: 'VantageScore 3.0', reason: 'InsufficientCredit', code: null },
    ]);
  });

  it('reads public records by type at each bureau that reports them', () => {
    expect(file.publicRecords.map((p) => [p.bureau, p.kind, p.status, p.amountCents])).toEqual([
      ['equifax', 'bankruptcy_chapter_13', 'Filed', null],
      ['experian', 'bankruptcy_chapter_13', 'Filed', null],
      ['transunion', 'bankruptcy_chapter_13', 'Filed', null],
      ['equifax', 'tax_lien_federal', 'Released', 340_000],
      ['transunion', 'judgment', 'Unsatisfied', 275_000],
    ]);
    expect(file.publicRecords[3]).toMatchObject({ type: 'TaxLienFederal', dateFiled: '2018-05-14', dateResolved: '2019-02-01', referenceMasked: 'XXXXX8812' });
  });

  it('reads inquiries per bureau, a promotional one as soft', () => {
    expect(file.inquiries).toEqual([
      { bureau: 'experian', subscriber: 'CARMAX AUTO FINANCE', date: '2026-06-03', kind: 'hard' },
      { bureau: 'transunion', subscriber: 'CARMAX AUTO FINANCE', date: '2026-06-03', kind: 'hard' },
      { bureau: 'equifax', subscriber: 'CAPITAL ONE', date: '2026-08-19', kind: 'soft' },
    ]);
  });

  it('keeps the identity variations and the alert messages with the file', () => {
    expect(file.variations).toEqual([
      { bureau: 'experian', kind: 'address', type: 'DifferentAddress', text: null },
      { bureau: 'transunion', kind: 'birth_date', type: 'DifferentBirthDate', text: null },
    ]);
    expect(file.alerts!.map((a) => [a.bureau, a.kind, a.type])).toEqual([
      ['equifax', 'address_discrepancy', 'FACTAAddressDiscrepancy'],
      ['experian', 'hawk', 'Other'],
      ['transunion', 'fraud', 'FraudVictimAlert'],
    ]);
    expect(file.personal.birthDates).toEqual([
      { value: '1984-07-02', bureaus: ['equifax', 'experian'] },
      { value: '1984-08-02', bureaus: ['transunion'] },
    ]);
    expect(file.personal.names.map((n) => n.value)).toEqual(['JORDAN P SAMPLE', 'JORDAN SAMPLES', 'JORDAN SAMPLE']);
    expect(file.personal.addresses[1]).toEqual({ street: '17 OLD MILL LN', city: 'WACO', state: 'TX', zipCode: '76701', firstReported: '2019-04-01', bureaus: ['experian'] });
  });
});

describe('bureaus that return no file', () => {
  it('tells no file, a freeze and an error apart, with the vendor’s words', () => {
    const file = map('no-file-frozen-error-2.4.xml');
    expect(file.bureaus).toEqual([
      { bureau: 'equifax', outcome: 'no_hit', resultStatus: 'NoFileReturned', message: 'NO RECORD FOUND' },
      { bureau: 'experian', outcome: 'frozen', resultStatus: 'NoFileReturnedCreditFreeze', message: 'CONSUMER REQUESTED SECURITY FREEZE - REPORT UNAVAILABLE' },
      { bureau: 'transunion', outcome: 'unavailable', resultStatus: 'NoFileReturnedError', message: 'TRANSUNION SYSTEM UNAVAILABLE - PLEASE RESUBMIT' },
    ]);
    expect(file.personal.names).toEqual([]);
    expect(() => assertUsable(file)).toThrow(CreditFileFrozen);
  });
});

describe('joint files: only the client’s borrower', () => {
  it('2.4: the borrower by default, the co-borrower on request; a joint account belongs to both', () => {
    const borrower = map('joint-2.4.xml');
    expect(borrower.tradelines.map((t) => [t.furnisher, t.bureau])).toEqual([
      ['ALLY FINANCIAL', 'equifax'],
      ['ALLY FINANCIAL', 'experian'],
      ['ALLY FINANCIAL', 'transunion'],
      ['AMERICAN EXPRESS', 'experian'],
    ]);
    expect(borrower.scores.map((s) => [s.bureau, s.value])).toEqual([['experian', 752]]);
    const co = map('joint-2.4.xml', 2);
    expect(co.tradelines.map((t) => t.furnisher)).toEqual(['ALLY FINANCIAL', 'ALLY FINANCIAL', 'ALLY FINANCIAL', 'SYNCHRONY BANK']);
    expect(co.tradelines.at(-1)).toMatchObject({ accountStatus: '71', pastDueCents: 9_000 });
    expect(co.scores.map((s) => [s.bureau, s.value])).toEqual([['transunion', 611]]);
    expect(JSON.stringify(co)).not.toContain('666000');
  });

  it('3.4: borrowers, bureaus and items tied by xlink relationships; the borrower is the one with SequenceNumber 1', () => {
    const john = map('joint-3.4.xml');
    expect(john.providerReference).toBe('3400991');
    expect(john.bureaus).toEqual([
      { bureau: 'equifax', outcome: 'ok', resultStatus: 'FileReturned' },
      { bureau: 'experian', outcome: 'frozen', resultStatus: 'NoFileReturnedCreditFreeze', message: 'CONSUMER REQUESTED SECURITY FREEZE - REPORT UNAVAILABLE' },
      { bureau: 'transunion', outcome: 'ok', resultStatus: 'FileReturned' },
    ]);
    // The TransUnion score names no repository: its relationship to TransUnion's CREDIT_FILE does.
    expect(john.scores.map((s) => [s.bureau, s.model, s.value])).toEqual([
      ['equifax', 'EquifaxBeacon5.0', 688],
      ['transunion', 'FICORiskScoreClassic04', 701],
    ]);
    expect(john.tradelines.map((t) => [t.bureau, t.furnisher, t.accountStatus, t.balanceCents])).toEqual([
      ['equifax', 'LAKESIDE MORTGAGE CO', '11', 28_741_000],
      ['transunion', 'LAKESIDE MORTGAGE CO', '11', 28_741_000],
      ['equifax', 'CITI CARDS', '78', 583_000],
    ]);
    expect(john.tradelines[2]).toMatchObject({ paymentHistory: '210000000000', pastDueCents: 21_000, dateOpened: '2016-02-01', monthOnlyDates: ['dateOpened', 'dateReported'] });
    expect(john.collections).toEqual([
      expect.objectContaining({ bureau: 'transunion', furnisher: 'MEDICAL DATA SYSTEMS', accountType: '90', accountStatus: '93', balanceCents: 72_500 }),
    ]);
    expect(john.inquiries).toEqual([{ bureau: 'transunion', subscriber: 'CITIBANK NA', date: '2026-05-20', kind: 'hard' }]);
    expect(john.publicRecords).toEqual([
      { bureau: 'equifax', kind: 'judgment', type: 'Judgment', court: 'COOK COUNTY CIRCUIT COURT', referenceMasked: 'XXXXXXXX0234', dateFiled: '2021-06-14', dateResolved: '2022-03-01', status: 'Satisfied', amountCents: 190_000 },
    ]);
    expect(john.variations).toEqual([{ bureau: 'transunion', kind: 'name', type: 'DifferentName', text: null }]);
    expect(john.alerts).toEqual([]);
    expect(john.personal.birthDates).toEqual([{ value: '1983-09-30', bureaus: ['equifax'] }]);
    expect(JSON.stringify(john)).not.toContain('99010');
  });

  it('3.4: the co-borrower gets the joint mortgage, their own card, score and alert, nothing of the borrower’s', () => {
    const mary = map('joint-3.4.xml', 2);
    expect(mary.tradelines.map((t) => [t.bureau, t.furnisher])).toEqual([
      ['equifax', 'LAKESIDE MORTGAGE CO'],
      ['transunion', 'LAKESIDE MORTGAGE CO'],
      ['equifax', 'BARCLAYS BANK DELAWARE'],
    ]);
    expect(mary.scores.map((s) => [s.bureau, s.value])).toEqual([['equifax', 779]]);
    expect(mary.collections).toEqual([]);
    expect(mary.inquiries).toEqual([]);
    expect(mary.alerts!.map((a) => a.kind)).toEqual(['address_discrepancy']);
    expect(mary.personal.names).toEqual([{ value: 'MARY EXAMPLE', bureaus: ['equifax'] }]);
  });

  it('3.4: finds the credit service after another service of the same deal', () => {
    const raw = fixture('joint-3.4.xml').replace('<SERVICES>', '<SERVICES><SERVICE><FLOOD><FLOOD_RESPONSE/></FLOOD></SERVICE>');
    expect(mapCreditResponse(raw, PULLED, 'vendor')).toEqual(map('joint-3.4.xml'));
  });

  it('refuses a borrower the file does not have', () => {
    const error = thrown(() => map('joint-3.4.xml', 3));
    expect(error).toBeInstanceOf(UnreadableCreditResponse);
    expect((error as UnreadableCreditResponse).reason).toBe('there is no borrower 3 in this response (it has 2)');
  });
});

describe('what is not a report', () => {
  it('a 2.4 vendor error response is a typed error with its code', () => {
    const error = thrown(() => map('vendor-error-2.4.xml'));
    expect(error).toBeInstanceOf(CreditVendorError);
    expect((error as CreditVendorError).code).toBe('E103');
    expect((error as CreditVendorError).reason).toMatch(/^the vendor answered with an error: E103 Duplicate order/);
  });

  it('a 3.4 vendor error response is a typed error with its code', () => {
    const error = thrown(() => map('vendor-error-3.4.xml'));
    expect(error).toBeInstanceOf(CreditVendorError);
    expect((error as CreditVendorError).reason).toBe('the vendor answered with an error: E210 Invalid subject: SSN is required');
  });

  it.each([
    ['not-a-credit-response.xml', /the document is REQUEST_GROUP/],
  ])('%s is refused with the reason', (name, reason) => {
    const error = thrown(() => map(name));
    expect(error).toBeInstanceOf(UnreadableCreditResponse);
    expect((error as UnreadableCreditResponse).reason).toMatch(reason);
  });

  it.each([
    ['', /empty/],
    ['{"report": 1}', /not XML/],
    ['<RESPONSE_GROUP><RESPONSE>', /not well formed/],
    ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>', /DOCTYPE/],
  ])('refuses %j without crashing', (raw, reason) => {
    const error = thrown(() => mapCreditResponse(raw, PULLED, 'vendor'));
    expect(error).toBeInstanceOf(UnreadableCreditResponse);
    expect((error as UnreadableCreditResponse).reason).toMatch(reason);
  });
});
