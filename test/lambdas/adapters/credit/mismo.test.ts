import { describe, expect, it } from 'vitest';
import { creditFile, type CreditFile, type Tradeline } from '../../../../lambdas/contract/credit.js';
import { accountKey, mapCreditResponse, maskAccountNumber, toCents } from '../../../../lambdas/adapters/credit/mismo.js';
import { sandboxAt } from '../../../support/credit-fakes.js';
import type { PullSubject } from '../../../../lambdas/ports/credit-reports.js';
import { UnreadableCreditResponse } from '../../../../lambdas/errors.js';

const NOW = new Date('2026-11-23T21:00:00.000Z');
const sandbox = sandboxAt(NOW.toISOString());
const subject = (lastName: string): PullSubject => ({
  firstName: 'Dana',
  lastName,
  ssn: '512349876',
  dateOfBirth: '1988-04-12',
  address: { street: '12 Harbor Way', city: 'Portland', state: 'OR', zipCode: '97201' },
});

const copies = (f: CreditFile, furnisher: string, list: Tradeline[] = f.tradelines) => list.filter((t) => t.furnisher === furnisher);

describe('the mapper on the sandbox Typical persona (standard MISMO 2.4)', async () => {
  const { raw, file } = await sandbox.pull(subject('Rivera'));

  it('gives a valid CreditFile, the same as mapping the raw response again', () => {
    expect(() => creditFile.parse(file)).not.toThrow();
    expect(mapCreditResponse(raw, file.pulledAt, 'sandbox')).toEqual(file);
    expect(file.bureaus.map((b) => b.outcome)).toEqual(['ok', 'ok', 'ok']);
    expect(file.providerReference).toMatch(/^SBX-/);
  });

  it('reads the scores by model with their reason codes, VantageScore first at each bureau', () => {
    expect(file.scores.map((s) => [s.bureau, s.model])).toEqual([
      ['equifax', 'VantageScore 3.0'],
      ['equifax', 'FICO Score 8'],
      ['experian', 'VantageScore 3.0'],
      ['transunion', 'VantageScore 3.0'],
    ]);
    for (const s of file.scores) {
      expect(s.value).toBeGreaterThanOrEqual(600);
      expect(s.value).toBeLessThanOrEqual(720);
      expect(s.range).toEqual({ min: 300, max: 850 });
      expect(s.reasonCodes.length).toBeGreaterThan(0);
      expect(s.reasonCodes).toContainEqual({ code: '20', description: expect.stringContaining('collection') });
    }
  });

  it('links the same account across bureaus by key; Equifax and Experian report it differently', () => {
    const capone = copies(file, 'CAPITAL ONE');
    expect(capone.map((t) => t.bureau)).toEqual(['equifax', 'experian', 'transunion']);
    expect(new Set(capone.map((t) => t.key)).size).toBe(1);
    expect(capone[0]!.key).toBe(accountKey('CAPITAL ONE', capone[0]!.accountNumberMasked, capone[0]!.dateOpened));
    const [efx, exp] = capone;
    expect(efx).toMatchObject({ balanceCents: 124_000, accountStatus: '11', pastDueCents: 0, creditLimitCents: 300_000, portfolioType: 'R', accountType: '18', accountTypeLabel: 'Credit Card', ecoaCode: '1' });
    expect(exp).toMatchObject({ balanceCents: 161_000, accountStatus: '71', pastDueCents: 4_500 });
    expect(exp!.paymentHistory).toBe('1' + '0'.repeat(23));
    // Different accounts get different keys.
    expect(new Set(file.tradelines.map((t) => t.key)).size).toBe(new Set(file.tradelines.map((t) => t.furnisher + t.dateOpened)).size);
  });

  it('has a negative item past its 7-year reporting period from its date of first delinquency', () => {
    const [old] = copies(file, 'SYNCB/OLD NAVY');
    expect(old).toMatchObject({ bureau: 'transunion', accountStatus: '97', paymentRating: 'L', balanceCents: 64_000 });
    const sevenYearsBefore = `${Number(file.pulledAt.slice(0, 4)) - 7}${file.pulledAt.slice(4, 10)}`;
    expect(old!.dateFirstDelinquency! < sevenYearsBefore).toBe(true);
  });

  it('has a collection duplicating its original charged-off account (kept apart from the tradelines)', () => {
    const collection = copies(file, 'MIDLAND CREDIT MANAGEMENT', file.collections);
    expect(collection.map((c) => c.bureau)).toEqual(['experian', 'transunion']);
    expect(collection[0]).toMatchObject({ accountType: '48', accountStatus: '93', originalCreditor: 'CREDIT ONE BANK', balanceCents: 118_000, complianceConditionCode: 'XB' });
    const original = copies(file, 'CREDIT ONE BANK');
    expect(original.map((t) => [t.bureau, t.accountStatus, t.balanceCents])).toEqual([
      ['experian', '97', 118_000],
      ['transunion', '97', 118_000],
    ]);
    expect(original[0]!.dateFirstDelinquency).toBe(collection[0]!.dateFirstDelinquency);
    expect(file.tradelines.some((t) => t.furnisher === 'MIDLAND CREDIT MANAGEMENT')).toBe(false);
  });

  it('has a balance on an account reported paid', () => {
    const santander = copies(file, 'SANTANDER CONSUMER USA');
    expect(santander.map((t) => [t.bureau, t.accountStatus, t.balanceCents, t.dateClosed !== null])).toEqual([
      ['equifax', '13', 31_000, true],
      ['experian', '13', 0, true],
    ]);
  });

  it('has a late mark after the account was closed', () => {
    for (const d of copies(file, 'DISCOVER BANK')) {
      const monthsSinceClosed = (Number(file.pulledAt.slice(0, 4)) - Number(d.dateClosed!.slice(0, 4))) * 12 + Number(file.pulledAt.slice(5, 7)) - Number(d.dateClosed!.slice(5, 7));
      const late = d.paymentHistory.search(/[1-6]/);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(monthsSinceClosed); // most recent month first: the late month is after closure
      expect(d.paymentHistory).toHaveLength(24);
    }
  });

  it('has an address the client did not give, with the bureau that reports it', () => {
    expect(file.personal.addresses).toEqual([
      { street: '12 HARBOR WAY', city: 'PORTLAND', state: 'OR', zipCode: '97201', firstReported: null, bureaus: ['equifax', 'experian', 'transunion'] },
      { street: '4410 W ELM ST APT 2', city: 'SPRINGFIELD', state: 'IL', zipCode: '62704', firstReported: expect.stringMatching(/^\d{4}-\d{2}-01$/), bureaus: ['transunion'] },
    ]);
    expect(file.personal.names).toEqual([{ value: 'DANA RIVERA', bureaus: ['equifax', 'experian', 'transunion'] }]);
    expect(file.personal.birthDates).toEqual([{ value: '1988-04-12', bureaus: ['equifax', 'experian', 'transunion'] }]);
    expect(file.personal.employers).toEqual([{ value: 'ACME LOGISTICS', bureaus: ['equifax'] }]);
  });

  it('reads hard and soft inquiries per bureau and the consumer statement', () => {
    expect(file.inquiries.map((i) => [i.bureau, i.subscriber, i.kind])).toEqual([
      ['experian', 'CAPITAL ONE', 'hard'],
      ['transunion', 'CARMAX AUTO FINANCE', 'hard'],
      ['equifax', 'VERIZON WIRELESS', 'hard'],
      ['transunion', 'CREDIT KARMA', 'soft'],
    ]);
    expect(file.consumerStatements).toEqual([{ bureau: 'experian', text: expect.stringContaining('Midland'), date: expect.any(String) }]);
  });

  it('keeps money in integer cents and never more than the last four digits of an account number', () => {
    for (const t of [...file.tradelines, ...file.collections]) {
      for (const v of [t.balanceCents, t.pastDueCents, t.creditLimitCents, t.highCreditCents, t.monthlyPaymentCents]) {
        if (v !== null) expect(Number.isInteger(v)).toBe(true);
      }
      expect(t.accountNumberMasked).toMatch(/^X{12}\d{4}$/);
    }
    // TransUnion's raw copy carries whole numbers; none reaches the file.
    const whole = [...raw.matchAll(/_AccountIdentifier="(\d{16})"/g)].map((m) => m[1]!);
    expect(whole.length).toBeGreaterThan(0);
    const json = JSON.stringify(file);
    for (const n of whole) expect(json).not.toContain(n);
  });
});

describe('the mapper on every persona', () => {
  it('Clean: a long clean file at three bureaus, no collections', async () => {
    const { file } = await sandbox.pull(subject('Clean'));
    expect(file.bureaus.every((b) => b.outcome === 'ok')).toBe(true);
    expect(file.collections).toEqual([]);
    expect(file.tradelines.every((t) => /^0*$/.test(t.paymentHistory))).toBe(true);
    expect(file.scores.filter((s) => s.model === 'VantageScore 3.0').every((s) => s.value >= 770)).toBe(true);
    expect(file.tradelines.find((t) => t.accountType === '26')).toMatchObject({ portfolioType: 'M', ecoaCode: '2', accountTypeLabel: 'Conventional Mortgage' });
  });

  it('Thin: one young account, and Equifax gives no score', async () => {
    const { file } = await sandbox.pull(subject('thin'));
    expect(new Set(file.tradelines.map((t) => t.key)).size).toBe(1);
    expect(file.scores.map((s) => s.bureau)).toEqual(['experian', 'transunion']);
    expect(file.bureaus.find((b) => b.bureau === 'equifax')!.outcome).toBe('ok');
  });

  it('Partial: Equifax and Experian answer, TransUnion is unavailable', async () => {
    const { file } = await sandbox.pull(subject('PARTIAL'));
    expect(file.bureaus).toEqual([
      { bureau: 'equifax', outcome: 'ok', resultStatus: 'FileReturned' },
      { bureau: 'experian', outcome: 'ok', resultStatus: 'FileReturned' },
      { bureau: 'transunion', outcome: 'unavailable', resultStatus: 'NoFileReturnedError', message: 'REPOSITORY SYSTEM UNAVAILABLE - PLEASE RESUBMIT' },
    ]);
    expect(file.tradelines.some((t) => t.bureau === 'transunion')).toBe(false);
    expect(file.scores.some((s) => s.bureau === 'transunion')).toBe(false);
  });
});

describe('mapper details', () => {
  it('masks account numbers to the last four and converts amounts to cents', () => {
    expect(maskAccountNumber('4147 2022 1234 5678')).toBe('XXXXXXXXXXXX5678');
    expect(maskAccountNumber('****5678')).toBe('XXXX5678');
    expect(maskAccountNumber(undefined)).toBe('XXXX');
    expect(toCents('1240')).toBe(124_000);
    expect(toCents('12.34')).toBe(1_234);
    expect(toCents('$1,250.5')).toBe(125_050);
    expect(toCents(undefined)).toBeNull();
  });

  it('derives the Metro 2 codes from the standard MISMO fields', () => {
    const raw = `<?xml version="1.0"?><RESPONSE_GROUP><RESPONSE><RESPONSE_DATA><CREDIT_RESPONSE CreditReportIdentifier="R9">
      <CREDIT_FILE CreditRepositorySourceType="Experian" _ResultStatusType="FileReturned"/>
      <CREDIT_FILE CreditRepositorySourceType="Equifax" _ResultStatusType="FileFrozen"/>
      <CREDIT_SCORE CreditRepositorySourceType="Experian" _ModelNameType="VantageScore3" _Value="701" _Date="2026-11-01"><_FACTOR _Code="10" _Text="Balances too high"/></CREDIT_SCORE>
      <CREDIT_LIABILITY _AccountIdentifier="5500000000004444" _AccountOpenedDate="2019-03" _AccountStatusType="Paid" _AccountType="Installment" _AccountOwnershipType="AuthorizedUser" CreditLoanType="Automobile" _UnpaidBalanceAmount="0" _HighCreditAmount="9000.50">
        <_CREDITOR _Name="Ford Credit"/><_CURRENT_RATING _Code="1" _Type="AsAgreed"/><_PAYMENT_PATTERN _Data="CCX1N"/><CREDIT_REPOSITORY _SourceType="Experian"/>
      </CREDIT_LIABILITY>
      <CREDIT_INQUIRY _Name="BANK" _Date="2026-10-02"><CREDIT_REPOSITORY _SourceType="Experian"/></CREDIT_INQUIRY>
      <CREDIT_PUBLIC_RECORD _Type="BankruptcyChapter7" _CourtName="US BANKRUPTCY COURT" _DocketIdentifier="2019-BK-12345" _FiledDate="2019-05-01" _DispositionType="Discharged" _DispositionDate="2019-09-01"><CREDIT_REPOSITORY _SourceType="Experian"/></CREDIT_PUBLIC_RECORD>
    </CREDIT_RESPONSE></RESPONSE_DATA></RESPONSE></RESPONSE_GROUP>`;
    const file = creditFile.parse(mapCreditResponse(raw, '2026-11-23T00:00:00.000Z', 'other'));
    expect(file.bureaus).toEqual([
      { bureau: 'equifax', outcome: 'frozen', resultStatus: 'FileFrozen' },
      { bureau: 'experian', outcome: 'ok', resultStatus: 'FileReturned' },
      { bureau: 'transunion', outcome: 'unavailable' },
    ]);
    expect(file.tradelines[0]).toMatchObject({
      furnisher: 'Ford Credit', accountNumberMasked: 'XXXXXXXXXXXX4444', dateOpened: '2019-03-01', portfolioType: 'I', accountType: '00',
      ecoaCode: '3', accountStatus: '13', highCreditCents: 900_050, paymentHistory: '00D1B',
    });
    expect(file.inquiries).toEqual([{ bureau: 'experian', subscriber: 'BANK', date: '2026-10-02', kind: 'hard' }]);
    expect(file.publicRecords).toEqual([
      { bureau: 'experian', kind: 'bankruptcy_chapter_7', type: 'BankruptcyChapter7', court: 'US BANKRUPTCY COURT', referenceMasked: 'XXXXXXX2345', dateFiled: '2019-05-01', dateResolved: '2019-09-01', status: 'Discharged', amountCents: null },
    ]);
  });

  it('still parses a file stored before the mapper read outcomes, exclusions, variations and alerts', () => {
    // file.json as pulls before this mapper saved it: none of the optional fields, a 24-month history.
    const stored = {
      provider: 'sandbox', providerReference: 'SBX-1', pulledAt: '2026-10-01T10:00:00.000Z',
      bureaus: [{ bureau: 'equifax', outcome: 'ok' }, { bureau: 'experian', outcome: 'no_hit' }, { bureau: 'transunion', outcome: 'unavailable' }],
      scores: [{ bureau: 'equifax', model: 'VantageScore 3.0', value: 702, range: { min: 300, max: 850 }, reasonCodes: [], date: '2026-10-01' }],
      tradelines: [{
        bureau: 'equifax', key: 'AMEX:1234:2015-03', furnisher: 'AMEX', accountNumberMasked: 'XXXX1234', portfolioType: 'R', accountType: '18', accountTypeLabel: 'Credit Card',
        ecoaCode: '1', dateOpened: '2015-03-01', dateClosed: null, dateLastPayment: '2026-09-01', dateFirstDelinquency: null, dateReported: '2026-09-28',
        creditLimitCents: 500_000, highCreditCents: 100_000, balanceCents: 20_000, pastDueCents: 0, monthlyPaymentCents: 3_500, accountStatus: '11',
        paymentRating: null, paymentHistory: '0'.repeat(24), specialComment: null, complianceConditionCode: null, originalCreditor: null, soldTo: null,
      }],
      collections: [], inquiries: [], consumerStatements: [],
      publicRecords: [{ bureau: 'equifax', kind: 'civil_judgment', court: 'X', referenceMasked: 'XX12', dateFiled: '2020-01-01', dateResolved: null, status: 'Filed', amountCents: null }],
      personal: { names: [], addresses: [], birthDates: [], employers: [] },
    };
    const file = creditFile.parse(stored);
    expect(file.scoreExclusions).toBeUndefined();
    expect(file.tradelines[0]!.paymentPattern).toBeUndefined();
    expect(file).toEqual(stored);
  });

  it('refuses a document that is not a credit response', () => {
    const error = (() => {
      try {
        mapCreditResponse('<html/>', '2026-11-23T00:00:00.000Z', 'x');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UnreadableCreditResponse);
    expect((error as UnreadableCreditResponse).reason).toMatch(/not a MISMO credit response: the document is html/);
  });
});
