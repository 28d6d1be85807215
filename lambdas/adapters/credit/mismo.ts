import { XMLParser } from 'fast-xml-parser';
import {
  BUREAUS,
  PORTFOLIO_TYPES,
  type Bureau,
  type BureauOutcome,
  type BureauScore,
  type CreditFile,
  type Inquiry,
  type PersonalInformation,
  type PublicRecord,
  type Tradeline,
} from '../../contract/credit.js';
import { BureauProviderUnavailable, CreditFileFrozen, NoCreditFile } from '../../errors.js';

/**
 * THE mapper from a MISMO 2.4 tri-bureau CREDIT_RESPONSE (what Array, Bloom Credit and the mortgage
 * credit resellers return) to our normalised `CreditFile` (docs/credit.md has the field table).
 *
 * Shape read (MISMO 2.4 names; attributes start with `_` as the standard spells them):
 * RESPONSE_GROUP/RESPONSE/RESPONSE_DATA/CREDIT_RESPONSE @CreditReportIdentifier, with
 * - CREDIT_FILE @CreditRepositorySourceType @_ResultStatusType (one per bureau: FileReturned, NoFileReturned,
 *   FileFrozen, ErrorReported) holding _BORROWER (the names, birth date, _RESIDENCE addresses and _EMPLOYER the bureau reports);
 * - CREDIT_SCORE @CreditRepositorySourceType @_ModelNameType (@_ModelNameTypeOtherDescription) @_Value @_Date, _FACTOR @_Code @_Text;
 * - CREDIT_LIABILITY (one per bureau copy, CREDIT_REPOSITORY @_SourceType) @_AccountIdentifier @_AccountOpenedDate
 *   @_AccountClosedDate @_AccountReportedDate @_AccountType @_AccountOwnershipType @_AccountStatusType @_CreditLimitAmount
 *   @_HighCreditAmount @_UnpaidBalanceAmount @_PastDueAmount @_MonthlyPaymentAmount @_OriginalCreditorName
 *   @CreditLoanType, _CREDITOR @_Name, _CURRENT_RATING @_Code @_Type, _PAYMENT_PATTERN @_Data, CREDIT_COMMENT;
 * - CREDIT_INQUIRY @_Name @_Date @CreditBusinessType, CREDIT_PUBLIC_RECORD @_Type @_CourtName @_DocketIdentifier
 *   @_FiledDate @_DispositionDate @_DispositionType @_LegalObligationAmount, CREDIT_COMMENT @_Type="ConsumerStatement".
 * Metro 2 items MISMO has no field for (account status and type codes, ECOA, payment rating, date of first
 * delinquency, last payment, special comment, compliance condition, sold to; inquiry kind) come from an
 * `EXTENSION/METRO2` element, as providers carry them; without it they are derived from the MISMO fields.
 */

const ARRAYS = new Set([
  'CREDIT_FILE', 'CREDIT_SCORE', '_FACTOR', 'CREDIT_LIABILITY', 'CREDIT_REPOSITORY', 'CREDIT_INQUIRY', 'CREDIT_PUBLIC_RECORD',
  'CREDIT_COMMENT', '_RESIDENCE', '_EMPLOYER', '_ALIAS', '_BORROWER', 'BORROWER', 'RESPONSE', 'RESPONSE_DATA', 'CREDIT_RESPONSE',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const nodes = (n: Node | undefined, name: string): Node[] => ((n?.[name] as Node[] | undefined) ?? []);
const node = (n: Node | undefined, name: string): Node | undefined => {
  const v = n?.[name];
  return (Array.isArray(v) ? v[0] : v) as Node | undefined;
};
const attr = (n: Node | undefined, name: string): string | undefined => {
  const v = n?.[`@${name}`];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};
const text = (n: Node | undefined, name: string): string | undefined => {
  const v = n?.[name];
  if (typeof v === 'string') return v.trim() || undefined;
  return typeof (v as Node | undefined)?.['#text'] === 'string' ? ((v as Node)['#text'] as string).trim() : undefined;
};

const SOURCE: Record<string, Bureau> = { equifax: 'equifax', experian: 'experian', transunion: 'transunion' };
const bureauOf = (source: string | undefined): Bureau | undefined => (source ? SOURCE[source.toLowerCase()] : undefined);

/** Whole-dollar (or dollars.cents) amounts to integer cents; absent -> null. */
export function toCents(amount: string | undefined): number | null {
  if (amount === undefined) return null;
  const n = Number(amount.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100);
}

/** A calendar date from MISMO's YYYY-MM-DD (or YYYY-MM, the first of the month); anything else -> null. */
function toDate(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return null;
}

/** Never more than the last four characters: every other letter or digit becomes X, as bureaus print it. */
export function maskAccountNumber(raw: string | undefined): string {
  const value = (raw ?? '').replace(/[\s-]/g, '').replace(/\*/g, 'X');
  if (value === '') return 'XXXX';
  const keep = value.slice(-4);
  return value.slice(0, -4).replace(/./g, 'X') + keep;
}

const slug = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** Links one account across bureaus: furnisher, the number's last four, the month it opened. */
export const accountKey = (furnisher: string, accountNumber: string, dateOpened: string) =>
  `${slug(furnisher)}:${accountNumber.slice(-4)}:${dateOpened.slice(0, 7)}`;

/** MISMO _PAYMENT_PATTERN characters to the Metro 2 payment history profile. */
const PATTERN_TO_METRO2: Record<string, string> = { C: '0', X: 'D', N: 'B', '0': '0' };
function paymentHistory(data: string | undefined): string {
  return [...(data ?? '')].map((c) => PATTERN_TO_METRO2[c.toUpperCase()] ?? c.toUpperCase()).join('').slice(0, 24);
}

const PORTFOLIO_OF_MISMO: Record<string, Tradeline['portfolioType']> = { Revolving: 'R', Installment: 'I', Mortgage: 'M', Open: 'O', CreditLine: 'C' };
const ECOA_OF_OWNERSHIP: Record<string, string> = { Individual: '1', JointContractualLiability: '2', AuthorizedUser: '3', Joint: '2', Comaker: '7', Maker: '1', Terminated: 'T', Undesignated: 'U' };
const STATUS_OF_RATING: Record<string, string> = {
  AsAgreed: '11', Late30Days: '71', Late60Days: '78', Late90Days: '80', LateOver120Days: '82', Collection: '93',
  ChargeOff: '97', Foreclosure: '94', Repossession: '96', BankruptcyOrWageEarnerPlan: '97',
};
const ACCOUNT_TYPE_OF_LOAN: Record<string, string> = { CreditCard: '18', Automobile: '00', Unsecured: '01', Mortgage: '26', Collection: '48', Educational: '12', ChargeAccount: '07' };

/** Metro 2 account type codes in words (Credit Reporting Resource Guide, field 8). */
export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  '00': 'Auto Loan',
  '01': 'Unsecured Loan',
  '07': 'Charge Account',
  '12': 'Education Loan',
  '15': 'Line of Credit',
  '18': 'Credit Card',
  '26': 'Conventional Mortgage',
  '3A': 'Auto Lease',
  '48': 'Collection',
  '5A': 'Real Estate Loan',
  '90': 'Medical Debt',
};

/** Score ranges by model (MISMO 2.4 carries no range). */
const MODEL_NAMES: Record<string, string> = { VantageScore3: 'VantageScore 3.0', VantageScore4: 'VantageScore 4.0', FICORiskScoreClassic08: 'FICO Score 8' };
const RANGES: Record<string, { min: number; max: number }> = {
  'VantageScore 3.0': { min: 300, max: 850 },
  'VantageScore 4.0': { min: 300, max: 850 },
  'FICO Score 8': { min: 300, max: 850 },
};

function liability(l: Node): Tradeline | undefined {
  const bureau = bureauOf(attr(node(l, 'CREDIT_REPOSITORY'), '_SourceType') ?? attr(l, 'CreditRepositorySourceType'));
  if (!bureau) return undefined;
  const m2 = node(node(l, 'EXTENSION'), 'METRO2');
  const rating = node(l, '_CURRENT_RATING');
  const furnisher = attr(node(l, '_CREDITOR'), '_Name') ?? 'UNKNOWN';
  const accountNumberMasked = maskAccountNumber(attr(l, '_AccountIdentifier'));
  const dateOpened = toDate(attr(l, '_AccountOpenedDate')) ?? '1900-01-01';
  const mismoStatus = attr(l, '_AccountStatusType');
  const loanType = attr(l, 'CreditLoanType');
  const accountType = attr(m2, 'AccountTypeCode') ?? ACCOUNT_TYPE_OF_LOAN[loanType ?? ''] ?? '';
  const portfolio = attr(m2, 'PortfolioType') ?? PORTFOLIO_OF_MISMO[attr(l, '_AccountType') ?? ''] ?? 'O';
  const ratingStatus = STATUS_OF_RATING[attr(rating, '_Type') ?? ''];
  const derivedStatus = ratingStatus === '11' && (mismoStatus === 'Closed' || mismoStatus === 'Paid') ? '13' : (ratingStatus ?? '11');
  const comment = nodes(l, 'CREDIT_COMMENT').find((c) => attr(c, '_Type') === 'BureauRemarks');
  return {
    bureau,
    key: accountKey(furnisher, accountNumberMasked, dateOpened),
    furnisher,
    accountNumberMasked,
    portfolioType: (PORTFOLIO_TYPES as readonly string[]).includes(portfolio) ? (portfolio as Tradeline['portfolioType']) : 'O',
    accountType,
    accountTypeLabel: ACCOUNT_TYPE_LABELS[accountType] ?? loanType ?? 'Other',
    ecoaCode: attr(m2, 'EcoaCode') ?? ECOA_OF_OWNERSHIP[attr(l, '_AccountOwnershipType') ?? ''] ?? 'U',
    dateOpened,
    dateClosed: toDate(attr(l, '_AccountClosedDate')),
    dateLastPayment: toDate(attr(m2, 'DateOfLastPayment')),
    dateFirstDelinquency: toDate(attr(m2, 'DateOfFirstDelinquency')),
    dateReported: toDate(attr(l, '_AccountReportedDate')) ?? dateOpened,
    creditLimitCents: toCents(attr(l, '_CreditLimitAmount')),
    highCreditCents: toCents(attr(l, '_HighCreditAmount')),
    balanceCents: toCents(attr(l, '_UnpaidBalanceAmount')) ?? 0,
    pastDueCents: toCents(attr(l, '_PastDueAmount')) ?? 0,
    monthlyPaymentCents: toCents(attr(l, '_MonthlyPaymentAmount')),
    accountStatus: attr(m2, 'AccountStatusCode') ?? derivedStatus,
    paymentRating: attr(m2, 'PaymentRating') ?? null,
    paymentHistory: paymentHistory(attr(node(l, '_PAYMENT_PATTERN'), '_Data')),
    specialComment: attr(m2, 'SpecialCommentCode') ?? attr(comment, '_Code') ?? null,
    complianceConditionCode: attr(m2, 'ComplianceConditionCode') ?? (attr(l, '_ConsumerDisputeIndicator') === 'Y' ? 'XB' : null),
    originalCreditor: attr(l, '_OriginalCreditorName') ?? null,
    soldTo: attr(m2, 'SoldToName') ?? null,
  };
}

const OUTCOME_OF_STATUS: Record<string, BureauOutcome> = { FileReturned: 'ok', NoFileReturned: 'no_hit', FileFrozen: 'frozen', ErrorReported: 'unavailable' };

function personal(files: Node[]): PersonalInformation {
  const merge = <T extends object>(list: (T & { bureaus: Bureau[] })[], item: T, b: Bureau, same: (a: T) => boolean) => {
    const found = list.find(same);
    if (found) {
      if (!found.bureaus.includes(b)) found.bureaus.push(b);
    } else list.push({ ...item, bureaus: [b] });
  };
  const out: PersonalInformation = { names: [], addresses: [], birthDates: [], employers: [], ssnLast4: [] };
  for (const f of files) {
    const b = bureauOf(attr(f, 'CreditRepositorySourceType'));
    if (!b) continue;
    for (const who of nodes(f, '_BORROWER')) {
      const name = [attr(who, '_FirstName'), attr(who, '_MiddleName'), attr(who, '_LastName')].filter(Boolean).join(' ').toUpperCase();
      if (name) merge(out.names, { value: name }, b, (x) => x.value === name);
      for (const alias of nodes(who, '_ALIAS')) {
        const value = (attr(alias, '_UnparsedName') ?? '').toUpperCase();
        if (value) merge(out.names, { value }, b, (x) => x.value === value);
      }
      const birth = toDate(attr(who, '_BirthDate'));
      if (birth) merge(out.birthDates, { value: birth }, b, (x) => x.value === birth);
      // The file's SSN, usually masked but for its last four: only those are kept (the identity check compares them).
      const ssn = (attr(who, '_SSN') ?? '').replace(/\D/g, '');
      if (ssn.length >= 4) merge(out.ssnLast4!, { value: ssn.slice(-4) }, b, (x) => x.value === ssn.slice(-4));
      for (const r of nodes(who, '_RESIDENCE')) {
        const address = {
          street: (attr(r, '_StreetAddress') ?? '').toUpperCase(),
          city: (attr(r, '_City') ?? '').toUpperCase(),
          state: (attr(r, '_State') ?? '').toUpperCase(),
          zipCode: (attr(r, '_PostalCode') ?? '').slice(0, 5),
          firstReported: toDate(attr(node(node(r, 'EXTENSION'), 'METRO2'), 'FirstReportedDate')),
        };
        merge(out.addresses, address, b, (x) => x.street === address.street && x.zipCode === address.zipCode);
      }
      for (const e of nodes(who, '_EMPLOYER')) {
        const value = (attr(e, '_Name') ?? '').toUpperCase();
        if (value) merge(out.employers, { value }, b, (x) => x.value === value);
      }
    }
  }
  return out;
}

/** Maps one MISMO 2.4 credit response; `pulledAt` is when it was received (ISO 8601 UTC). */
export function mapCreditResponse(raw: string, pulledAt: string, provider: string): CreditFile {
  const doc = parser.parse(raw) as Node;
  const response = node(node(node(node(doc, 'RESPONSE_GROUP'), 'RESPONSE'), 'RESPONSE_DATA'), 'CREDIT_RESPONSE') ?? node(doc, 'CREDIT_RESPONSE');
  if (!response) throw new Error('Not a MISMO 2.4 credit response: no CREDIT_RESPONSE element');

  const files = nodes(response, 'CREDIT_FILE');
  const bureaus = BUREAUS.map((b) => {
    const f = files.find((x) => bureauOf(attr(x, 'CreditRepositorySourceType')) === b);
    return { bureau: b, outcome: f ? (OUTCOME_OF_STATUS[attr(f, '_ResultStatusType') ?? ''] ?? 'unavailable') : 'unavailable' } as const;
  });

  const scores: BureauScore[] = nodes(response, 'CREDIT_SCORE').flatMap((s) => {
    const b = bureauOf(attr(s, 'CreditRepositorySourceType'));
    const value = Number(attr(s, '_Value'));
    if (!b || !Number.isInteger(value)) return [];
    const type = attr(s, '_ModelNameType') ?? 'Other';
    const model = type === 'Other' ? (attr(s, '_ModelNameTypeOtherDescription') ?? 'Other') : (MODEL_NAMES[type] ?? type);
    return [{
      bureau: b,
      model,
      value,
      range: RANGES[model] ?? { min: 300, max: 850 },
      reasonCodes: nodes(s, '_FACTOR').map((f) => ({ code: attr(f, '_Code') ?? '', description: attr(f, '_Text') ?? '' })),
      date: toDate(attr(s, '_Date')) ?? pulledAt.slice(0, 10),
    }];
  });

  const lines = nodes(response, 'CREDIT_LIABILITY').flatMap((l) => liability(l) ?? []);
  const isCollection = (t: Tradeline) => t.accountType === '48' || t.accountStatus === '93';

  const inquiries: Inquiry[] = nodes(response, 'CREDIT_INQUIRY').flatMap((i) => {
    const b = bureauOf(attr(node(i, 'CREDIT_REPOSITORY'), '_SourceType'));
    const date = toDate(attr(i, '_Date'));
    if (!b || !date) return [];
    const kind = attr(node(node(i, 'EXTENSION'), 'METRO2'), 'InquiryType') === 'Soft' ? 'soft' : 'hard';
    return [{ bureau: b, subscriber: attr(i, '_Name') ?? 'UNKNOWN', date, kind }];
  });

  const publicRecords: PublicRecord[] = nodes(response, 'CREDIT_PUBLIC_RECORD').flatMap((p) => {
    const b = bureauOf(attr(node(p, 'CREDIT_REPOSITORY'), '_SourceType'));
    const dateFiled = toDate(attr(p, '_FiledDate'));
    if (!b || !dateFiled) return [];
    return [{
      bureau: b,
      kind: (attr(p, '_Type') ?? 'Other').replace(/([a-z])([A-Z0-9])/g, '$1_$2').toLowerCase(),
      court: attr(p, '_CourtName') ?? '',
      referenceMasked: maskAccountNumber(attr(p, '_DocketIdentifier')),
      dateFiled,
      dateResolved: toDate(attr(p, '_DispositionDate')),
      status: attr(p, '_DispositionType') ?? 'Unknown',
      amountCents: toCents(attr(p, '_LegalObligationAmount')),
    }];
  });

  const consumerStatements = nodes(response, 'CREDIT_COMMENT').flatMap((c) => {
    const b = bureauOf(attr(c, '_SourceType'));
    const statement = text(c, '_Text');
    const date = toDate(attr(c, '_ReportedDate'));
    return attr(c, '_Type') === 'ConsumerStatement' && b && statement && date ? [{ bureau: b, text: statement, date }] : [];
  });

  return {
    provider,
    providerReference: attr(response, 'CreditReportIdentifier') ?? '',
    pulledAt,
    bureaus,
    scores,
    tradelines: lines.filter((t) => !isCollection(t)),
    collections: lines.filter(isCollection),
    inquiries,
    publicRecords,
    consumerStatements,
    personal: personal(files),
  };
}

/**
 * The pull fails when no bureau returned a file: frozen (a security freeze at any bureau), else no hit,
 * else the provider is unavailable. With at least one file the pull succeeds; the cards say which bureau did not answer.
 */
export function assertUsable(file: CreditFile): CreditFile {
  if (file.bureaus.some((b) => b.outcome === 'ok')) return file;
  const frozen = file.bureaus.filter((b) => b.outcome === 'frozen').map((b) => b.bureau);
  if (frozen.length > 0) throw new CreditFileFrozen(frozen);
  if (file.bureaus.some((b) => b.outcome === 'no_hit')) throw new NoCreditFile();
  throw new BureauProviderUnavailable();
}
