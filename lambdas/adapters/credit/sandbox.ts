import { createHash } from 'node:crypto';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { BUREAUS } from '../../contract/credit-messages.js';
import type { Bureau, BureauOutcome } from '../../contract/credit.js';
import type { BureauProvider, ProviderReport, PullSubject } from '../../ports/credit-reports.js';
import { decodeReference, encodeReference, endSandboxMonitoring, type Enrolment } from './sandbox-reference.js';
import { assertUsable, mapCreditResponse } from './mismo.js';
import { PERSONA_DATA, personaOf, type AccountSpec, type InquirySpec, type Persona } from './personas.js';

dayjs.extend(utc);

/**
 * The sandbox bureau provider (the default locally and until a real provider is configured): it writes
 * the standard MISMO 2.4 credit response a real vendor returns (nothing beyond the standard's names), deterministically from the subject
 * (persona by last name; a seed from first and last name, date of birth, ZIP and the SSN's last four,
 * never the full SSN), and maps it with the same mapper a real provider's adapter uses. No bureau is contacted.
 *
 * Dates are relative to the enrolment day (the pull's UTC day): the same identity on the same day gives a
 * byte-identical response. `refresh` returns the file N whole months after enrolment with the persona's
 * documented monthly changes (personas.ts, docs/credit.md).
 */

export const SANDBOX_PROVIDER = 'sandbox';

export function seedOf(subject: PullSubject): string {
  const identity = [subject.firstName, subject.lastName, subject.dateOfBirth, subject.address.zipCode, subject.ssn.slice(-4)]
    .map((s) => s.trim().toLowerCase())
    .join('|');
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

/** A number in [0, n) drawn from the seed and a label (stable per account, per bureau). */
function draw(seed: string, label: string, n: number): number {
  return createHash('sha256').update(`${seed}:${label}`).digest().readUInt32BE(0) % n;
}


// ---- A tiny, deterministic XML writer ----

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
type Attrs = Record<string, string | number | undefined | null>;
function el(name: string, attrs: Attrs, children: string[] = []): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
  if (children.length === 0) return `<${name}${a}/>`;
  return `<${name}${a}>\n${children.map((c) => c.replace(/^/gm, '  ')).join('\n')}\n</${name}>`;
}
const textEl = (name: string, value: string) => `<${name}>${escape(value)}</${name}>`;

const SOURCE: Record<Bureau, string> = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' };
/** Each outcome as a vendor reports it on the bureau's CREDIT_FILE, with the text vendors send beside it. */
const RESULT: Record<BureauOutcome, [status: string, message: string | null]> = {
  ok: ['FileReturned', null],
  no_hit: ['NoFileReturned', 'NO RECORD FOUND'],
  frozen: ['NoFileReturnedCreditFreeze', 'CONSUMER REQUESTED SECURITY FREEZE - REPORT UNAVAILABLE'],
  unavailable: ['NoFileReturnedError', 'REPOSITORY SYSTEM UNAVAILABLE - PLEASE RESUBMIT'],
};
const MISMO_ACCOUNT_TYPE: Record<AccountSpec['portfolioType'], string> = { R: 'Revolving', I: 'Installment', M: 'Mortgage', O: 'Open', C: 'CreditLine' };
const MISMO_LOAN_TYPE: Record<string, string> = { '18': 'CreditCard', '00': 'Automobile', '26': 'ConventionalRealEstateMortgage', '48': 'Collection', '07': 'ChargeAccount' };
/** The Metro 2 status a persona states, as the MISMO rating type (vendors number the rating code differently: the type is what the mapper reads). */
const RATING_TYPE: Record<string, [code: string, type: string]> = {
  '11': ['1', 'AsAgreed'], '13': ['1', 'AsAgreed'], '71': ['2', 'Late30Days'], '78': ['3', 'Late60Days'], '80': ['4', 'Late90Days'],
  '82': ['5', 'LateOver120Days'], '93': ['9', 'Collection'], '97': ['9', 'ChargeOff'],
};
/** Persona patterns may say G (collection) and L (charge-off) as Metro 2 does; MISMO says 9 for both. */
const mismoPattern = (pattern: string) => pattern.replace(/[GL]/g, '9');

/** The file as it stands `month` whole months after enrolment: the persona with its monthly changes applied. */
function stateAt(persona: Persona, month: number) {
  const changes = persona.months.slice(0, Math.min(month, persona.months.length));
  const removed = new Set(changes.flatMap((c) => c.removedAccounts ?? []));
  // A reinsertion comes after the removal: those bureaus report the account again, the others still do not.
  const reinserted = new Map(changes.flatMap((c) => c.reinsertedAccounts ?? []).map((r) => [r.id, r.bureaus]));
  const accounts = [...persona.accounts, ...changes.flatMap((c) => c.newAccounts ?? [])]
    .filter((a) => !removed.has(a.id) || reinserted.has(a.id))
    .map((a) => (removed.has(a.id) ? { ...a, bureaus: reinserted.get(a.id)! } : a))
    .map((a) => {
      const updates = changes.flatMap((c) => c.accountUpdates ?? []).filter((u) => u.id === a.id);
      if (updates.length === 0) return a;
      const perBureau = { ...a.perBureau };
      for (const u of updates) perBureau[u.bureau] = { ...perBureau[u.bureau], ...u.change };
      return { ...a, perBureau };
    });
  const inquiries: InquirySpec[] = [...persona.inquiries, ...changes.flatMap((c) => c.newInquiries ?? [])];
  const delta = changes.at(-1)?.scoreDelta ?? { equifax: 0, experian: 0, transunion: 0 };
  return { accounts, inquiries, delta };
}

/**
 * A mixed file, whatever the persona: a subject whose first name is 'Mixed' gets, at Experian, a file
 * that names someone else (another first name, date of birth and SSN last four), so the identity check
 * after a pull can be tried locally (README, "Credit test personas").
 */
const MIXED_BUREAU: Bureau = 'experian';
const MIXED_BORROWER = { _FirstName: 'MORGAN', _LastName: 'OTHERPERSON', _BirthDate: '1961-01-01' } as const;
const MIXED_SSN_LAST4 = '0000';
export const isMixedFile = (firstName: string) => firstName.trim().toLowerCase() === 'mixed';

/** A 16-digit account number drawn from the seed. */
const accountNumber = (seed: string, id: string) =>
  String(draw(seed, `number:${id}`, 1e8)).padStart(8, '0') + String(draw(seed, `number2:${id}`, 1e8)).padStart(8, '0');

function buildResponse(e: Enrolment, month: number, ssnLast4: string | null): string {
  const persona = PERSONA_DATA[e.persona];
  const enrolled = dayjs.utc(e.enrolledOn);
  const asOf = enrolled.add(month, 'month');
  const day = (d: Dayjs) => d.format('YYYY-MM-DD');
  const monthsAgo = (n: number) => day(enrolled.subtract(n, 'month').startOf('month'));
  const { accounts, inquiries, delta } = stateAt(persona, month);
  const offset = draw(e.seed, 'score', 40);
  const reference = `SBX-${e.seed.slice(0, 10).toUpperCase()}-${day(asOf).replace(/-/g, '')}`;
  const subject = e.subject;
  const mixed = isMixedFile(subject.firstName);

  const files = BUREAUS.map((b) => {
    const [status, message] = RESULT[persona.outcomes[b]];
    return el('CREDIT_FILE', { CreditFileID: `F-${b.toUpperCase()}`, BorrowerID: 'B1', CreditRepositorySourceType: SOURCE[b], _ResultStatusType: status },
      message
        ? [el('CREDIT_ERROR_MESSAGE', { _SourceType: SOURCE[b] }, [textEl('_Text', message)])]
        : [
            el('_BORROWER', {
              ...(mixed && b === MIXED_BUREAU
                ? MIXED_BORROWER
                : { _FirstName: subject.firstName.toUpperCase(), _LastName: subject.lastName.toUpperCase(), _BirthDate: subject.dateOfBirth }),
              // Bureaus print the SSN masked but for its last four; a monitoring refresh has none.
              _SSN: ssnLast4 ? `XXXXX${mixed && b === MIXED_BUREAU ? MIXED_SSN_LAST4 : ssnLast4}` : undefined,
            }, [
              el('_RESIDENCE', { _StreetAddress: subject.address.street.toUpperCase(), _City: subject.address.city.toUpperCase(), _State: subject.address.state.toUpperCase(), _PostalCode: subject.address.zipCode, BorrowerResidencyType: 'Current' }),
              ...persona.otherAddresses
                .filter((a) => a.bureaus.includes(b))
                .map((a) => el('_RESIDENCE', { _StreetAddress: a.street, _City: a.city, _State: a.state, _PostalCode: a.zipCode, BorrowerResidencyType: 'Prior', _ReportedDate: monthsAgo(30).slice(0, 7) })),
              ...persona.employers.filter((x) => x.bureaus.includes(b)).map((x) => el('EMPLOYER', { _Name: x.name })),
            ]),
          ],
    );
  });

  const scores = persona.scores
    .filter((s) => persona.outcomes[s.bureau] === 'ok')
    .map((s, i) =>
      el('CREDIT_SCORE', {
        CreditScoreID: `S${i + 1}`, BorrowerID: 'B1', CreditFileID: `F-${s.bureau.toUpperCase()}`, CreditRepositorySourceType: SOURCE[s.bureau],
        _ModelNameType: 'Other', _ModelNameTypeOtherDescription: s.model,
        // Vendors pad scores to five characters with a sign; a model that cannot score the file sends its reject code.
        _Value: s.base === null ? '9002' : `+${String(Math.min(850, s.base + offset + delta[s.bureau])).padStart(4, '0')}`,
        _ExclusionReasonType: s.base === null ? 'InsufficientCredit' : undefined,
        _Date: day(asOf),
      }, s.reasons.map(([code, text]) => el('_FACTOR', { _Code: code, _Text: text }))),
    );

  const liabilities = accounts.flatMap((a) =>
    a.bureaus
      .filter((b) => persona.outcomes[b] === 'ok')
      .map((b) => {
        const c: AccountSpec = { ...a, ...a.perBureau?.[b] };
        const number = accountNumber(e.seed, a.id);
        // Equifax and Experian print the last four; TransUnion's copy carries the whole number (the mapper masks it).
        const identifier = b === 'transunion' ? number : `${'X'.repeat(12)}${number.slice(-4)}`;
        const reportedDaysAgo = { equifax: 3, experian: 1, transunion: 6 }[b];
        const [ratingCode, ratingType] = RATING_TYPE[c.status] ?? ['9', 'ChargeOff'];
        const reported = asOf.subtract(reportedDaysAgo, 'day');
        const closed = c.closedMonthsAgo !== undefined;
        return el('CREDIT_LIABILITY', {
          CreditLiabilityID: `L-${a.id}-${b}`,
          BorrowerID: 'B1',
          CreditFileID: `F-${b.toUpperCase()}`,
          _AccountIdentifier: identifier,
          _AccountOpenedDate: monthsAgo(c.openedMonthsAgo),
          _AccountClosedDate: closed ? monthsAgo(c.closedMonthsAgo!) : undefined,
          _AccountPaidDate: c.status === '13' && closed ? monthsAgo(c.closedMonthsAgo!) : undefined,
          _AccountReportedDate: day(reported),
          _AccountStatusType: closed ? (c.status === '13' ? 'Paid' : 'Closed') : 'Open',
          _AccountType: MISMO_ACCOUNT_TYPE[c.portfolioType],
          _AccountOwnershipType: c.ecoaCode === '2' ? 'JointContractualLiability' : c.ecoaCode === '3' ? 'AuthorizedUser' : 'Individual',
          CreditLoanType: MISMO_LOAN_TYPE[c.accountType] ?? 'Other',
          _CreditLimitAmount: c.limit,
          _HighCreditAmount: c.highCredit,
          _UnpaidBalanceAmount: c.balance,
          _PastDueAmount: c.pastDue ?? 0,
          _MonthlyPaymentAmount: c.monthlyPayment,
          _ChargeOffAmount: c.status === '97' ? c.highCredit : undefined,
          _LastPaymentDate: c.lastPaymentMonthsAgo === undefined ? undefined : monthsAgo(c.lastPaymentMonthsAgo),
          _FirstDelinquencyDate: c.dofdMonthsAgo === undefined ? undefined : monthsAgo(c.dofdMonthsAgo),
          _OriginalCreditorName: c.originalCreditor,
          _ConsumerDisputeIndicator: c.complianceCondition === 'XB' ? 'Y' : 'N',
          _DerogatoryDataIndicator: ratingCode === '1' && !/[1-9GL]/.test(c.pattern) ? 'N' : 'Y',
        }, [
          el('_CREDITOR', { _Name: c.furnisher }),
          el('_CURRENT_RATING', { _Code: ratingCode, _Type: ratingType }),
          el('_PAYMENT_PATTERN', { _Data: mismoPattern(c.pattern), _StartDate: reported.format('YYYY-MM') }),
          el('CREDIT_REPOSITORY', { _SourceType: SOURCE[b], _SubscriberCode: `SBX${draw(e.seed, `sub:${a.id}`, 900000) + 100000}` }),
        ]);
      }),
  );

  const inquiryEls = inquiries
    .filter((i) => persona.outcomes[i.bureau] === 'ok')
    .map((i, n) =>
      el('CREDIT_INQUIRY', {
        CreditInquiryID: `I${n + 1}`, BorrowerID: 'B1', CreditFileID: `F-${i.bureau.toUpperCase()}`, _Name: i.subscriber, _Date: day(enrolled.subtract(i.daysAgo, 'day')),
        // The standard has no hard/soft field: vendors name a promotional inquiry in its industry text.
        CreditBusinessType: i.kind === 'hard' ? i.businessType : undefined,
        _RawIndustryText: i.kind === 'soft' ? 'PROMOTIONAL INQUIRY' : undefined,
      }, [el('CREDIT_REPOSITORY', { _SourceType: SOURCE[i.bureau] })]),
    );

  const statements = persona.statements
    .filter((s) => persona.outcomes[s.bureau] === 'ok')
    .map((s) => el('CREDIT_COMMENT', { _SourceType: SOURCE[s.bureau], _Type: 'ConsumerStatement', _ReportedDate: day(enrolled.subtract(s.daysAgo, 'day')) }, [textEl('_Text', s.text)]));

  const response = el('CREDIT_RESPONSE', {
    MISMOVersionID: '2.4',
    CreditResponseID: 'CR1',
    CreditReportIdentifier: reference,
    CreditReportFirstIssuedDate: day(asOf),
    CreditReportType: 'Merge',
    CreditReportMergeType: 'ListAndStack',
    CreditRatingCodeType: 'Equifax',
  }, [
    el('CREDIT_BUREAU', { _Name: 'Sandbox Bureau Provider (no bureau contacted)' }),
    el('CREDIT_REPOSITORY_INCLUDED', { _EquifaxIndicator: 'Y', _ExperianIndicator: 'Y', _TransUnionIndicator: 'Y' }),
    el('BORROWER', {
      BorrowerID: 'B1',
      _FirstName: subject.firstName,
      _LastName: subject.lastName,
      _BirthDate: subject.dateOfBirth,
      // Real responses echo the SSN masked; a monitoring refresh has no SSN at all.
      _SSN: ssnLast4 ? `XXXXX${ssnLast4}` : undefined,
    }, [el('_RESIDENCE', { _StreetAddress: subject.address.street, _City: subject.address.city, _State: subject.address.state, _PostalCode: subject.address.zipCode, BorrowerResidencyType: 'Current' })]),
    ...files,
    ...scores,
    ...liabilities,
    ...inquiryEls,
    ...statements,
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el('RESPONSE_GROUP', { MISMOVersionID: '2.4' }, [
    el('RESPONDING_PARTY', { _Name: 'Sandbox Bureau Provider' }),
    el('RESPONSE', { ResponseDateTime: `${day(asOf)}T00:00:00Z` }, [el('RESPONSE_DATA', {}, [response])]),
  ])}\n`;
}

export class SandboxBureauProvider implements BureauProvider {
  readonly name = SANDBOX_PROVIDER;
  readonly sandbox = true;

  /** `ledgerFile`: where ended enrolments are recorded (the local stack's; none in unit tests). */
  constructor(private readonly ledgerFile?: string) {}

  async pull(subject: PullSubject, asOf: string): Promise<ProviderReport> {
    const pulledAt = dayjs.utc(asOf).toISOString();
    const enrolment: Enrolment = {
      persona: personaOf(subject.lastName),
      seed: seedOf(subject),
      enrolledOn: pulledAt.slice(0, 10),
      subject: { firstName: subject.firstName, lastName: subject.lastName, dateOfBirth: subject.dateOfBirth, address: subject.address },
    };
    return this.report(enrolment, 0, subject.ssn.slice(-4), pulledAt);
  }

  async refresh(monitoringReference: string, asOf: string): Promise<ProviderReport> {
    const enrolment = decodeReference(monitoringReference);
    const months = Math.max(0, dayjs.utc(asOf).diff(dayjs.utc(enrolment.enrolledOn), 'month'));
    return this.report(enrolment, months, null, dayjs.utc(asOf).toISOString());
  }

  async endMonitoring(monitoringReference: string, at: string): Promise<void> {
    await endSandboxMonitoring(this.ledgerFile, monitoringReference, at);
  }

  private report(enrolment: Enrolment, month: number, ssnLast4: string | null, pulledAt: string): ProviderReport {
    const raw = buildResponse(enrolment, month, ssnLast4);
    const file = assertUsable(mapCreditResponse(raw, pulledAt, SANDBOX_PROVIDER));
    return { raw, rawContentType: 'application/xml', file, monitoringReference: encodeReference(enrolment) };
  }
}

