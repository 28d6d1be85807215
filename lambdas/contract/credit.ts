// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { identityMismatch, pullSubjectView } from './identity.js';
// The texts and plain constants are zod-free (contract/credit-messages.ts), so code that needs only them bundles no schema.
import { BUREAUS, bureauNames, BUREAU_OUTCOMES, CREDIT_PULL_CONSENT, creditMessages, mismatchLines, bureauList, CREDIT_CHANGE_KINDS, creditAlertMessages, type CreditChangeKind } from './credit-messages.js';
export { BUREAUS, bureauNames, BUREAU_OUTCOMES, CREDIT_PULL_CONSENT, creditMessages, mismatchLines, bureauList, CREDIT_CHANGE_KINDS, creditAlertMessages, type CreditChangeKind };

/**
 * Credit reports (docs/credit.md). Three layers, one source each:
 * - the pull request the Authorize Credit Pull modal sends (`creditPullRequest`, the spec's messages verbatim);
 * - the normalised `CreditFile` one mapper makes from a provider's raw MISMO credit response (2.3.1/2.4 or 3.4),
 *   named after Metro 2 fields; the analysis, disputes and offers of the next issues read it (kept in S3 with the raw file);
 * - the `creditReportView` the dashboard shows, computed from the file by lambdas/domain and kept in the table.
 * Money is integer cents; dates are ISO 8601 (calendar dates YYYY-MM-DD, instants in UTC).
 */

// ---- Bureaus ----

export const bureau = z.enum(BUREAUS);
export type Bureau = z.infer<typeof bureau>;

export const bureauOutcome = z.enum(BUREAU_OUTCOMES);
export type BureauOutcome = z.infer<typeof bureauOutcome>;

const calendarDate = z.iso.date();
const instant = z.iso.datetime();
const cents = z.number().int();

// ---- The pull (the Authorize Credit Pull modal, spec sections 2, 5, 8) ----

/**
 * The modal's fields: only the SSN and the written instruction. The subject's name, date of birth and
 * address are the client's verified identity, read on the server (contract/identity.ts); a request
 * cannot name anyone. The SSN leaves the server only to the provider; the consent record keeps its last four.
 */
export const creditPullRequest = z.strictObject(
  {
    ssn: z.string().regex(/^\d{9}$/, 'Full SSN (9 digits) is required'),
    consent: z.literal(true, creditMessages.consentRequired),
    consentVersion: z.string().min(1, creditMessages.consentRequired),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? creditMessages.subjectNotAccepted : undefined) },
);
export type CreditPullRequest = z.infer<typeof creditPullRequest>;

// ---- The normalised credit file (Metro 2 names) ----

/** A bureau that answered but gave no score for a model: an exclusion or reject code (never a score value). */
export const scoreExclusion = z.object({
  bureau,
  /** The model as the vendor named it. */
  model: z.string(),
  /** Why, in the vendor's words or code: 'InsufficientCredit', 'Deceased', '9002'... */
  reason: z.string(),
  /** The reject code when the vendor sent one in place of the value ('9001'-'9003', '0000'...). */
  code: z.string().nullable(),
});
export type ScoreExclusion = z.infer<typeof scoreExclusion>;

/** A bureau's file differs from the identity asked for (MISMO `_VARIATION`): a question for the client, never an error by itself. */
export const IDENTITY_VARIATION_KINDS = ['name', 'address', 'birth_date', 'ssn', 'other'] as const;
export const identityVariation = z.object({
  bureau,
  kind: z.enum(IDENTITY_VARIATION_KINDS),
  /** The vendor's type as sent ('DifferentBirthDate'...). */
  type: z.string(),
  /** What the bureau has, when the vendor says (masked for an SSN). */
  text: z.string().nullable(),
});
export type IdentityVariation = z.infer<typeof identityVariation>;

/** Alert messages the vendor sends with the file (FACTA address discrepancy, fraud and active-duty alerts, HAWK...). */
export const CREDIT_ALERT_KINDS = ['address_discrepancy', 'fraud', 'active_duty', 'hawk', 'freeze', 'deceased', 'ssn', 'other'] as const;
export const creditAlert = z.object({
  /** Null when the vendor does not say which bureau. */
  bureau: bureau.nullable(),
  kind: z.enum(CREDIT_ALERT_KINDS),
  /** The vendor's type or category as sent. */
  type: z.string(),
  text: z.string(),
});
export type CreditAlert = z.infer<typeof creditAlert>;

export const bureauScore = z.object({
  bureau,
  /** The scoring model by name: 'VantageScore 3.0', 'FICO Score 8'... */
  model: z.string(),
  value: z.number().int(),
  range: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The score's reason codes, most important first, as the bureau gave them. */
  reasonCodes: z.array(z.object({ code: z.string(), description: z.string() })),
  /** The date the score was computed. */
  date: calendarDate,
});
export type BureauScore = z.infer<typeof bureauScore>;

/** Metro 2 portfolio type: C line of credit, I installment, M mortgage, O open, R revolving. */
export const PORTFOLIO_TYPES = ['C', 'I', 'M', 'O', 'R'] as const;

/** One bureau's copy of one account (a tradeline or a collection). The same account at each bureau shares `key`. */
export const tradeline = z.object({
  bureau,
  /** Links the same account across bureaus (furnisher + account number + opened month, normalised). */
  key: z.string(),
  furnisher: z.string(),
  /** Never the full number: last four digits behind X's, as bureaus print it. */
  accountNumberMasked: z.string(),
  portfolioType: z.enum(PORTFOLIO_TYPES),
  /** Metro 2 account type code ('18' credit card, '00' auto, '01' unsecured, '26' conventional mortgage, '48' collection...) */
  accountType: z.string(),
  accountTypeLabel: z.string(),
  /** Metro 2 ECOA code: '1' individual, '2' joint, '3' authorized user... */
  ecoaCode: z.string(),
  dateOpened: calendarDate,
  dateClosed: calendarDate.nullable(),
  dateLastPayment: calendarDate.nullable(),
  /** Date of first delinquency: starts the 7-year reporting period (FCRA §605(c)). */
  dateFirstDelinquency: calendarDate.nullable(),
  /** As of when the bureau has the figures. */
  dateReported: calendarDate,
  creditLimitCents: cents.nullable(),
  highCreditCents: cents.nullable(),
  balanceCents: cents,
  pastDueCents: cents,
  monthlyPaymentCents: cents.nullable(),
  /** Metro 2 account status: '11' current, '13' paid or closed, '71'-'84' 30-180 days late, '93' collection, '97' charged off... */
  accountStatus: z.string(),
  /** Metro 2 payment rating for closed or paid accounts ('0' current, '1'-'6' late, 'G' collection, 'L' charge-off), else null. */
  paymentRating: z.string().nullable(),
  /**
   * Metro 2 payment history profile, most recent month first, the first character being the month of `dateReported`
   * ('0' current, '1'-'6' late, 'B' no history, 'D' no data, 'G' collection, 'L' charge-off, 'H' foreclosure,
   * 'K' repossession, '7' wage-earner plan). As long as the bureau sent it: often 24 months, sometimes 48 or more.
   */
  paymentHistory: z.string(),
  specialComment: z.string().nullable(),
  /** Metro 2 compliance condition code ('XB' disputed, 'XH' dispute resolved...), null when none. */
  complianceConditionCode: z.string().nullable(),
  /** For a collection or a sold debt: who the debt was first owed to. */
  originalCreditor: z.string().nullable(),
  /** Who bought the account, when the furnisher sold it. */
  soldTo: z.string().nullable(),
  // What the MISMO response said, kept as sent (absent in files stored before the mapper read them).
  /** MISMO account status: 'Open', 'Closed', 'Paid', 'Frozen', 'Refinanced', 'Transferred'. */
  accountStatusType: z.string().nullable().optional(),
  /** MISMO current rating type ('AsAgreed', 'Late30Days', 'CollectionOrChargeOff', 'BankruptcyOrWageEarnerPlan'...). */
  currentRatingType: z.string().nullable().optional(),
  /** MISMO highest adverse rating type and its date, when the bureau reports one. */
  highestAdverseRating: z.object({ type: z.string(), date: calendarDate.nullable() }).nullable().optional(),
  /** The original charge-off amount (Metro 2 field 24, MISMO _ChargeOffAmount): what the creditor wrote off; matches a collector's debt to it. */
  chargeOffCents: cents.nullable().optional(),
  dateChargedOff: calendarDate.nullable().optional(),
  datePaid: calendarDate.nullable().optional(),
  dateLastActivity: calendarDate.nullable().optional(),
  /** The MISMO payment pattern as sent (C N X 1-6 7 8 9), most recent first, starting at `startDate`. */
  paymentPattern: z.object({ data: z.string(), startDate: calendarDate.nullable() }).nullable().optional(),
  /** The dates the bureau gave to the month only (stored as the first of the month). */
  monthOnlyDates: z.array(z.enum(['dateOpened', 'dateClosed', 'dateLastPayment', 'dateFirstDelinquency', 'dateReported'])).optional(),
  // Added for the analysis rules (optional, so mappers that do not read them stay valid):
  /** Metro 2 consumer information indicator: 'A'-'D' bankruptcy petition (ch. 7, 11, 12, 13), 'E'-'H' discharged, 'I'-'L' dismissed... */
  consumerInformationIndicator: z.string().nullable().optional(),
  /** A medical debt (Metro 2 K1 creditor classification '02' medical/health care, or the vendor's medical indicator). */
  medical: z.boolean().optional(),
});
export type Tradeline = z.infer<typeof tradeline>;

export const inquiry = z.object({
  bureau,
  subscriber: z.string(),
  date: calendarDate,
  /** hard: an application (counts against the score); soft: promotional, account review, our own pull. */
  kind: z.enum(['hard', 'soft']),
});
export type Inquiry = z.infer<typeof inquiry>;

export const publicRecord = z.object({
  bureau,
  /** The MISMO type in snake case: 'bankruptcy_chapter_7', 'bankruptcy_chapter_13', 'judgment', 'tax_lien_federal', 'tax_lien_state'... */
  kind: z.string(),
  /** The MISMO type as sent ('BankruptcyChapter7', 'TaxLienFederal', 'Judgment'...); absent in files stored before. */
  type: z.string().optional(),
  court: z.string(),
  referenceMasked: z.string(),
  dateFiled: calendarDate,
  dateResolved: calendarDate.nullable(),
  status: z.string(),
  amountCents: cents.nullable(),
});
export type PublicRecord = z.infer<typeof publicRecord>;

export const consumerStatement = z.object({ bureau, text: z.string(), date: calendarDate });
export type ConsumerStatement = z.infer<typeof consumerStatement>;

const reportedBy = { bureaus: z.array(bureau).min(1) };
export const personalInformation = z.object({
  names: z.array(z.object({ value: z.string(), ...reportedBy })),
  addresses: z.array(
    z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), firstReported: calendarDate.nullable(), ...reportedBy }),
  ),
  birthDates: z.array(z.object({ value: calendarDate, ...reportedBy })),
  employers: z.array(z.object({ value: z.string(), ...reportedBy })),
  // Added for the mixed-file check (optional, additive):
  /** Bureaus whose file shows a Social Security number other than the one of the pull (the vendor's SSN variation); never the number. */
  ssnVariations: z.array(z.object(reportedBy)).optional(),
  /** Bureaus whose file carries a deceased indicator for the client. */
  deceased: z.array(bureau).optional(),
  /** The last four digits of the SSN each bureau's file carries (absent where the response has none). */
  ssnLast4: z.array(z.object({ value: z.string(), ...reportedBy })).optional(),
});
export type PersonalInformation = z.infer<typeof personalInformation>;

export const creditFile = z.object({
  /** The provider's name ('sandbox', 'array', 'bloom'...) and its reference for this report. */
  provider: z.string(),
  providerReference: z.string(),
  pulledAt: instant,
  bureaus: z.array(
    z.object({
      bureau,
      outcome: bureauOutcome,
      /** The vendor's per-bureau result as sent ('FileReturned', 'NoFileReturnedCreditFreeze', 'ErrorReported'...). */
      resultStatus: z.string().optional(),
      /** The vendor's error or status text for this bureau, when it sent one. */
      message: z.string().optional(),
    }),
  ),
  scores: z.array(bureauScore),
  /** Models a bureau did not score (absent in files stored before). */
  scoreExclusions: z.array(scoreExclusion).optional(),
  tradelines: z.array(tradeline),
  collections: z.array(tradeline),
  inquiries: z.array(inquiry),
  publicRecords: z.array(publicRecord),
  consumerStatements: z.array(consumerStatement),
  personal: personalInformation,
  /** The identity variations each bureau's file shows (absent in files stored before). */
  variations: z.array(identityVariation).optional(),
  /** The alert messages sent with the file (absent in files stored before). */
  alerts: z.array(creditAlert).optional(),
});
export type CreditFile = z.infer<typeof creditFile>;

// ---- What the dashboard shows (computed from the file, kept in the table) ----

export const FACTOR_IMPACTS = ['positive', 'negative', 'neutral'] as const;
export const creditFactorView = z.object({
  title: z.string(),
  description: z.string(),
  impact: z.enum(FACTOR_IMPACTS),
  bureaus: z.array(bureau),
});
export type CreditFactorView = z.infer<typeof creditFactorView>;

export const creditAccountView = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  /** 'Good Standing', 'Late' or another status in words (spec section 3). */
  status: z.string(),
  balanceCents: cents,
  limitCents: cents.nullable(),
  openDate: calendarDate,
  /** balance / limit x 100, 0 when the limit is 0 or unknown (spec section 9). */
  utilization: z.number(),
  bureaus: z.array(bureau),
});
export type CreditAccountView = z.infer<typeof creditAccountView>;

export const bureauCardView = z.object({
  bureau,
  outcome: bureauOutcome,
  /** Null when the bureau gave no score. */
  score: z.object({ model: z.string(), value: z.number().int(), min: z.number().int(), max: z.number().int() }).nullable(),
  /** Against this bureau's score in the previous pull; null on the first pull or without a score. */
  pointsDifference: z.number().int().nullable(),
  rating: z.string().nullable(),
  lastUpdated: instant,
  nextUpdate: instant,
  availableCreditCents: cents,
  /** The oldest open or closed line's opening date, null without lines. */
  oldestCreditLine: calendarDate.nullable(),
  /** Hard inquiries in the last 12 months. */
  recentInquiries: z.number().int(),
  openAccounts: z.number().int(),
});
export type BureauCardView = z.infer<typeof bureauCardView>;

export const creditReportView = z.object({
  id: z.string(),
  pulledAt: instant,
  provider: z.string(),
  sandbox: z.boolean(),
  bureaus: z.array(bureauCardView),
  factors: z.array(creditFactorView),
  accounts: z.array(creditAccountView),
  /**
   * Where a bureau's file names someone else (name, date of birth, SSN last four or address differ from the
   * verified identity): the analysis stops and the case goes to staff. Absent or empty when all match.
   */
  identityMismatches: z.array(identityMismatch).optional(),
});
export type CreditReportView = z.infer<typeof creditReportView>;

/** One point of the score-history chart: one pull's score per bureau (null where the bureau gave none). */
export const scoreHistoryPoint = z.object({
  reportId: z.string(),
  pulledAt: instant,
  scores: z.object({ equifax: z.number().int().nullable(), experian: z.number().int().nullable(), transunion: z.number().int().nullable() }),
});
export type ScoreHistoryPoint = z.infer<typeof scoreHistoryPoint>;

/** The dashboard's `credit` field: the latest report (null before the first pull) and every pull's scores, oldest first. */
export const dashboardCredit = z.object({
  latest: creditReportView.nullable(),
  history: z.array(scoreHistoryPoint),
  /** The current written-instruction text and version, so the modal shows what the server will record. */
  consent: z.object({ version: z.string(), text: z.string() }),
  /** True while the sandbox provider is configured (the modal shows `creditMessages.sandboxNotice`). */
  sandbox: z.boolean(),
  /** Who a pull names (the verified identity, read-only in the modal) and what is missing before the first pull. */
  subject: pullSubjectView,
});
export type DashboardCredit = z.infer<typeof dashboardCredit>;

/** `POST /api/credit/pull` answers the new report (201); `POST /api/credit/reset` answers 204. */
export const creditPullResponse = z.object({ report: creditReportView });
export type CreditPullResponse = z.infer<typeof creditPullResponse>;

// ---- Identity mismatches in words ----

// ---- Monitoring alerts: what changed between two monthly files ----
