import { creditFile, type Bureau, type CreditFile, type Inquiry, type PublicRecord, type Tradeline } from '../../lambdas/contract/credit.js';
import type { ClientAnswer } from '../../lambdas/contract/analysis.js';
import type { AnalysisInput } from '../../lambdas/domain/analysis/rules.js';

/** Hand-built credit files for the monitoring tests: one card at every bureau, scores 650-652, nothing else unless given. */
export const card = (bureau: Bureau, over: Partial<Tradeline> = {}): Tradeline => ({
  bureau,
  key: 'capital-one-1234-2015-03',
  furnisher: 'CAPITAL ONE',
  accountNumberMasked: 'XXXX1234',
  portfolioType: 'R',
  accountType: '18',
  accountTypeLabel: 'Credit card',
  ecoaCode: '1',
  dateOpened: '2015-03-10',
  dateClosed: null,
  dateLastPayment: '2026-10-01',
  dateFirstDelinquency: null,
  dateReported: '2026-10-15',
  creditLimitCents: 500_000,
  highCreditCents: 200_000,
  balanceCents: 120_000,
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
});

export const ALL: Bureau[] = ['equifax', 'experian', 'transunion'];

export const file = (over: Partial<CreditFile> = {}): CreditFile =>
  creditFile.parse({
    provider: 'sandbox',
    providerReference: 'ref-1',
    pulledAt: '2026-10-15T12:00:00.000Z',
    bureaus: ALL.map((bureau) => ({ bureau, outcome: 'ok' })),
    scores: ALL.map((bureau, i) => ({ bureau, model: 'VantageScore 3.0', value: 650 + i, range: { min: 300, max: 850 }, reasonCodes: [], date: '2026-10-15' })),
    tradelines: ALL.map((b) => card(b)),
    collections: [],
    inquiries: [],
    publicRecords: [],
    consumerStatements: [],
    personal: { names: [], addresses: [], birthDates: [], employers: [] },
    ...over,
  });

export const withScore = (f: CreditFile, bureau: Bureau, value: number): CreditFile => ({ ...f, scores: f.scores.map((s) => (s.bureau === bureau ? { ...s, value } : s)) });
export const hard = (bureau: Bureau, subscriber = 'CHASE AUTO FINANCE', date = '2026-11-02'): Inquiry => ({ bureau, subscriber, date, kind: 'hard' });
export const collection = (bureau: Bureau): Tradeline =>
  card(bureau, { key: 'midland-9876', furnisher: 'MIDLAND CREDIT MGMT', accountNumberMasked: 'XXXX9876', portfolioType: 'O', accountType: '48', accountStatus: '93', originalCreditor: 'SYNCHRONY BANK' });
export const bankruptcy = (bureau: Bureau): PublicRecord => ({
  bureau,
  kind: 'bankruptcy_chapter_7',
  court: 'US Bankruptcy Court, Ohio',
  referenceMasked: 'XXXX4411',
  dateFiled: '2026-09-30',
  dateResolved: null,
  status: 'filed',
  amountCents: null,
});

// ---- For the analysis rules (test/lambdas/domain/analysis/**) ----

/** The client's profile as the rules read it. */
export const CLIENT: NonNullable<AnalysisInput['client']> = { fullName: 'Jane Q Typical', street: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', employerName: 'Acme Logistics Inc' };
export const analysisInput = (f: CreditFile, over: Partial<AnalysisInput> = {}): AnalysisInput => ({ file: f, earlier: [], client: CLIENT, confirmations: {}, disputes: [], ...over });
/** The client's answer to a finding's question, as the server records it. */
export const answered = (accurate: boolean, wording = accurate ? 'It is right' : 'It is wrong'): ClientAnswer => ({ accurate, question: 'The question', wording, at: '2026-10-16T09:30:00.000Z' });

/** An original creditor's card, charged off in 2024 with $1,180 owed (Synchrony). */
export const chargedOffOriginal = (bureau: Bureau, over: Partial<Tradeline> = {}): Tradeline =>
  card(bureau, {
    key: 'synchrony-5555',
    furnisher: 'SYNCHRONY BANK',
    accountNumberMasked: 'XXXX5555',
    accountStatus: '97',
    paymentRating: 'L',
    dateClosed: '2024-03-15',
    dateFirstDelinquency: '2023-09-01',
    balanceCents: 118_000,
    pastDueCents: 118_000,
    highCreditCents: 118_000,
    creditLimitCents: 150_000,
    paymentHistory: 'LLLLLLLLLLLLLLLLLLL65432',
    ...over,
  });

/** A collector's account of the Synchrony debt (Midland), $1,180, delinquent since 2023-09. */
export const collectorOf = (bureau: Bureau, over: Partial<Tradeline> = {}): Tradeline =>
  card(bureau, {
    key: 'midland-9876',
    furnisher: 'MIDLAND CREDIT MGMT',
    accountNumberMasked: 'XXXX9876',
    portfolioType: 'O',
    accountType: '48',
    accountTypeLabel: 'Collection',
    accountStatus: '93',
    originalCreditor: 'SYNCHRONY BANK',
    dateOpened: '2024-06-01',
    dateFirstDelinquency: '2023-09-01',
    balanceCents: 118_000,
    highCreditCents: 118_000,
    creditLimitCents: null,
    pastDueCents: 118_000,
    paymentHistory: '',
    ...over,
  });
