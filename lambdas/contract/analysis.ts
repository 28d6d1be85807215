// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { bureau } from './credit.js';
import { DISPUTE_REASONS } from './disputes.js';
import { creditGoal } from './goals.js';
// The texts and plain constants are zod-free (contract/analysis-messages.ts), so code that needs only them bundles no schema.
import { ANALYSIS_STAGES, evidenceFieldLabels, analysisMessages } from './analysis-messages.js';
export { ANALYSIS_STAGES, evidenceFieldLabels, analysisMessages };

/**
 * The credit-file analysis (docs/analysis.md). Rules in lambdas/domain/analysis/** read a
 * `CreditFile` and return findings; each finding names its rule, the report lines it rests on and why.
 * The recommendation panel (spec: Analysis, Personalized Action Plan, Expected Timeline) and the
 * projected score are built from the findings; nothing here is canned. Money is integer cents, dates ISO 8601.
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime();
const cents = z.number().int();

export const FINDING_RULES = [
  /** A negative item past its FCRA §605 reporting period (7 years from 180 days after the DOFD; bankruptcies 10). */
  'obsolete_negative',
  /** The same account reported differently across bureaus (status, balance, dates, late counts, open/closed). */
  'cross_bureau_mismatch',
  /** A date of first delinquency that differs between bureaus or pulls, or is later than the first late mark. */
  'reaged_delinquency',
  /** A balance on an account reported paid or settled. */
  'balance_on_paid_account',
  /** A past-due amount on an account reported current. */
  'past_due_on_current_account',
  /** Late marks reported after the account was closed. */
  'late_after_closure',
  /** One debt counted twice: original creditor and collector both with a balance, or two collectors. */
  'duplicate_debt',
  /** A name, address or employer the client did not give (the client confirms whether it is theirs). */
  'unrecognised_personal_info',
  /** A hard inquiry (the client confirms whether they applied). */
  'unrecognised_inquiry',
  /** A dispute flag (Metro 2 XB) still shown after the investigation ended. */
  'stale_dispute_flag',
  /** Revolving utilisation over 30% (per card and overall): the pay-down to 30% and to 10%. */
  'high_utilization',
  /** Fewer than the accounts scoring models need for a full file. */
  'thin_file',
  /** Hard inquiries in the last 12 months. */
  'recent_hard_inquiries',
  /** A derogatory account (collection, charge-off, repossession...) reported without its date of first delinquency. */
  'derogatory_without_dofd',
  /** A collector's date of first delinquency later than the original creditor's (re-aging across furnishers). */
  'reaged_by_collector',
  /** A second birth date, an SSN variation or a deceased indicator: another person's data may be mixed in. */
  'mixed_file',
  /** An account the client is only an authorized user on, and that hurts the file (the client may ask to remove it). */
  'authorized_user_account',
  /** An open card reported without its credit limit (scores then read the balance against the high balance or nothing). */
  'card_without_limit',
  /** A balance on an account the same bureau reports discharged in bankruptcy. */
  'balance_after_bankruptcy',
  /** A balance on an account the same bureau reports sold or transferred. */
  'balance_on_transferred_account',
  /** A medical collection the nationwide bureaus no longer report (paid, under a year old, under $500). */
  'medical_collection_not_reportable',
] as const;
export const findingRule = z.enum(FINDING_RULES);
export type FindingRule = z.infer<typeof findingRule>;

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const priority = z.enum(PRIORITIES);
export type Priority = z.infer<typeof priority>;

/**
 * One line of the report a finding rests on, as the bureau shows it: which item (a tradeline or collection
 * by its `key`, an inquiry, a public record, a personal-information entry), at which bureau, which field and
 * what the bureau reports there. The client's dashboard and the dispute letter quote these.
 */
export const evidence = z.object({
  item: z.enum(['tradeline', 'collection', 'inquiry', 'public_record', 'personal']),
  /** The tradeline/collection key; for others a stable reference the rule makes (e.g. `inquiry:<subscriber>:<date>`). */
  ref: z.string(),
  bureau,
  /** The Metro 2 field in our `CreditFile` names ('balanceCents', 'accountStatus', 'dateFirstDelinquency'...). */
  field: z.string(),
  /** What the bureau reports, in words ('$1,240.00', '30 days late', '2019-03-01'). */
  reported: z.string(),
});
export type Evidence = z.infer<typeof evidence>;

/**
 * A question to the client: `accurate` is the answer that says the report is right (the finding is then dropped),
 * `inaccurate` the one that says it is wrong (the finding becomes a dispute resting on that answer).
 */
export const findingQuestion = z.object({ text: z.string(), accurate: z.string(), inaccurate: z.string() });
export type FindingQuestion = z.infer<typeof findingQuestion>;

/** The client's answer as recorded: which, the question and answer exactly as they were worded, and when. */
export const clientAnswer = z.object({ accurate: z.boolean(), question: z.string(), wording: z.string(), at: instant });
export type ClientAnswer = z.infer<typeof clientAnswer>;

export const finding = z.object({
  /** Stable across runs over the same file: `<rule>:<subject ref>`. */
  id: z.string(),
  rule: findingRule,
  priority,
  title: z.string(),
  /** Why it matters and what the law or the reporting convention says, in plain words. */
  explanation: z.string(),
  /** The account or item in words ('CAPITAL ONE ····4821', 'Inquiry by ABC AUTO on 2026-02-11'). */
  subject: z.string(),
  /** The tradeline/collection key when the finding is about one account (the dispute modal links it). */
  accountKey: z.string().nullable(),
  bureaus: z.array(bureau).min(1),
  evidence: z.array(evidence).min(1),
  /**
   * Set when a dispute to the bureaus is the remedy: the reason the 'File New Dispute' modal preselects, what the
   * item should say, and the bureaus to dispute with (those whose copy is wrong; all that report it when unclear).
   */
  dispute: z
    .object({ reason: z.enum(DISPUTE_REASONS), correction: z.string(), bureaus: z.array(bureau).min(1) })
    .nullable(),
  /**
   * True while the finding waits for the client's answer to `question`: only the client can know whether the item is
   * accurate (a difference between bureaus, a late, an account or inquiry they may not recognise, a mixed-file
   * variation). Such a finding has no `dispute` until they answer that it is wrong.
   */
  needsConfirmation: z.boolean(),
  /** What the client is asked, in plain words, and the wording of the two answers; null when the file alone proves the finding. */
  question: findingQuestion.nullable(),
  /** The client's answer the finding now rests on (set once they said the item is wrong: the dispute quotes it). */
  answer: clientAnswer.nullable(),
  /** The model's estimate for this finding alone, in points (domain/analysis/projection.ts); 0 when none. */
  estimatedPoints: z.object({ low: z.number().int(), high: z.number().int() }),
});
export type Finding = z.infer<typeof finding>;

/** One negative item's FCRA §605 removal date (the client's obsolescence calendar). */
export const obsolescenceEntry = z.object({
  ref: z.string(),
  subject: z.string(),
  /** 'collection', 'charge-off', 'late payments', 'bankruptcy (chapter 7)'... */
  kind: z.string(),
  bureaus: z.array(bureau).min(1),
  /** The date the period runs from (the DOFD, or the filing date for a public record). */
  from: calendarDate,
  /** The date it must leave the report. */
  removeBy: calendarDate,
  /** True when `removeBy` is on or before the pull date: still reported, it is a finding. */
  overdue: z.boolean(),
});
export type ObsolescenceEntry = z.infer<typeof obsolescenceEntry>;

export const utilizationLine = z.object({
  /** Null for the overall line. */
  accountKey: z.string().nullable(),
  name: z.string(),
  balanceCents: cents,
  limitCents: cents,
  /** balance / limit × 100, one decimal. */
  percent: z.number(),
  /** What to pay down to bring it under 30% and under 10% (0 when already under). */
  payDownTo30Cents: cents,
  payDownTo10Cents: cents,
});
export type UtilizationLine = z.infer<typeof utilizationLine>;

/** One item of the Personalized Action Plan. */
export const actionItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority,
  /** The impact in words ('High impact: about 15-40 points (estimate)'). */
  impact: z.string(),
  findingIds: z.array(z.string()),
});
export type ActionItem = z.infer<typeof actionItem>;

/**
 * One bureau's estimated range: its score now and what the disputes to that bureau (findings the file proves or the
 * client confirmed) could move it to. A dispute with one bureau moves that bureau's score only.
 */
export const bureauProjection = z.object({
  bureau,
  score: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  /** How many disputes to this bureau the range counts. */
  disputes: z.number().int(),
});
export type BureauProjection = z.infer<typeof bureauProjection>;

/** The projected score: an estimate from a documented model (docs/analysis.md), never a promise (CROA). */
export const projection = z.object({
  /** What the panel shows: a range per scored bureau (empty for an analysis made before ranges per bureau). */
  bureaus: z.array(bureauProjection).default([]),
  /** The middle of the bureaus' scores (the one a mortgage lender uses); null without a score. */
  baseScore: z.number().int().nullable(),
  /** The middle of the bureaus' lows and of their highs. */
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  /** The spec's score_projection (the middle of that range) and improvement_potential (projection − base): data, never a headline. */
  score: z.number().int().nullable(),
  improvementPotential: z.number().int(),
  modelVersion: z.string(),
});
export type Projection = z.infer<typeof projection>;

export const analysisView = z.object({
  id: z.string(),
  reportId: z.string(),
  createdAt: instant,
  /** The spec's analysis text, built from the findings. */
  summary: z.string(),
  /** The optional language-model restatement (Amazon Bedrock, off unless configured); null when off or failed. */
  narrative: z.string().nullable(),
  projection,
  actions: z.array(actionItem),
  /** The spec's Expected Timeline, built from what the plan asks (disputes take 30-45 days; pay-downs show in 1-2 billing cycles). */
  timeline: z.array(z.object({ when: z.string(), what: z.string() })),
  findings: z.array(finding),
  obsolescence: z.array(obsolescenceEntry),
  utilization: z.object({ overall: utilizationLine.nullable(), cards: z.array(utilizationLine) }),
});
export type AnalysisView = z.infer<typeof analysisView>;

/** An analysis run: `POST /api/credit/analysis` answers 202 with it, `GET /api/credit/analysis/runs/{id}` its progress. */
export const analysisRun = z.object({
  id: z.string(),
  stage: z.enum(ANALYSIS_STAGES),
  /** 0-100, from the work actually done (rules checked of rules to check). */
  percent: z.number().int().min(0).max(100),
  /** Set when done. */
  analysis: analysisView.nullable(),
  /** Set when failed: a message for the client. */
  error: z.string().nullable(),
});
export type AnalysisRun = z.infer<typeof analysisRun>;

/**
 * The client answers a finding's question (`POST /api/credit/analysis/confirmations`): `accurate` true when the report
 * is right as far as they know (the finding goes), false when it is wrong (it becomes a dispute). The server records
 * the question and answer wording from the finding itself, with the time.
 */
export const findingConfirmation = z.object({
  findingId: z.string().min(1).max(500),
  accurate: z.boolean(),
});

/**
 * `GET /api/credit/analysis`: the newest analysis, null before the first, with its plan ordered for the client's goal
 * (contract/goals.ts), and the goal (null when none is set; absent from an older server's answer).
 */
export const latestAnalysisResponse = z.object({ analysis: analysisView.nullable(), goal: creditGoal.nullable().default(null) });
export type LatestAnalysisResponse = z.infer<typeof latestAnalysisResponse>;

/** `POST /api/credit/analysis` (202) and `GET /api/credit/analysis/runs/{id}` answer the run. */
export const analysisRunResponse = z.object({ run: analysisRun });
export type AnalysisRunResponse = z.infer<typeof analysisRunResponse>;

export const analysisRunParams = z.object({ id: pathId(64) });
export type FindingConfirmation = z.infer<typeof findingConfirmation>;
