import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BUREAUS } from '../../contract/credit-messages.js';
import type { Bureau, BureauOutcome, BureauScore, CreditAlert, CreditFile, IdentityVariation, Inquiry, PersonalInformation, PublicRecord, ScoreExclusion, Tradeline } from '../../contract/credit.js';
import { BureauProviderUnavailable, CreditFileFrozen, CreditVendorError, NoCreditFile, UnreadableCreditResponse } from '../../errors.js';

/**
 * THE mapper from a MISMO credit response to our normalised `CreditFile` (docs/credit.md has the field table
 * and every choice the standard leaves to vendors). It reads both forms vendors send:
 * - 2.3.1 / 2.4, attributes: RESPONSE_GROUP/RESPONSE/RESPONSE_DATA/CREDIT_RESPONSE, items tied to a borrower by
 *   `BorrowerID` (IDREFS) and to bureaus by `CREDIT_REPOSITORY @_SourceType` (several on a merged liability) or
 *   `CreditFileID`;
 * - 3.4, elements: MESSAGE/DEAL_SETS/DEAL_SET/DEALS/DEAL/SERVICES/SERVICE/CREDIT/CREDIT_RESPONSE, items tied to
 *   borrowers (PARTY/ROLES/ROLE) and bureau files by xlink RELATIONSHIPS.
 * Each form is first read into one intermediate shape (`Parsed`), which one function turns into the file, so the
 * two forms cannot drift apart. Only the standard's names are read; nothing comes from an extension.
 */

// ---- Reading XML ----

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  removeNSPrefix: true,
  // Every element is a list, so a single item and many read the same way.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

const kids = (n: Node | undefined, name: string): Node[] => {
  const v = n?.[name];
  return Array.isArray(v) ? (v as Node[]) : [];
};
const kid = (n: Node | undefined, ...names: string[]): Node | undefined =>
  names.reduce<Node | undefined>((acc, name) => (acc ? kids(acc, name)[0] : undefined), n);
const clean = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const attr = (n: Node | undefined, name: string): string | undefined => clean(n?.[`@${name}`]);
/** The text of a child element (3.4's data points, 2.x's `_Text`). */
const text = (n: Node | undefined, name: string): string | undefined => {
  const v = kids(n, name)[0] as unknown;
  if (typeof v === 'string') return clean(v);
  return clean((v as Node | undefined)?.['#text']);
};
/** Every descendant element with this name, depth first. */
function descendants(n: Node | undefined, name: string, out: Node[] = []): Node[] {
  if (!n || typeof n !== 'object') return out;
  for (const [key, value] of Object.entries(n)) {
    if (key.startsWith('@') || !Array.isArray(value)) continue;
    for (const child of value as Node[]) {
      if (key === name) out.push(child);
      if (child && typeof child === 'object') descendants(child, name, out);
    }
  }
  return out;
}
/** A data point's text in a 3.4 element or its `_DETAIL` container. */
const data = (n: Node | undefined, detail: string, name: string): string | undefined => text(kid(n, detail), name) ?? text(n, name);

// ---- Values ----

const SOURCE: Record<string, Bureau> = { equifax: 'equifax', experian: 'experian', transunion: 'transunion' };
const bureauOf = (source: string | undefined): Bureau | undefined => (source ? SOURCE[source.toLowerCase().replace(/\s/g, '')] : undefined);

/** Whole-dollar (or dollars.cents) amounts to integer cents; absent or unreadable -> null. */
export function toCents(amount: string | undefined): number | null {
  if (amount === undefined) return null;
  const n = Number(amount.replace(/[$,\s+]/g, ''));
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100);
}

/** A calendar date from MISMO's YYYY-MM-DD (or a timestamp), or YYYY-MM (the first of the month); anything else -> null. */
export function toDate(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return null;
}
const monthOnly = (value: string | undefined) => value !== undefined && /^\d{4}-\d{2}$/.test(value);

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

const yes = (v: string | undefined) => v !== undefined && /^(y|yes|true|1)$/i.test(v);
const ids = (v: string | undefined) => (v ? v.split(/\s+/).filter(Boolean) : []);
const snake = (s: string) => s.replace(/([a-z])([A-Z0-9])/g, '$1_$2').replace(/([0-9])([A-Z])/g, '$1_$2').toLowerCase();

// ---- The intermediate shape both forms are read into ----

interface ParsedBorrower {
  id: string;
  /** 1 for the borrower, 2 for the co-borrower... (the `--borrower` number). */
  position: number;
}
interface ParsedFile {
  id?: string;
  bureau?: Bureau;
  borrowers: string[];
  status?: string;
  messages: string[];
  names: string[];
  birthDates: string[];
  /** The SSNs the file names for the borrower, usually masked but for the last four (only those are kept). */
  ssns: string[];
  residences: { street: string; city: string; state: string; zipCode: string; reported?: string }[];
  employers: string[];
  variations: { type: string; text?: string }[];
  alerts: { type: string; text: string }[];
}
interface ParsedScore {
  bureau?: Bureau;
  fileId?: string;
  borrowers: string[];
  model: string;
  value?: string;
  date?: string;
  exclusion?: string;
  factors: { code: string; description: string }[];
}
/** A liability's data points under their 2.x names (without the leading underscore). */
type LiabilityFields = Partial<Record<
  | 'AccountIdentifier' | 'AccountOpenedDate' | 'AccountClosedDate' | 'AccountReportedDate' | 'AccountPaidDate' | 'LastActivityDate'
  | 'LastPaymentDate' | 'AccountStatusType' | 'AccountType' | 'AccountOwnershipType' | 'CreditLoanType' | 'CreditLoanTypeOtherDescription'
  | 'CreditBusinessType' | 'CreditLimitAmount' | 'HighCreditAmount' | 'HighBalanceAmount' | 'UnpaidBalanceAmount' | 'PastDueAmount'
  | 'MonthlyPaymentAmount' | 'ChargeOffAmount' | 'ChargeOffDate' | 'FirstDelinquencyDate' | 'OriginalCreditorName'
  | 'ConsumerDisputeIndicator' | 'CollectionIndicator' | 'ChargeOffIndicator',
  string
>>;
interface ParsedLiability {
  bureaus: Bureau[];
  fileIds: string[];
  borrowers: string[];
  f: LiabilityFields;
  creditor?: string;
  rating?: string;
  highestAdverse?: { type: string; date?: string };
  pattern?: { data: string; start?: string };
  comments: { type?: string; code?: string; text?: string }[];
}
interface ParsedInquiry {
  bureaus: Bureau[];
  fileIds: string[];
  borrowers: string[];
  name?: string;
  date?: string;
  businessType?: string;
  rawIndustry?: string;
}
interface ParsedPublicRecord {
  bureaus: Bureau[];
  fileIds: string[];
  borrowers: string[];
  type?: string;
  court?: string;
  docket?: string;
  filed?: string;
  dispositionType?: string;
  dispositionDate?: string;
  amount?: string;
}
interface Parsed {
  reference: string;
  issued?: string;
  borrowers: ParsedBorrower[];
  files: ParsedFile[];
  scores: ParsedScore[];
  liabilities: ParsedLiability[];
  inquiries: ParsedInquiry[];
  publicRecords: ParsedPublicRecord[];
  statements: { bureau?: Bureau; text: string; date?: string }[];
  alerts: { borrowers: string[]; bureau?: Bureau; type: string; text: string }[];
  errors: { code?: string; text: string; bureau?: Bureau }[];
}

// ---- MISMO 2.3.1 / 2.4 ----

const LIABILITY_FIELDS: (keyof LiabilityFields)[] = [
  'AccountIdentifier', 'AccountOpenedDate', 'AccountClosedDate', 'AccountReportedDate', 'AccountPaidDate', 'LastActivityDate',
  'LastPaymentDate', 'AccountStatusType', 'AccountType', 'AccountOwnershipType', 'CreditLoanType', 'CreditLoanTypeOtherDescription',
  'CreditBusinessType', 'CreditLimitAmount', 'HighCreditAmount', 'HighBalanceAmount', 'UnpaidBalanceAmount', 'PastDueAmount',
  'MonthlyPaymentAmount', 'ChargeOffAmount', 'ChargeOffDate', 'FirstDelinquencyDate', 'OriginalCreditorName', 'ConsumerDisputeIndicator',
];
const UNPREFIXED = new Set(['CreditLoanType', 'CreditLoanTypeOtherDescription', 'CreditBusinessType']);

const texts2 = (n: Node | undefined) => kids(n, '_Text').map((t) => (typeof t === 'string' ? t : clean((t as Node)['#text']) ?? '')).join(' ').trim();

function read2(response: Node, group: Node | undefined): Parsed {
  const repositories = (n: Node) => kids(n, 'CREDIT_REPOSITORY').flatMap((r) => bureauOf(attr(r, '_SourceType')) ?? []);
  const borrowerNodes = kids(response, 'BORROWER');
  const ordered = [...borrowerNodes].sort((a, b) => Number(attr(b, '_PrintPositionType') === 'Borrower') - Number(attr(a, '_PrintPositionType') === 'Borrower'));
  const borrowers = ordered.map((b, i) => ({ id: attr(b, 'BorrowerID') ?? attr(b, '_ID') ?? `B${i + 1}`, position: i + 1 }));

  const files: ParsedFile[] = kids(response, 'CREDIT_FILE').map((f) => {
    const bureau = bureauOf(attr(f, 'CreditRepositorySourceType'));
    const who = kids(f, '_BORROWER');
    return {
      id: attr(f, 'CreditFileID'),
      bureau,
      borrowers: ids(attr(f, 'BorrowerID')),
      status: attr(f, '_ResultStatusType'),
      messages: kids(f, 'CREDIT_ERROR_MESSAGE').map((m) => texts2(m) || attr(m, '_Code') || '').filter(Boolean),
      names: who.flatMap((w) => [
        [attr(w, '_FirstName'), attr(w, '_MiddleName'), attr(w, '_LastName'), attr(w, '_NameSuffix')].filter(Boolean).join(' ') || attr(w, '_UnparsedName') || '',
        ...kids(w, '_ALIAS').map((a) => attr(a, '_UnparsedName') ?? [attr(a, '_FirstName'), attr(a, '_MiddleName'), attr(a, '_LastName')].filter(Boolean).join(' ')),
      ]).filter(Boolean),
      birthDates: who.flatMap((w) => toDate(attr(w, '_BirthDate')) ?? []),
      ssns: who.flatMap((w) => attr(w, '_SSN') ?? []),
      residences: who.flatMap((w) => kids(w, '_RESIDENCE')).map((r) => ({
        street: attr(r, '_StreetAddress') ?? '', city: attr(r, '_City') ?? '', state: attr(r, '_State') ?? '', zipCode: attr(r, '_PostalCode') ?? '', reported: attr(r, '_ReportedDate'),
      })),
      employers: who.flatMap((w) => [...kids(w, '_EMPLOYER'), ...kids(w, 'EMPLOYER')]).flatMap((e) => attr(e, '_Name') ?? []),
      variations: kids(f, '_VARIATION').flatMap((v) => {
        const type = attr(v, '_Type');
        return type ? [{ type: type === 'Other' ? (attr(v, '_TypeOtherDescription') ?? type) : type, text: attr(v, '_Description') ?? (texts2(v) || undefined) }] : [];
      }),
      alerts: kids(f, '_ALERT_MESSAGE').map((a) => ({ type: attr(a, '_CategoryType') ?? attr(a, '_Type') ?? 'Other', text: texts2(a) || attr(a, '_Text') || '' })),
    };
  });

  const scores: ParsedScore[] = kids(response, 'CREDIT_SCORE').map((s) => {
    const type = attr(s, '_ModelNameType') ?? 'Other';
    return {
      bureau: bureauOf(attr(s, 'CreditRepositorySourceType')),
      fileId: attr(s, 'CreditFileID'),
      borrowers: ids(attr(s, 'BorrowerID') ?? attr(s, '_BorrowerID')),
      model: type === 'Other' ? (attr(s, '_ModelNameTypeOtherDescription') ?? type) : type,
      value: attr(s, '_Value'),
      date: attr(s, '_Date'),
      exclusion: attr(s, '_ExclusionReasonType'),
      factors: kids(s, '_FACTOR').map((f) => ({ code: attr(f, '_Code') ?? '', description: attr(f, '_Text') ?? texts2(f) })),
    };
  });

  const liabilities: ParsedLiability[] = kids(response, 'CREDIT_LIABILITY').map((l) => {
    const f: LiabilityFields = {};
    for (const name of LIABILITY_FIELDS) f[name] = attr(l, UNPREFIXED.has(name) ? name : `_${name}`);
    f.CollectionIndicator = attr(l, 'IsCollectionIndicator') ?? attr(l, '_CollectionIndicator');
    f.ChargeOffIndicator = attr(l, 'IsChargeoffIndicator') ?? attr(l, '_ChargeOffIndicator');
    const rating = kid(l, '_CURRENT_RATING');
    const highest = kid(l, '_HIGHEST_ADVERSE_RATING');
    const pattern = kid(l, '_PAYMENT_PATTERN');
    const creditor = kid(l, '_CREDITOR');
    return {
      bureaus: repositories(l),
      fileIds: ids(attr(l, 'CreditFileID')),
      borrowers: ids(attr(l, 'BorrowerID')),
      f,
      creditor: attr(creditor, '_Name') ?? attr(creditor, '_UnparsedName'),
      rating: attr(rating, '_Type'),
      highestAdverse: attr(highest, '_Type') ? { type: attr(highest, '_Type')!, date: attr(highest, '_Date') } : undefined,
      pattern: attr(pattern, '_Data') ? { data: attr(pattern, '_Data')!, start: attr(pattern, '_StartDate') } : undefined,
      comments: kids(l, 'CREDIT_COMMENT').map((c) => ({ type: attr(c, '_Type'), code: attr(c, '_Code'), text: texts2(c) || undefined })),
    };
  });

  const inquiries: ParsedInquiry[] = kids(response, 'CREDIT_INQUIRY').map((i) => ({
    bureaus: repositories(i),
    fileIds: ids(attr(i, 'CreditFileID')),
    borrowers: ids(attr(i, 'BorrowerID')),
    name: attr(i, '_Name'),
    date: attr(i, '_Date'),
    businessType: attr(i, 'CreditBusinessType'),
    rawIndustry: attr(i, '_RawIndustryText'),
  }));

  const publicRecords: ParsedPublicRecord[] = kids(response, 'CREDIT_PUBLIC_RECORD').map((p) => {
    const type = attr(p, '_Type');
    return {
      bureaus: repositories(p),
      fileIds: ids(attr(p, 'CreditFileID')),
      borrowers: ids(attr(p, 'BorrowerID')),
      type: type === 'Other' ? (attr(p, '_TypeOtherDescription') ?? type) : type,
      court: attr(p, '_CourtName'),
      docket: attr(p, '_DocketIdentifier'),
      filed: attr(p, '_FiledDate'),
      dispositionType: attr(p, '_DispositionType'),
      dispositionDate: attr(p, '_DispositionDate'),
      amount: attr(p, '_LegalObligationAmount'),
    };
  });

  const statements = kids(response, 'CREDIT_COMMENT')
    .filter((c) => attr(c, '_Type') === 'ConsumerStatement')
    .map((c) => ({ bureau: bureauOf(attr(c, '_SourceType')), text: texts2(c), date: attr(c, '_ReportedDate') }));

  const errors = [
    ...kids(response, 'CREDIT_ERROR_MESSAGE').map((m) => ({ code: attr(m, '_Code'), text: texts2(m) || attr(m, '_Code') || 'error', bureau: bureauOf(attr(m, '_SourceType')) })),
    ...kids(kid(group, 'RESPONSE'), 'STATUS')
      .filter((s) => /error|fail/i.test(attr(s, '_Condition') ?? ''))
      .map((s) => ({ code: attr(s, '_Code'), text: attr(s, '_Description') ?? attr(s, '_Condition') ?? 'error', bureau: undefined })),
  ];

  return {
    reference: attr(response, 'CreditReportIdentifier') ?? '',
    issued: attr(response, 'CreditReportFirstIssuedDate') ?? attr(kid(group, 'RESPONSE'), 'ResponseDateTime'),
    borrowers,
    files,
    scores,
    liabilities,
    inquiries,
    publicRecords,
    statements,
    alerts: kids(response, 'ALERT_MESSAGE').map((a) => ({ borrowers: ids(attr(a, 'BorrowerID')), type: attr(a, '_CategoryType') ?? attr(a, '_Type') ?? 'Other', text: texts2(a) })),
    errors,
  };
}

// ---- MISMO 3.4 ----

/** 3.4 names each data point after its container: CREDIT_LIABILITY_DETAIL/CreditLiabilityAccountOpenedDate. */
const LIABILITY_34: Partial<Record<keyof LiabilityFields, string>> = Object.fromEntries(
  LIABILITY_FIELDS.map((name) => [name, UNPREFIXED.has(name) ? name : `CreditLiability${name}`]),
);

/** The DEAL and SERVICE that hold the credit response (a message may carry other services first). */
function creditService(message: Node): { deal: Node; service: Node; response: Node } | undefined {
  for (const deal of descendants(message, 'DEAL')) {
    for (const service of kids(kid(deal, 'SERVICES'), 'SERVICE')) {
      const response = kid(service, 'CREDIT', 'CREDIT_RESPONSE');
      if (response) return { deal, service, response };
    }
  }
  return undefined;
}

function read34(message: Node): Parsed {
  const { deal, service, response } = creditService(message)!;
  const label = (n: Node | undefined) => attr(n, 'label');

  // xlink arcs, read both ways: an item is tied to whatever it is related to.
  const links = new Map<string, Set<string>>();
  for (const r of descendants(message, 'RELATIONSHIP')) {
    const from = attr(r, 'from');
    const to = attr(r, 'to');
    if (!from || !to) continue;
    for (const [a, b] of [[from, to], [to, from]] as const) links.set(a, (links.get(a) ?? new Set()).add(b));
  }
  const linked = (n: Node) => [...(links.get(label(n) ?? '') ?? [])];

  const roles = (kids(kid(deal, 'PARTIES'), 'PARTY'))
    .flatMap((p) => kids(kid(p, 'ROLES'), 'ROLE').map((r) => ({ p, r })))
    .filter(({ r }) => /borrower/i.test(text(kid(r, 'ROLE_DETAIL'), 'PartyRoleType') ?? ''));
  const sequence = (p: Node) => Number(attr(p, 'SequenceNumber') ?? 99);
  const borrowerRoles = [...roles].sort((a, b) => sequence(a.p) - sequence(b.p));
  const borrowers = borrowerRoles.map(({ r }, i) => ({ id: label(r) ?? `B${i + 1}`, position: i + 1 }));
  const borrowerIds = new Set(borrowers.map((b) => b.id));
  const borrowersOf = (n: Node) => linked(n).filter((l) => borrowerIds.has(l));

  const fileNodes = kids(kid(response, 'CREDIT_FILES'), 'CREDIT_FILE');
  const fileBureau = new Map<string, Bureau>();
  const repositories = (n: Node) => kids(kid(n, 'CREDIT_REPOSITORIES'), 'CREDIT_REPOSITORY').flatMap((r) => bureauOf(text(r, 'CreditRepositorySourceType')) ?? []);

  const files: ParsedFile[] = fileNodes.map((f) => {
    const bureau = bureauOf(data(f, 'CREDIT_FILE_DETAIL', 'CreditRepositorySourceType'));
    if (bureau && label(f)) fileBureau.set(label(f)!, bureau);
    const party = kid(f, 'PARTY');
    const name = kid(party, 'INDIVIDUAL', 'NAME');
    const fullName = text(name, 'FullName') ?? [text(name, 'FirstName'), text(name, 'MiddleName'), text(name, 'LastName'), text(name, 'SuffixName')].filter(Boolean).join(' ');
    const aliases = kids(kid(party, 'INDIVIDUAL', 'ALIASES'), 'ALIAS').map((a) => {
      const n = kid(a, 'NAME');
      return text(n, 'FullName') ?? [text(n, 'FirstName'), text(n, 'MiddleName'), text(n, 'LastName')].filter(Boolean).join(' ');
    });
    const birth = descendants(party, 'BorrowerBirthDate').map((b) => clean(b) ?? '');
    return {
      id: label(f),
      bureau,
      borrowers: borrowersOf(f),
      status: data(f, 'CREDIT_FILE_DETAIL', 'CreditFileResultStatusType'),
      messages: descendants(f, 'CREDIT_ERROR_MESSAGE').flatMap((m) => text(m, 'CreditErrorMessageText') ?? text(m, 'CreditErrorMessageCode') ?? []),
      names: [fullName, ...aliases].filter(Boolean),
      birthDates: birth.flatMap((b) => toDate(b) ?? []),
      ssns: descendants(party, 'TaxpayerIdentifierValue').flatMap((t) => clean(t) ?? []),
      residences: descendants(party, 'ADDRESS').map((a) => ({
        street: text(a, 'AddressLineText') ?? '', city: text(a, 'CityName') ?? '', state: text(a, 'StateCode') ?? '', zipCode: text(a, 'PostalCode') ?? '', reported: text(a, 'AddressReportedDate'),
      })),
      employers: descendants(party, 'EMPLOYER').flatMap((e) => text(kid(e, 'LEGAL_ENTITY', 'LEGAL_ENTITY_DETAIL'), 'FullName') ?? text(kid(e, 'NAME'), 'FullName') ?? []),
      variations: descendants(f, 'CREDIT_FILE_VARIATION').flatMap((v) => {
        const type = text(v, 'CreditFileVariationType');
        return type ? [{ type: type === 'Other' ? (text(v, 'CreditFileVariationTypeOtherDescription') ?? type) : type, text: text(v, 'CreditFileVariationDescription') }] : [];
      }),
      alerts: [],
    };
  });

  const bureausOf = (n: Node, own: Bureau[]) => (own.length ? own : linked(n).flatMap((l) => fileBureau.get(l) ?? []));

  const scores: ParsedScore[] = kids(kid(response, 'CREDIT_SCORES'), 'CREDIT_SCORE').map((s) => {
    const d = kid(s, 'CREDIT_SCORE_DETAIL');
    const type = text(d, 'CreditScoreModelNameType') ?? 'Other';
    const own = bureauOf(text(d, 'CreditRepositorySourceType'));
    return {
      bureau: bureausOf(s, own ? [own] : [])[0],
      borrowers: borrowersOf(s),
      model: type === 'Other' ? (text(d, 'CreditScoreModelNameTypeOtherDescription') ?? type) : type,
      value: text(d, 'CreditScoreValue'),
      date: text(d, 'CreditScoreDate'),
      exclusion: text(d, 'CreditScoreExclusionReasonType'),
      factors: kids(kid(s, 'CREDIT_SCORE_FACTORS'), 'CREDIT_SCORE_FACTOR').map((f) => ({ code: text(f, 'CreditScoreFactorCode') ?? '', description: text(f, 'CreditScoreFactorText') ?? '' })),
    };
  });

  const liabilities: ParsedLiability[] = kids(kid(response, 'CREDIT_LIABILITIES'), 'CREDIT_LIABILITY').map((l) => {
    const d = kid(l, 'CREDIT_LIABILITY_DETAIL');
    const f: LiabilityFields = {};
    for (const [name, element] of Object.entries(LIABILITY_34) as [keyof LiabilityFields, string][]) f[name] = text(d, element);
    f.CollectionIndicator = text(d, 'CreditLiabilityCollectionIndicator');
    f.ChargeOffIndicator = text(d, 'CreditLiabilityChargeOffIndicator');
    const highest = kid(l, 'CREDIT_LIABILITY_HIGHEST_ADVERSE_RATING');
    const pattern = kid(l, 'CREDIT_LIABILITY_PAYMENT_PATTERN');
    const creditor = kid(l, 'CREDIT_LIABILITY_CREDITOR');
    const patternData = text(pattern, 'CreditLiabilityPaymentPatternDataText');
    return {
      bureaus: bureausOf(l, repositories(l)),
      fileIds: [],
      borrowers: borrowersOf(l),
      f,
      creditor: text(kid(creditor, 'NAME'), 'FullName'),
      rating: text(kid(l, 'CREDIT_LIABILITY_CURRENT_RATING'), 'CreditLiabilityCurrentRatingType'),
      highestAdverse: text(highest, 'CreditLiabilityHighestAdverseRatingType')
        ? { type: text(highest, 'CreditLiabilityHighestAdverseRatingType')!, date: text(highest, 'CreditLiabilityHighestAdverseRatingDate') }
        : undefined,
      pattern: patternData ? { data: patternData, start: text(pattern, 'CreditLiabilityPaymentPatternStartDate') } : undefined,
      comments: kids(kid(l, 'CREDIT_COMMENTS'), 'CREDIT_COMMENT').map((c) => ({ type: text(c, 'CreditCommentType'), code: text(c, 'CreditCommentCode'), text: text(c, 'CreditCommentText') })),
    };
  });

  const inquiries: ParsedInquiry[] = kids(kid(response, 'CREDIT_INQUIRIES'), 'CREDIT_INQUIRY').map((i) => {
    const d = kid(i, 'CREDIT_INQUIRY_DETAIL');
    return {
      bureaus: bureausOf(i, repositories(i)),
      fileIds: [],
      borrowers: borrowersOf(i),
      name: text(kid(i, 'NAME'), 'FullName'),
      date: text(d, 'CreditInquiryDate'),
      businessType: text(d, 'CreditBusinessType'),
      rawIndustry: text(d, 'CreditInquiryRawIndustryText'),
    };
  });

  const publicRecords: ParsedPublicRecord[] = kids(kid(response, 'CREDIT_PUBLIC_RECORDS'), 'CREDIT_PUBLIC_RECORD').map((p) => {
    const d = kid(p, 'CREDIT_PUBLIC_RECORD_DETAIL');
    const type = text(d, 'CreditPublicRecordType');
    return {
      bureaus: bureausOf(p, repositories(p)),
      fileIds: [],
      borrowers: borrowersOf(p),
      type: type === 'Other' ? (text(d, 'CreditPublicRecordTypeOtherDescription') ?? type) : type,
      court: text(d, 'CreditPublicRecordCourtName'),
      docket: text(d, 'CreditPublicRecordDocketIdentifier'),
      filed: text(d, 'CreditPublicRecordFiledDate'),
      dispositionType: text(d, 'CreditPublicRecordDispositionType'),
      dispositionDate: text(d, 'CreditPublicRecordDispositionDate'),
      amount: text(d, 'CreditPublicRecordLegalObligationAmount'),
    };
  });

  const statements = kids(kid(response, 'CREDIT_COMMENTS'), 'CREDIT_COMMENT')
    .filter((c) => text(c, 'CreditCommentType') === 'ConsumerStatement')
    .map((c) => ({ bureau: bureauOf(text(c, 'CreditCommentSourceType')), text: text(c, 'CreditCommentText') ?? '', date: text(c, 'CreditCommentReportedDate') }));

  const alerts = descendants(response, 'CREDIT_RESPONSE_ALERT_MESSAGE').map((a) => ({
    borrowers: borrowersOf(a),
    bureau: bureauOf(text(a, 'CreditRepositorySourceType')) ?? linked(a).flatMap((l) => fileBureau.get(l) ?? [])[0],
    type: text(a, 'CreditResponseAlertMessageCategoryType') ?? text(a, 'CreditResponseAlertMessageType') ?? 'Other',
    text: text(a, 'CreditResponseAlertMessageText') ?? '',
  }));

  const errors = [
    ...kids(kid(response, 'CREDIT_ERROR_MESSAGES'), 'CREDIT_ERROR_MESSAGE').map((m) => ({
      code: text(m, 'CreditErrorMessageCode'), text: text(m, 'CreditErrorMessageText') ?? text(m, 'CreditErrorMessageCode') ?? 'error', bureau: bureauOf(text(m, 'CreditErrorMessageSourceType')),
    })),
    ...kids(kid(service, 'STATUSES'), 'STATUS')
      .filter((s) => /error|fail/i.test(text(s, 'StatusConditionDescription') ?? ''))
      .map((s) => ({ code: text(s, 'StatusCode'), text: text(s, 'StatusDescription') ?? text(s, 'StatusConditionDescription') ?? 'error', bureau: undefined })),
  ];

  const detail = kid(response, 'CREDIT_RESPONSE_DETAIL');
  return {
    reference: text(detail, 'CreditReportIdentifier') ?? '',
    issued: text(detail, 'CreditReportFirstIssuedDate'),
    borrowers,
    files,
    scores,
    liabilities,
    inquiries,
    publicRecords,
    statements,
    alerts,
    errors,
  };
}

// ---- From the intermediate shape to the CreditFile ----

/**
 * MISMO payment pattern codes (most recent month first) to the Metro 2 payment history profile: C current, N no
 * activity (Metro 2 has no such month: 'B'), X no data ('D'), 1-6 30-180 days late, 7 wage-earner plan (kept as
 * '7': Metro 2 says it through the bankruptcy indicator, not the profile), 8 repossession or foreclosure ('K' or 'H'
 * by the kind of loan), 9 collection or charge-off ('G' or 'L' by the account).
 */
function metro2Pattern(data: string, foreclosure: boolean, collection: boolean): string {
  const code: Record<string, string> = { C: '0', N: 'B', X: 'D', '8': foreclosure ? 'H' : 'K', '9': collection ? 'G' : 'L' };
  return [...data.toUpperCase()].map((c) => code[c] ?? c).join('');
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** Metro 2 portfolio type from MISMO's account type. */
const PORTFOLIO: Record<string, Tradeline['portfolioType']> = { Revolving: 'R', Installment: 'I', Mortgage: 'M', Open: 'O', CreditLine: 'C', LineOfCredit: 'C' };
/** Metro 2 ECOA code from MISMO's ownership type. */
const ECOA: Record<string, string> = {
  Individual: '1', JointContractualLiability: '2', JointParticipating: '2', Joint: '2', AuthorizedUser: '3', Comaker: '7', OnBehalfOf: '7',
  Maker: '1', Terminated: 'T', Deceased: 'X', Undesignated: 'U', CoMaker: '7',
};
/** Metro 2 account type from MISMO's loan type (the rest keep the loan type's name as their label). */
const ACCOUNT_TYPE: Record<string, string> = {
  Automobile: '00', AutoLoan: '00', Unsecured: '01', Secured: '02', PartiallySecured: '03', HomeImprovement: '04', InstallmentLoan: '06',
  ChargeAccount: '07', RealEstateSpecificTypeUnknown: '08', Educational: '12', StudentLoan: '12', Lease: '13', AutoLease: '3A', CheckCreditOrLineOfCredit: '15',
  LineOfCredit: '15', CreditCard: '18', SecuredCreditCard: '18', FHARealEstateMortgage: '19', NoteLoan: '20', Mortgage: '26', ConventionalRealEstateMortgage: '26',
  RealEstateMortgageWithoutOtherCollateral: '26', HomeEquityLineOfCredit: '89', HomeEquity: '89', Collection: '48', CollectionAttorney: '48', Medical: '90',
  MedicalDebt: '90', DebtCounseling: '91', UtilityCompany: '92', Telecommunications: '92', ChildSupport: '50', DebtBuyer: '48',
};
/** Metro 2 account type codes in words (Credit Reporting Resource Guide, field 8). */
export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  '00': 'Auto Loan', '01': 'Unsecured Loan', '02': 'Secured Loan', '04': 'Home Improvement Loan', '06': 'Installment Loan', '07': 'Charge Account',
  '12': 'Education Loan', '13': 'Lease', '15': 'Line of Credit', '18': 'Credit Card', '19': 'FHA Mortgage', '20': 'Note Loan', '26': 'Conventional Mortgage',
  '3A': 'Auto Lease', '48': 'Collection', '50': 'Child Support', '5A': 'Real Estate Loan', '89': 'Home Equity Line of Credit', '90': 'Medical Debt', '92': 'Utility',
};

const LATE_STATUS: Record<string, string> = { Late30Days: '71', Late60Days: '78', Late90Days: '80', LateOver120Days: '82' };
const PAID_WAS: Record<string, string> = { Collection: '62', Repossession: '63', ChargeOff: '64', Foreclosure: '65' };

interface Derived {
  accountStatus: string;
  paymentRating: string | null;
  collection: boolean;
}

/**
 * The Metro 2 account status from the rating *type* (never its one-character code, which vendors number
 * differently), the MISMO account status, the balance and the charge-off fields. A closed account that still owes
 * is never "paid": it closes to '13' only with a zero balance, or when the bureau itself says `Paid`.
 */
function deriveStatus(p: ParsedLiability, accountType: string, balanceCents: number, chargeOffCents: number | null): Derived {
  const rating = p.rating ?? 'NoDataAvailable';
  const status = p.f.AccountStatusType ?? 'Open';
  const mortgage = accountType === '26' || accountType === '19' || p.f.AccountType === 'Mortgage';
  const collectionAccount = accountType === '48' || yes(p.f.CollectionIndicator) || p.f.CreditBusinessType === 'CollectionServices';
  const chargedOff = yes(p.f.ChargeOffIndicator) || (chargeOffCents ?? 0) > 0;
  let kind: string;
  if (rating === 'CollectionOrChargeOff') kind = collectionAccount ? 'Collection' : 'ChargeOff';
  else if (rating === 'ForeclosureOrRepossession') kind = mortgage ? 'Foreclosure' : 'Repossession';
  else kind = rating;
  if (kind === 'AsAgreed' || kind === 'TooNew' || kind === 'NoDataAvailable' || kind === 'BankruptcyOrWageEarnerPlan' || kind === 'WageEarnerPlan') {
    // The rating says nothing adverse (a wage-earner plan is carried by `currentRatingType` and the pattern's '7').
    if (chargedOff) kind = 'ChargeOff';
    else if (collectionAccount) kind = 'Collection';
  }
  const closed = status === 'Closed' || status === 'Paid' || status === 'Refinanced';
  const collection = kind === 'Collection';
  if (status === 'Transferred') return { accountStatus: '05', paymentRating: null, collection };
  if (status === 'Paid' && PAID_WAS[kind]) return { accountStatus: PAID_WAS[kind]!, paymentRating: collection ? 'G' : kind === 'ChargeOff' ? 'L' : null, collection };
  if (LATE_STATUS[kind]) return { accountStatus: LATE_STATUS[kind]!, paymentRating: closed ? String(['Late30Days', 'Late60Days', 'Late90Days', 'LateOver120Days'].indexOf(kind) + 1) : null, collection };
  switch (kind) {
    case 'Collection':
      return { accountStatus: '93', paymentRating: 'G', collection };
    case 'ChargeOff':
      return { accountStatus: '97', paymentRating: 'L', collection };
    case 'Foreclosure':
      return { accountStatus: '94', paymentRating: 'H', collection };
    case 'Repossession':
      return { accountStatus: '96', paymentRating: 'K', collection };
    default:
      // The bureau's own "Paid" is kept even with a balance (that contradiction is for the analysis to show).
      return { accountStatus: status === 'Paid' || (closed && balanceCents === 0) ? '13' : '11', paymentRating: closed ? '0' : null, collection };
  }
}

function tradelines(p: ParsedLiability, fileBureau: Map<string, Bureau>, asOf: string): Tradeline[] {
  const bureaus = p.bureaus.length ? p.bureaus : p.fileIds.flatMap((id) => fileBureau.get(id) ?? []);
  const f = p.f;
  const furnisher = p.creditor ?? 'UNKNOWN';
  const accountNumberMasked = maskAccountNumber(f.AccountIdentifier);
  const dateOpened = toDate(f.AccountOpenedDate) ?? '1900-01-01';
  const loanType = f.CreditLoanType === 'Other' ? (f.CreditLoanTypeOtherDescription ?? 'Other') : f.CreditLoanType;
  const accountType = ACCOUNT_TYPE[loanType ?? ''] ?? (f.AccountType === 'Mortgage' ? '26' : '');
  const balanceCents = toCents(f.UnpaidBalanceAmount) ?? 0;
  const chargeOffCents = toCents(f.ChargeOffAmount);
  const derived = deriveStatus(p, accountType, balanceCents, chargeOffCents);
  const dateReported = toDate(f.AccountReportedDate) ?? toDate(asOf)!;
  const mortgage = accountType === '26' || f.AccountType === 'Mortgage';
  let history = '';
  if (p.pattern) {
    history = metro2Pattern(p.pattern.data, mortgage, derived.collection);
    // Align to the month reported: position 0 is `dateReported`'s month (months between are no data).
    const start = toDate(p.pattern.start);
    const shift = start ? monthIndex(dateReported) - monthIndex(start) : 0;
    history = shift > 0 ? 'D'.repeat(shift) + history : history.slice(-shift);
  }
  const comment = p.comments.find((c) => c.type === 'BureauRemarks' && c.code);
  const monthOnlyDates = (
    [['dateOpened', f.AccountOpenedDate], ['dateClosed', f.AccountClosedDate], ['dateLastPayment', f.LastPaymentDate], ['dateFirstDelinquency', f.FirstDelinquencyDate], ['dateReported', f.AccountReportedDate]] as const
  ).flatMap(([name, value]) => (monthOnly(value) ? [name] : []));
  return bureaus.map((bureau) => ({
    bureau,
    key: accountKey(furnisher, accountNumberMasked, dateOpened),
    furnisher,
    accountNumberMasked,
    portfolioType: PORTFOLIO[f.AccountType ?? ''] ?? 'O',
    accountType,
    accountTypeLabel: ACCOUNT_TYPE_LABELS[accountType] ?? loanType ?? 'Other',
    ecoaCode: ECOA[f.AccountOwnershipType ?? ''] ?? 'U',
    dateOpened,
    dateClosed: toDate(f.AccountClosedDate),
    dateLastPayment: toDate(f.LastPaymentDate),
    dateFirstDelinquency: toDate(f.FirstDelinquencyDate),
    dateReported,
    creditLimitCents: toCents(f.CreditLimitAmount),
    highCreditCents: toCents(f.HighCreditAmount) ?? toCents(f.HighBalanceAmount),
    balanceCents,
    pastDueCents: toCents(f.PastDueAmount) ?? 0,
    monthlyPaymentCents: toCents(f.MonthlyPaymentAmount),
    accountStatus: derived.accountStatus,
    paymentRating: derived.paymentRating,
    paymentHistory: history,
    specialComment: comment?.code ?? null,
    complianceConditionCode: yes(f.ConsumerDisputeIndicator) ? 'XB' : null,
    originalCreditor: f.OriginalCreditorName ?? null,
    soldTo: null,
    accountStatusType: f.AccountStatusType ?? null,
    currentRatingType: p.rating ?? null,
    highestAdverseRating: p.highestAdverse ? { type: p.highestAdverse.type, date: toDate(p.highestAdverse.date) } : null,
    chargeOffCents,
    dateChargedOff: toDate(f.ChargeOffDate),
    datePaid: toDate(f.AccountPaidDate),
    dateLastActivity: toDate(f.LastActivityDate),
    paymentPattern: p.pattern ? { data: p.pattern.data, startDate: toDate(p.pattern.start) } : null,
    monthOnlyDates: [...monthOnlyDates],
  }));
}

/** The per-bureau result as vendors spell it; anything unknown that names an error is an error. */
function outcomeOf(status: string | undefined): BureauOutcome {
  if (!status || /^FileReturned$/i.test(status)) return 'ok';
  if (/freeze|frozen/i.test(status)) return 'frozen';
  if (/error|unavailable|fail/i.test(status)) return 'unavailable';
  if (/nofile|nohit|norecord|notfound/i.test(status)) return 'no_hit';
  return 'unavailable';
}

/** Score values come as '00505', '+715', '715'; a value no model produces (0, 9001-9999) is a reject code. */
function scoreOf(s: ParsedScore): { value: number } | { code: string | null; reason: string } {
  const raw = s.value?.replace(/^\+/, '');
  if (s.exclusion) return { code: raw && /^\d+$/.test(raw) && !isScore(Number(raw)) ? String(Number(raw)) : null, reason: s.exclusion };
  if (!raw || !/^-?\d+$/.test(raw)) return { code: raw ?? null, reason: raw ? `Not a score value: ${raw}` : 'No score value' };
  const n = Number(raw);
  return isScore(n) ? { value: n } : { code: String(n).padStart(4, '0'), reason: `Reject code ${String(n).padStart(4, '0')}` };
}
const isScore = (n: number) => Number.isInteger(n) && n >= 150 && n <= 999;

/** Score ranges by the model's name as sent (MISMO carries no range); every model read here is on 300-850. */
const RANGES: Record<string, { min: number; max: number }> = {};
const rangeOf = (model: string) => RANGES[model] ?? { min: 300, max: 850 };

const ALERT_KINDS: [RegExp, CreditAlert['kind']][] = [
  [/hawk/i, 'hawk'],
  [/address.?discrepanc|facta.?address|AddressMismatch/i, 'address_discrepancy'],
  [/active.?duty|military/i, 'active_duty'],
  [/fraud|identity.?theft|victim/i, 'fraud'],
  [/freeze|frozen/i, 'freeze'],
  [/deceased|death/i, 'deceased'],
  [/ssn|social.?security/i, 'ssn'],
];
const alertKind = (type: string, text: string): CreditAlert['kind'] => ALERT_KINDS.find(([re]) => re.test(type) || re.test(text))?.[1] ?? 'other';
const VARIATION_KINDS: [RegExp, IdentityVariation['kind']][] = [[/birth/i, 'birth_date'], [/ssn|social/i, 'ssn'], [/address|residence/i, 'address'], [/name/i, 'name']];
const variationKind = (type: string): IdentityVariation['kind'] => VARIATION_KINDS.find(([re]) => re.test(type))?.[1] ?? 'other';

/** Inquiries the standard cannot tell apart: promotional, account-review and disclosure inquiries are soft by the vendor's words. */
const SOFT_INQUIRY = /promot|account.?review|\bAR\b|\bPRM\b|consumer.?disclosure|soft|prescreen/i;

export interface MapOptions {
  /** Which borrower of a joint file is the client: 1 (the borrower, the default), 2 (the co-borrower)... */
  borrower?: number;
}

function parse(raw: string): Parsed {
  const trimmed = raw.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new UnreadableCreditResponse('the response is empty');
  if (!trimmed.startsWith('<')) throw new UnreadableCreditResponse('the response is not XML');
  if (/<!DOCTYPE|<!ENTITY/i.test(trimmed)) throw new UnreadableCreditResponse('the response declares a DOCTYPE or entities, which a credit response never does');
  const valid = XMLValidator.validate(trimmed);
  if (valid !== true) throw new UnreadableCreditResponse(`the XML is not well formed (line ${valid.err.line}: ${valid.err.msg})`);
  const doc = parser.parse(trimmed) as Node;
  const group = kid(doc, 'RESPONSE_GROUP');
  const response2 = kid(group, 'RESPONSE', 'RESPONSE_DATA', 'CREDIT_RESPONSE') ?? kid(doc, 'CREDIT_RESPONSE');
  if (response2) return read2(response2, group);
  const message = kid(doc, 'MESSAGE');
  if (message && creditService(message)) return read34(message);
  // A vendor error response has a status but no credit response.
  const status = [...kids(kid(group, 'RESPONSE'), 'STATUS')].find((s) => /error|fail/i.test(attr(s, '_Condition') ?? ''));
  if (status) throw new CreditVendorError(`the vendor answered with an error: ${[attr(status, '_Code'), attr(status, '_Description')].filter(Boolean).join(' ')}`, attr(status, '_Code') ?? null);
  const root = Object.keys(doc).find((k) => !k.startsWith('?')) ?? 'nothing';
  throw new UnreadableCreditResponse(`not a MISMO credit response: the document is ${root}, with no CREDIT_RESPONSE (2.x RESPONSE_GROUP/RESPONSE/RESPONSE_DATA or 3.4 MESSAGE/DEAL_SETS/.../CREDIT)`);
}

/**
 * Maps one MISMO credit response; `pulledAt` is when it was received (ISO 8601 UTC). Throws `UnreadableCreditResponse`
 * for anything that is not a readable credit response and `CreditVendorError` for a vendor's error response.
 */
export function mapCreditResponse(raw: string, pulledAt: string, provider: string, options: MapOptions = {}): CreditFile {
  const p = parse(raw);
  const hasData = p.files.length + p.scores.length + p.liabilities.length + p.inquiries.length + p.publicRecords.length > 0;
  if (p.errors.length > 0 && !hasData) {
    const e = p.errors[0]!;
    throw new CreditVendorError(`the vendor answered with an error: ${[e.code, e.text].filter(Boolean).join(' ')}`, e.code ?? null);
  }

  // The client's borrower; an item tied to no borrower belongs to the only one there is.
  const wanted = options.borrower ?? 1;
  const chosen = p.borrowers.find((b) => b.position === wanted);
  if (!chosen && (wanted !== 1 || p.borrowers.length > 1)) {
    throw new UnreadableCreditResponse(`there is no borrower ${wanted} in this response (it has ${p.borrowers.length})`);
  }
  const mine = (item: { borrowers: string[] }) => !chosen || item.borrowers.length === 0 || item.borrowers.includes(chosen.id);

  const files = p.files.filter(mine);
  const fileBureau = new Map(files.flatMap((f) => (f.id && f.bureau ? [[f.id, f.bureau] as const] : [])));
  const liabilities = p.liabilities.filter(mine);
  const scoresIn = p.scores.filter(mine).map((s) => ({ ...s, bureau: s.bureau ?? (s.fileId ? fileBureau.get(s.fileId) : undefined) }));
  const inquiriesIn = p.inquiries.filter(mine);
  const recordsIn = p.publicRecords.filter(mine);

  const lines = liabilities.flatMap((l) => tradelines(l, fileBureau, pulledAt));
  const bureausWithData = new Set<Bureau>([
    ...lines.map((l) => l.bureau),
    ...scoresIn.flatMap((s) => s.bureau ?? []),
    ...inquiriesIn.flatMap((i) => (i.bureaus.length ? i.bureaus : i.fileIds.flatMap((id) => fileBureau.get(id) ?? []))),
  ]);

  const bureaus = BUREAUS.map((b) => {
    const f = files.find((x) => x.bureau === b);
    const errors = p.errors.filter((e) => e.bureau === b).map((e) => e.text);
    if (!f) {
      // No CREDIT_FILE: a bureau with data answered (2.3.1 files often list no CREDIT_FILE); else it did not.
      if (bureausWithData.has(b)) return { bureau: b, outcome: 'ok' as const };
      return errors.length ? { bureau: b, outcome: 'unavailable' as const, resultStatus: 'Error', message: errors.join(' ') } : { bureau: b, outcome: 'unavailable' as const };
    }
    const messages = [...f.messages, ...errors];
    return {
      bureau: b,
      outcome: outcomeOf(f.status),
      ...(f.status ? { resultStatus: f.status } : {}),
      ...(messages.length ? { message: messages.join(' ') } : {}),
    };
  });

  const scores: BureauScore[] = [];
  const scoreExclusions: ScoreExclusion[] = [];
  for (const s of scoresIn) {
    if (!s.bureau) continue;
    const read = scoreOf(s);
    if ('value' in read) {
      scores.push({ bureau: s.bureau, model: s.model, value: read.value, range: rangeOf(s.model), reasonCodes: s.factors, date: toDate(s.date) ?? pulledAt.slice(0, 10) });
    } else scoreExclusions.push({ bureau: s.bureau, model: s.model, reason: read.reason, code: read.code });
  }

  const isCollection = (t: Tradeline) => t.accountType === '48' || t.accountStatus === '93' || t.accountStatus === '62';

  const inquiries: Inquiry[] = inquiriesIn.flatMap((i) => {
    const date = toDate(i.date);
    const bureausOfInquiry = i.bureaus.length ? i.bureaus : i.fileIds.flatMap((id) => fileBureau.get(id) ?? []);
    if (!date) return [];
    const soft = SOFT_INQUIRY.test(`${i.rawIndustry ?? ''} ${i.businessType ?? ''}`);
    return bureausOfInquiry.map((bureau) => ({ bureau, subscriber: i.name ?? 'UNKNOWN', date, kind: soft ? ('soft' as const) : ('hard' as const) }));
  });

  const publicRecords: PublicRecord[] = recordsIn.flatMap((r) => {
    const dateFiled = toDate(r.filed);
    const bureausOfRecord = r.bureaus.length ? r.bureaus : r.fileIds.flatMap((id) => fileBureau.get(id) ?? []);
    if (!dateFiled) return [];
    return bureausOfRecord.map((bureau) => ({
      bureau,
      kind: snake(r.type ?? 'Other'),
      type: r.type ?? 'Other',
      court: r.court ?? '',
      referenceMasked: maskAccountNumber(r.docket),
      dateFiled,
      dateResolved: toDate(r.dispositionDate),
      status: r.dispositionType ?? 'Unknown',
      amountCents: toCents(r.amount),
    }));
  });

  const consumerStatements = p.statements.flatMap((s) => {
    const date = toDate(s.date);
    return s.bureau && s.text && date ? [{ bureau: s.bureau, text: s.text, date }] : [];
  });

  const variations: IdentityVariation[] = files.flatMap((f) =>
    f.bureau ? f.variations.map((v) => ({ bureau: f.bureau!, kind: variationKind(v.type), type: v.type, text: v.text ? (variationKind(v.type) === 'ssn' ? maskAccountNumber(v.text) : v.text) : null })) : [],
  );
  const alerts: CreditAlert[] = [
    ...files.flatMap((f) => f.alerts.map((a) => ({ bureau: f.bureau ?? null, kind: alertKind(a.type, a.text), type: a.type, text: a.text }))),
    ...p.alerts.filter(mine).map((a) => ({ bureau: a.bureau ?? null, kind: alertKind(a.type, a.text), type: a.type, text: a.text })),
  ];

  return {
    provider,
    providerReference: p.reference,
    pulledAt,
    bureaus,
    scores,
    scoreExclusions,
    tradelines: lines.filter((t) => !isCollection(t)),
    collections: lines.filter(isCollection),
    inquiries,
    publicRecords,
    consumerStatements,
    personal: personal(files),
    variations,
    alerts,
  };
}

/** The date the response was issued (YYYY-MM-DD), when it says: the default "as of" of the credit:analyze command. */
export function issuedDate(raw: string): string | null {
  return toDate(parse(raw).issued);
}

function personal(files: ParsedFile[]): PersonalInformation {
  const merge = <T extends object>(list: (T & { bureaus: Bureau[] })[], item: T, b: Bureau, same: (a: T) => boolean) => {
    const found = list.find(same);
    if (found) {
      if (!found.bureaus.includes(b)) found.bureaus.push(b);
    } else list.push({ ...item, bureaus: [b] });
  };
  const out: PersonalInformation = { names: [], addresses: [], birthDates: [], employers: [], ssnLast4: [] };
  for (const f of files) {
    const b = f.bureau;
    if (!b || outcomeOf(f.status) !== 'ok') continue;
    for (const raw of f.names) {
      const value = raw.toUpperCase().replace(/\s+/g, ' ');
      merge(out.names, { value }, b, (x) => x.value === value);
    }
    for (const value of f.birthDates) merge(out.birthDates, { value }, b, (x) => x.value === value);
    // Only the last four digits are kept: the identity check compares them, and no SSN is stored.
    for (const ssn of f.ssns) {
      const digits = ssn.replace(/\D/g, '');
      if (digits.length >= 4) merge(out.ssnLast4!, { value: digits.slice(-4) }, b, (x) => x.value === digits.slice(-4));
    }
    for (const r of f.residences) {
      const address = {
        street: r.street.toUpperCase().replace(/\s+/g, ' '),
        city: r.city.toUpperCase(),
        state: r.state.toUpperCase(),
        zipCode: r.zipCode.slice(0, 5),
        firstReported: toDate(r.reported),
      };
      merge(out.addresses, address, b, (x) => x.street === address.street && x.zipCode === address.zipCode);
    }
    for (const raw of f.employers) {
      const value = raw.toUpperCase();
      merge(out.employers, { value }, b, (x) => x.value === value);
    }
  }
  return out;
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
