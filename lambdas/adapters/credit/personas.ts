import type { Bureau, BureauOutcome } from '../../contract/credit.js';

/**
 * The sandbox bureau provider's test personas (docs/credit.md), chosen by the subject's LAST name,
 * case-insensitive: Clean, Thin, Frozen, Nohit, Partial; any other last name is Typical. Amounts are
 * whole dollars as bureaus report them, dates are months before the enrolment (the first pull), and
 * `months` lists the documented changes of the monthly monitoring refresh (month 1, 2, 3, and Typical's 4, after enrolment).
 */
export const PERSONAS = ['clean', 'thin', 'frozen', 'nohit', 'partial', 'typical'] as const;
export type PersonaName = (typeof PERSONAS)[number];

export function personaOf(lastName: string): PersonaName {
  const name = lastName.trim().toLowerCase();
  return (PERSONAS as readonly string[]).includes(name) && name !== 'typical' ? (name as PersonaName) : 'typical';
}

/** One account as the sandbox reports it; `perBureau` overrides a bureau's copy (how bureaus come to disagree). */
export interface AccountSpec {
  /** Stable within the persona: the account number is drawn from the seed and this id. */
  id: string;
  furnisher: string;
  portfolioType: 'C' | 'I' | 'M' | 'O' | 'R';
  /** Metro 2 account type. */
  accountType: string;
  ecoaCode: string;
  openedMonthsAgo: number;
  closedMonthsAgo?: number;
  lastPaymentMonthsAgo?: number;
  /** Date of first delinquency. */
  dofdMonthsAgo?: number;
  limit?: number;
  highCredit?: number;
  balance: number;
  pastDue?: number;
  monthlyPayment?: number;
  /** Metro 2 account status. */
  status: string;
  paymentRating?: string;
  /** MISMO payment pattern, most recent month first: C current, 1-6 30-180 days late, X no data, N no activity; G or L (written 9). */
  pattern: string;
  specialComment?: string;
  complianceCondition?: string;
  originalCreditor?: string;
  soldTo?: string;
  bureaus: readonly Bureau[];
  perBureau?: Partial<Record<Bureau, Partial<Omit<AccountSpec, 'id' | 'bureaus' | 'perBureau'>>>>;
}

export interface InquirySpec {
  bureau: Bureau;
  subscriber: string;
  /** Days before the enrolment (negative: after it, for monitoring months). */
  daysAgo: number;
  kind: 'hard' | 'soft';
  businessType: string;
}

export interface ScoreSpec {
  bureau: Bureau;
  model: 'VantageScore 3.0' | 'FICO Score 8';
  /** Before the identity's seed offset (0-39) is added; null when the model cannot score the file (the vendor sends a reject code). */
  base: number | null;
  reasons: readonly (readonly [code: string, text: string])[];
}

/** What changes N months after enrolment (cumulative: month 3 includes months 1 and 2). */
export interface MonthChange {
  /** Added to each bureau's scores this month, against the enrolment file. */
  scoreDelta: Record<Bureau, number>;
  newInquiries?: readonly InquirySpec[];
  newAccounts?: readonly AccountSpec[];
  /** Account ids no longer reported (deleted). */
  removedAccounts?: readonly string[];
  /** Accounts removed in an earlier month that these bureaus report again (a reinsertion, FCRA §611(a)(5)(B)). */
  reinsertedAccounts?: readonly { id: string; bureaus: readonly Bureau[] }[];
  /** Account changes from this month on, per bureau. */
  accountUpdates?: readonly { id: string; bureau: Bureau; change: Partial<AccountSpec> }[];
}

export interface Persona {
  name: PersonaName;
  outcomes: Record<Bureau, BureauOutcome>;
  scores: readonly ScoreSpec[];
  accounts: readonly AccountSpec[];
  inquiries: readonly InquirySpec[];
  statements: readonly { bureau: Bureau; text: string; daysAgo: number }[];
  /** Addresses the bureaus report beyond the one the client gave. */
  otherAddresses: readonly { street: string; city: string; state: string; zipCode: string; bureaus: readonly Bureau[] }[];
  employers: readonly { name: string; bureaus: readonly Bureau[] }[];
  months: readonly MonthChange[];
}

const ALL: readonly Bureau[] = ['equifax', 'experian', 'transunion'];
const OK: Record<Bureau, BureauOutcome> = { equifax: 'ok', experian: 'ok', transunion: 'ok' };
const C24 = 'C'.repeat(24);
const small = (e: number, x: number, t: number): MonthChange => ({ scoreDelta: { equifax: e, experian: x, transunion: t } });

const VANTAGE_REASONS = {
  utilization: ['10', 'Proportion of balances to credit limits on bank/national revolving accounts is too high'],
  delinquency: ['18', 'Number of accounts with delinquency'],
  recentDelinquency: ['06', 'Time since delinquency is too recent or unknown'],
  inquiries: ['08', 'Too many inquiries in the last 12 months'],
  young: ['14', 'Length of time accounts have been established'],
  few: ['12', 'Lack of recent revolving account information'],
  installment: ['32', 'Lack of recent installment loan information'],
  collections: ['20', 'Serious delinquency, and public record or collection filed'],
} as const;

const CLEAN_ACCOUNTS: readonly AccountSpec[] = [
  { id: 'amex', furnisher: 'AMERICAN EXPRESS', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 218, lastPaymentMonthsAgo: 0, limit: 18000, highCredit: 6200, balance: 740, monthlyPayment: 35, status: '11', pattern: C24, bureaus: ALL },
  { id: 'chase', furnisher: 'JPMCB CARD SERVICES', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 146, lastPaymentMonthsAgo: 0, limit: 12000, highCredit: 3100, balance: 410, monthlyPayment: 25, status: '11', pattern: C24, bureaus: ALL },
  { id: 'mortgage', furnisher: 'WELLS FARGO HOME MTG', portfolioType: 'M', accountType: '26', ecoaCode: '2', openedMonthsAgo: 109, lastPaymentMonthsAgo: 0, highCredit: 310000, balance: 226400, monthlyPayment: 1890, status: '11', pattern: C24, bureaus: ALL },
  { id: 'auto', furnisher: 'TOYOTA MOTOR CREDIT', portfolioType: 'I', accountType: '00', ecoaCode: '1', openedMonthsAgo: 98, closedMonthsAgo: 38, lastPaymentMonthsAgo: 38, highCredit: 27500, balance: 0, status: '13', paymentRating: '0', pattern: C24, bureaus: ALL },
];

const CLEAN: Persona = {
  name: 'clean',
  outcomes: OK,
  scores: [
    { bureau: 'equifax', model: 'VantageScore 3.0', base: 781, reasons: [VANTAGE_REASONS.installment] },
    { bureau: 'equifax', model: 'FICO Score 8', base: 790, reasons: [VANTAGE_REASONS.installment] },
    { bureau: 'experian', model: 'VantageScore 3.0', base: 776, reasons: [VANTAGE_REASONS.installment] },
    { bureau: 'transunion', model: 'VantageScore 3.0', base: 784, reasons: [VANTAGE_REASONS.installment] },
  ],
  accounts: CLEAN_ACCOUNTS,
  inquiries: [{ bureau: 'experian', subscriber: 'CAPITAL ONE', daysAgo: 40, kind: 'soft', businessType: 'Promotional' }],
  statements: [],
  otherAddresses: [],
  employers: [{ name: 'NORTHWIND TRADERS', bureaus: ['equifax', 'experian'] }],
  // Small score moves only, below the alert threshold; nothing new.
  months: [small(4, -3, 2), small(6, -1, 3), small(5, 2, 4)],
};

const THIN: Persona = {
  name: 'thin',
  outcomes: OK,
  // Equifax has the file but too little history to score it: a reject code, never a score.
  scores: [
    { bureau: 'equifax', model: 'VantageScore 3.0', base: null, reasons: [] },
    { bureau: 'experian', model: 'VantageScore 3.0', base: 590, reasons: [VANTAGE_REASONS.young, VANTAGE_REASONS.installment, VANTAGE_REASONS.few] },
    { bureau: 'transunion', model: 'VantageScore 3.0', base: 584, reasons: [VANTAGE_REASONS.young, VANTAGE_REASONS.installment] },
  ],
  accounts: [
    { id: 'secured', furnisher: 'DISCOVER BANK', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 7, lastPaymentMonthsAgo: 0, limit: 500, highCredit: 220, balance: 120, monthlyPayment: 25, status: '11', pattern: 'CCCCCCC', bureaus: ALL },
  ],
  inquiries: [{ bureau: 'experian', subscriber: 'DISCOVER BANK', daysAgo: 220, kind: 'hard', businessType: 'Banking' }],
  statements: [],
  otherAddresses: [],
  employers: [],
  months: [small(0, 3, 2), small(0, 5, 4), small(0, 8, 6)],
};

const FROZEN: Persona = {
  name: 'frozen',
  outcomes: { equifax: 'frozen', experian: 'frozen', transunion: 'frozen' },
  scores: [],
  accounts: [],
  inquiries: [],
  statements: [],
  otherAddresses: [],
  employers: [],
  months: [],
};

const NOHIT: Persona = { ...FROZEN, name: 'nohit', outcomes: { equifax: 'no_hit', experian: 'no_hit', transunion: 'no_hit' } };

const TWO: readonly Bureau[] = ['equifax', 'experian'];
const PARTIAL: Persona = {
  name: 'partial',
  outcomes: { equifax: 'ok', experian: 'ok', transunion: 'unavailable' },
  scores: [
    { bureau: 'equifax', model: 'VantageScore 3.0', base: 688, reasons: [VANTAGE_REASONS.utilization, VANTAGE_REASONS.installment] },
    { bureau: 'experian', model: 'VantageScore 3.0', base: 679, reasons: [VANTAGE_REASONS.utilization, VANTAGE_REASONS.inquiries] },
  ],
  accounts: [
    { ...CLEAN_ACCOUNTS[0]!, balance: 7400, bureaus: TWO },
    { ...CLEAN_ACCOUNTS[1]!, balance: 5200, bureaus: TWO },
  ],
  inquiries: [{ bureau: 'experian', subscriber: 'SYNCHRONY BANK', daysAgo: 95, kind: 'hard', businessType: 'Banking' }],
  statements: [],
  otherAddresses: [],
  employers: [],
  months: [small(2, -4, 0), small(3, -2, 0), small(5, 1, 0)],
};

/**
 * Typical: a realistic mixed file holding every case the analysis needs:
 * - `capone` is reported with different balances and status by Equifax and Experian (Experian: 30 days late);
 * - `oldcard` is a charge-off whose date of first delinquency is over 7 years before the pull (past its reporting period);
 * - `midland` is a collection duplicating the charged-off `creditone` (same debt, both still with a balance);
 * - `santander` is reported paid and closed, yet Equifax still shows a balance;
 * - `discover` was closed 24 months ago and shows a 30-day late mark 10 months ago (after closure);
 * - TransUnion reports an address the client did not give.
 */
const TYPICAL: Persona = {
  name: 'typical',
  outcomes: OK,
  scores: [
    { bureau: 'equifax', model: 'VantageScore 3.0', base: 642, reasons: [VANTAGE_REASONS.collections, VANTAGE_REASONS.utilization, VANTAGE_REASONS.recentDelinquency, VANTAGE_REASONS.inquiries] },
    { bureau: 'equifax', model: 'FICO Score 8', base: 651, reasons: [VANTAGE_REASONS.collections, VANTAGE_REASONS.utilization] },
    { bureau: 'experian', model: 'VantageScore 3.0', base: 628, reasons: [VANTAGE_REASONS.delinquency, VANTAGE_REASONS.collections, VANTAGE_REASONS.utilization, VANTAGE_REASONS.inquiries] },
    { bureau: 'transunion', model: 'VantageScore 3.0', base: 636, reasons: [VANTAGE_REASONS.collections, VANTAGE_REASONS.delinquency, VANTAGE_REASONS.utilization] },
  ],
  accounts: [
    {
      id: 'capone', furnisher: 'CAPITAL ONE', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 104, lastPaymentMonthsAgo: 0,
      limit: 3000, highCredit: 2950, balance: 1240, monthlyPayment: 40, status: '11', pattern: C24, bureaus: ALL,
      perBureau: { experian: { balance: 1610, pastDue: 45, status: '71', pattern: '1' + C24.slice(1), dofdMonthsAgo: 1 } },
    },
    { id: 'chase', furnisher: 'JPMCB CARD SERVICES', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 62, lastPaymentMonthsAgo: 0, limit: 8000, highCredit: 4300, balance: 2100, monthlyPayment: 63, status: '11', pattern: C24, bureaus: ALL },
    { id: 'ally', furnisher: 'ALLY FINANCIAL', portfolioType: 'I', accountType: '00', ecoaCode: '1', openedMonthsAgo: 37, lastPaymentMonthsAgo: 0, highCredit: 24000, balance: 14200, monthlyPayment: 452, status: '11', pattern: C24, bureaus: ALL },
    {
      id: 'discover', furnisher: 'DISCOVER BANK', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 80, closedMonthsAgo: 24, lastPaymentMonthsAgo: 25,
      limit: 2500, highCredit: 1900, balance: 0, status: '13', paymentRating: '1', pattern: 'XXXXXXXXXX1' + 'X'.repeat(13), bureaus: ['equifax', 'transunion'],
    },
    {
      id: 'oldcard', furnisher: 'SYNCB/OLD NAVY', portfolioType: 'R', accountType: '07', ecoaCode: '1', openedMonthsAgo: 130, closedMonthsAgo: 92, lastPaymentMonthsAgo: 98, dofdMonthsAgo: 97,
      limit: 800, highCredit: 790, balance: 640, pastDue: 640, status: '97', paymentRating: 'L', pattern: 'LLLLLLLLLLLLLLLLLLLLLLLL', bureaus: ['transunion'],
    },
    {
      id: 'creditone', furnisher: 'CREDIT ONE BANK', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: 58, closedMonthsAgo: 26, lastPaymentMonthsAgo: 33, dofdMonthsAgo: 32,
      limit: 1000, highCredit: 1180, balance: 1180, pastDue: 1180, status: '97', paymentRating: 'L', pattern: 'LLLLLLLLLLLLLLLLLLLLLLL654321CCC', bureaus: ['experian', 'transunion'],
    },
    {
      id: 'midland', furnisher: 'MIDLAND CREDIT MANAGEMENT', portfolioType: 'O', accountType: '48', ecoaCode: '1', openedMonthsAgo: 20, dofdMonthsAgo: 32,
      highCredit: 1180, balance: 1180, pastDue: 1180, status: '93', paymentRating: 'G', pattern: 'GGGGGGGGGGGGGGGGGGGG', originalCreditor: 'CREDIT ONE BANK', bureaus: ['experian', 'transunion'],
      perBureau: { experian: { complianceCondition: 'XB' } },
    },
    {
      id: 'santander', furnisher: 'SANTANDER CONSUMER USA', portfolioType: 'I', accountType: '00', ecoaCode: '1', openedMonthsAgo: 74, closedMonthsAgo: 14, lastPaymentMonthsAgo: 14,
      highCredit: 16500, balance: 0, status: '13', paymentRating: '0', pattern: C24, bureaus: ['equifax', 'experian'],
      perBureau: { equifax: { balance: 310 } },
    },
  ],
  inquiries: [
    { bureau: 'experian', subscriber: 'CAPITAL ONE', daysAgo: 120, kind: 'hard', businessType: 'Banking' },
    { bureau: 'transunion', subscriber: 'CARMAX AUTO FINANCE', daysAgo: 270, kind: 'hard', businessType: 'Automotive' },
    { bureau: 'equifax', subscriber: 'VERIZON WIRELESS', daysAgo: 460, kind: 'hard', businessType: 'Utilities' },
    { bureau: 'transunion', subscriber: 'CREDIT KARMA', daysAgo: 60, kind: 'soft', businessType: 'Promotional' },
  ],
  statements: [{ bureau: 'experian', text: 'The Midland Credit Management account is disputed by the consumer.', daysAgo: 50 }],
  otherAddresses: [{ street: '4410 W ELM ST APT 2', city: 'SPRINGFIELD', state: 'IL', zipCode: '62704', bureaus: ['transunion'] }],
  employers: [{ name: 'ACME LOGISTICS', bureaus: ['equifax'] }],
  months: [
    // Month 1: a new hard inquiry at Experian and Experian's score falls 27 points.
    { scoreDelta: { equifax: 3, experian: -27, transunion: -2 }, newInquiries: [{ bureau: 'experian', subscriber: 'DISCOVER BANK', daysAgo: -20, kind: 'hard', businessType: 'Banking' }] },
    // Month 2: the card that inquiry was for opens (Equifax and Experian report it).
    {
      scoreDelta: { equifax: 5, experian: -22, transunion: 1 },
      newAccounts: [{ id: 'discover2', furnisher: 'DISCOVER BANK', portfolioType: 'R', accountType: '18', ecoaCode: '1', openedMonthsAgo: -1, lastPaymentMonthsAgo: -2, limit: 2500, highCredit: 300, balance: 300, monthlyPayment: 25, status: '11', pattern: 'C', bureaus: ['equifax', 'experian'] }],
    },
    // Month 3: the collection is deleted at both bureaus, and the Chase card is reported 30 days late at Equifax.
    {
      scoreDelta: { equifax: 12, experian: -14, transunion: 6 },
      removedAccounts: ['midland'],
      accountUpdates: [{ id: 'chase', bureau: 'equifax', change: { status: '71', pastDue: 85, pattern: '1' + C24.slice(1), dofdMonthsAgo: -2 } }],
    },
    // Month 4: Experian reports the deleted collection again (a reinsertion: the client's dispute raises the alert).
    { scoreDelta: { equifax: 12, experian: -31, transunion: 6 }, reinsertedAccounts: [{ id: 'midland', bureaus: ['experian'] }] },
  ],
};

export const PERSONA_DATA: Record<PersonaName, Persona> = { clean: CLEAN, thin: THIN, frozen: FROZEN, nohit: NOHIT, partial: PARTIAL, typical: TYPICAL };
