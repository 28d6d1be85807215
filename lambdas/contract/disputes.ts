// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { adminMessages } from './messages.js';
import { decodeCursor, pageOf } from './admin.js';
import { bureau } from './credit.js';
import { disputeLadderView } from './dispute-ladder.js';
import { letterWordingView } from './letter-wording.js';
import { AFFIRMATION_WORDING, deskMessages, disputeMessages } from './dispute-messages.js';

/** The texts live in the zod-free dispute-messages.ts (server code that needs only them bundles no schema). */
export { AFFIRMATION_WORDING, deskMessages, disputeMessages };

/**
 * Disputes (docs/disputes.md): the client files one about an account on their report; letters go to each bureau
 * that reports it (FCRA §611); the staff's dispute desk marks them sent and records each bureau's result.
 * One dispute = one account (or personal-information entry) disputed with one or more bureaus; each bureau
 * is an "item" with its own clock and result. Money is integer cents; dates ISO 8601 (calendar dates YYYY-MM-DD).
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime();

/** The spec's eight reasons, word for word, in its order. */
export const DISPUTE_REASONS = [
  'Account not mine',
  'Incorrect balance reported',
  'Paid in full',
  'Incorrect payment history',
  'Account closed by consumer',
  'Duplicate account',
  'Incorrect personal information',
  'Other',
] as const;
export const disputeReason = z.enum(DISPUTE_REASONS);
export type DisputeReason = z.infer<typeof disputeReason>;

/** The spec's statuses; the desk moves a dispute pending → in_progress → resolved or rejected. */
export const DISPUTE_STATUSES = ['pending', 'in_progress', 'resolved', 'rejected'] as const;
export const disputeStatus = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof disputeStatus>;
/** Which status may follow which (the server refuses any other move with 409). */
export const DISPUTE_TRANSITIONS: Record<DisputeStatus, readonly DisputeStatus[]> = {
  pending: ['in_progress', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

/** A bureau's result for one item (FCRA §611(a)(6)); "verified" opens the method-of-verification request (§611(a)(7)). */
export const DISPUTE_RESULTS = ['deleted', 'updated', 'verified', 'frivolous'] as const;
export const disputeResult = z.enum(DISPUTE_RESULTS);
export type DisputeResult = z.infer<typeof disputeResult>;

/**
 * FCRA §611(a)(1): 30 days from the bureau's receipt to investigate, 45 when the consumer sends it more information
 * within those 30 days (a supplemental letter mailed, not a note typed in the app); 45 for a dispute after a free
 * annual disclosure (§612(a)(3)). The results are due 5 business days after the investigation ends (§611(a)(6)(A)).
 */
export const INVESTIGATION_DAYS = 30;
export const EXTENDED_INVESTIGATION_DAYS = 45;
export const FREE_DISCLOSURE_INVESTIGATION_DAYS = 45;
export const RESULTS_NOTICE_BUSINESS_DAYS = 5;
/** When tracking does not say, a letter is presumed received 5 business days after it was mailed. */
export const PRESUMED_DELIVERY_BUSINESS_DAYS = 5;
/** §611(a)(5)(B)(ii): a bureau that reinserts a deleted item notifies the consumer within 5 business days. */
export const REINSERTION_NOTICE_BUSINESS_DAYS = 5;

/** The dispute with one bureau. */
export const disputeItem = z.object({
  bureau,
  /** The date the letter was mailed (set by the desk); null while not sent. */
  sentAt: calendarDate.nullable(),
  /** The mail's tracking number, when the desk gave one. */
  trackingNumber: z.string().nullable(),
  /** The bureau's receipt: as the desk read it on the tracking, else presumed (mailing + 5 business days); null while not sent. */
  receivedAt: calendarDate.nullable(),
  receiptPresumed: z.boolean(),
  /** The end of the investigation: receipt + 30 days, or + 45 (`extended`); null while not sent. */
  dueAt: calendarDate.nullable(),
  /** 45 days: a supplemental letter mailed within the 30 days, or a dispute after a free annual disclosure. */
  extended: z.boolean(),
  /** The bureau's results are due 5 business days after `dueAt`. */
  resultsDueAt: calendarDate.nullable(),
  /** Computed on read: sent, no result, and today is after resultsDueAt. */
  overdue: z.boolean(),
  /** When the supplemental letter with the client's added information was mailed to this bureau. */
  supplementSentAt: calendarDate.nullable(),
  result: disputeResult.nullable(),
  respondedAt: calendarDate.nullable(),
  /** When the client asked for the method of verification (after "verified"). */
  verificationRequestedAt: instant.nullable(),
  /** When a later pull showed the deleted item again at this bureau. */
  reinsertedAt: instant.nullable(),
  /** The date of the bureau's written notice of the reinsertion, as the desk recorded it. */
  reinsertionNoticeAt: calendarDate.nullable(),
  /** The last day for that notice (5 business days after we saw the reinsertion); null without a reinsertion. */
  reinsertionNoticeDueAt: calendarDate.nullable(),
  /** Computed on read: reinserted and no notice by its due day (a ground for a consumer attorney's review). */
  reinsertionWithoutNotice: z.boolean(),
});
export type DisputeItem = z.infer<typeof disputeItem>;

/**
 * What the client affirmed before any letter about the dispute is produced: the statements a letter may make in their
 * voice, the wording they agreed to, when, and the documents they chose to enclose as evidence (a statement, a payoff
 * letter, a police or FTC report, uploaded through Documents). A letter says nothing about the client but this and what
 * the file shows.
 */
export const disputeAffirmation = z.object({
  statements: z.array(z.string()),
  wording: z.string(),
  at: instant,
  evidenceDocumentIds: z.array(z.string()),
});
export type DisputeAffirmation = z.infer<typeof disputeAffirmation>;

export const disputeView = z.object({
  id: z.string(),
  accountName: z.string(),
  /** The tradeline/collection key when filed from the report (letters then quote the bureaus' own lines). */
  accountKey: z.string().nullable(),
  findingId: z.string().nullable(),
  reason: disputeReason,
  description: z.string(),
  amountCents: z.number().int().nullable(),
  status: disputeStatus,
  createdAt: instant,
  updatedAt: instant,
  items: z.array(disputeItem).min(1),
  /** CROA §1679e: nothing is sent before the 3-business-day cancellation window closes. The first day letters may go. */
  earliestSendDate: calendarDate,
  /** The dispute follows a free annual disclosure (FCRA §612(a)(3)): the bureaus have 45 days. */
  afterFreeDisclosure: z.boolean(),
  /** What is new since a bureau verified this account (required to dispute it again); the letters state it. */
  newInformation: z.string().nullable(),
  /** Information the client added during the investigation; it extends the clock only once a supplemental letter carries it to the bureau. */
  addedInformation: z.array(z.object({ text: z.string(), addedAt: instant })),
  bureauResponse: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
  /** The escalation ladder after "verified" or no response (contract/dispute-ladder.ts), computed on read. */
  ladder: disputeLadderView,
  /** The client's affirmation (null until given: no letter is produced before it). */
  affirmation: disputeAffirmation.nullable(),
  /** The statements the client is asked to affirm (what the letters would say in their voice). */
  toAffirm: z.array(z.string()),
  /** Total: the letters the advisor reworded, both versions of the body and the client's approval (contract/letter-wording.ts). */
  letterWording: z.array(letterWordingView).optional(),
});
export type DisputeView = z.infer<typeof disputeView>;

/** `GET /api/disputes`: newest first, and this month's use against the plan's limit (null = unlimited). */
export const disputeList = z.object({
  disputes: z.array(disputeView),
  usage: z.object({ month: z.string(), used: z.number().int(), limit: z.number().int().nullable() }),
});
export type DisputeList = z.infer<typeof disputeList>;

const requiredText = (max: number) => z.string().trim().min(1, disputeMessages.required).max(max);

/** `POST /api/disputes` (the 'File New Dispute' modal). */
export const fileDisputeRequest = z.object({
  accountName: requiredText(200),
  reason: z.enum(DISPUTE_REASONS, disputeMessages.required),
  description: requiredText(5000),
  /** The modal's optional Amount (dollars, step 0.01) as integer cents; null when empty. */
  amountCents: z.number().int().min(0).max(100_000_000).nullable(),
  accountKey: z.string().max(500).nullable().default(null),
  findingId: z.string().max(500).nullable().default(null),
  bureaus: z.array(bureau).min(1, disputeMessages.bureausRequired),
  /** The description came from the auto-generate switch (Elite and Total only: the server checks). */
  autoGenerated: z.boolean().default(false),
  /** The client got their free annual disclosure before disputing (FCRA §612(a)(3): 45 days). */
  afterFreeDisclosure: z.boolean().default(false),
  /** Needed to dispute again an account a bureau verified: what is new. Blank is none. */
  newInformation: z
    .string()
    .trim()
    .max(5000)
    .nullable()
    .default(null)
    .transform((v) => v || null),
});
export type FileDisputeRequest = z.infer<typeof fileDisputeRequest>;

/**
 * `POST /api/disputes/{id}/affirmation`: the client affirms `toAffirm` under `AFFIRMATION_WORDING` and names the documents
 * to enclose. The server records the statements and wording from the dispute itself, with the time.
 */
export const affirmDisputeRequest = z.object({
  affirmed: z.literal(true, { message: 'Please tick the box to affirm that these statements are true.' }),
  evidenceDocumentIds: z.array(z.string().min(1).max(64)).max(10).default([]),
});
export type AffirmDisputeRequest = z.infer<typeof affirmDisputeRequest>;

/** `POST /api/disputes/{id}/information`: the client adds information during the investigation (the supplemental letter carries it). */
export const addDisputeInformationRequest = z.object({ text: requiredText(5000) });

// ---- The staff's dispute desk (/admin, employees and admins) ----

export const staffDisputeView = disputeView.extend({
  /** The user the dispute belongs to (the staff routes name it in the path). */
  userId: z.string(),
  client: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  advisor: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** Elite and Total have priority disputes: the queue shows them first within a due date. */
  priority: z.boolean(),
  /** The bureaus whose letter has been generated (the desk offers "Download <Bureau> letter" for each). */
  letters: z.array(bureau),
  /** The advisor is the caller: the queue shows these first within the page. */
  mine: z.boolean(),
  /**
   * The client's current plan has Total's custom letters, so the desk offers "Edit letter wording". Read with one
   * dispute (its page and every change to it); the queue's rows leave it out.
   */
  customLetters: z.boolean().optional(),
});
export type StaffDisputeView = z.infer<typeof staffDisputeView>;

/** `GET /api/admin/disputes?status=&cursor=&limit=`: one status; the cursor is bound to it. */
export const disputeQueueQuery = z
  .object({
    status: disputeStatus.default('pending'),
    cursor: z.string().max(4000).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .transform((v, ctx) => {
    const scope = `disputes|${v.status}`;
    const after = v.cursor ? decodeCursor(v.cursor, scope) : undefined;
    if (v.cursor && !after) ctx.addIssue({ code: 'custom', path: ['cursor'], message: deskMessages.invalidCursor });
    return { status: v.status, limit: v.limit, after, scope };
  });
export const disputeQueueResponse = pageOf(staffDisputeView);
export type DisputeQueueResponse = z.infer<typeof disputeQueueResponse>;

/** `/api/admin/disputes/{userId}/{id}…` */
export const staffDisputeParams = z.object({ userId: pathId(128, adminMessages.invalidUserId), id: pathId(64) });
/** `GET /api/admin/disputes/{userId}/{id}` and every desk action answer the dispute as the desk sees it. */
export const staffDisputeResponse = z.object({ dispute: staffDisputeView });
export type StaffDisputeResponse = z.infer<typeof staffDisputeResponse>;

const trackingNumber = z.string().trim().min(1).max(64);

export const markDisputeSentRequest = z.object({
  bureaus: z.array(bureau).min(1, disputeMessages.bureausRequired),
  sentAt: calendarDate,
  /** The mail's tracking number per bureau, when there is one. */
  trackingNumbers: z.partialRecord(bureau, trackingNumber).default({}),
});

/** `POST …/receipt`: the day the tracking shows the letter delivered to this bureau (the FCRA clock runs from it). */
export const recordDisputeReceiptRequest = z.object({ bureau, receivedAt: calendarDate, trackingNumber: trackingNumber.optional() });
export type RecordDisputeReceiptRequest = z.infer<typeof recordDisputeReceiptRequest>;

/** `POST …/supplement-sent`: the supplemental letters to these bureaus were mailed on `sentAt`. */
export const markSupplementSentRequest = z.object({ bureaus: z.array(bureau).min(1, disputeMessages.bureausRequired), sentAt: calendarDate });
export type MarkSupplementSentRequest = z.infer<typeof markSupplementSentRequest>;

/** `POST …/reinsertion-notice`: the date of the bureau's written notice that it reinserted the item. */
export const recordReinsertionNoticeRequest = z.object({ bureau, receivedAt: calendarDate });
export type RecordReinsertionNoticeRequest = z.infer<typeof recordReinsertionNoticeRequest>;
export type MarkDisputeSentRequest = z.infer<typeof markDisputeSentRequest>;

export const recordDisputeResultRequest = z.object({
  bureau,
  result: disputeResult,
  respondedAt: calendarDate,
  bureauResponse: z.string().trim().max(5000).optional(),
  resolutionNotes: z.string().trim().max(5000).optional(),
});
export type RecordDisputeResultRequest = z.infer<typeof recordDisputeResultRequest>;

export const setDisputeStatusRequest = z.object({
  status: disputeStatus,
  resolutionNotes: z.string().trim().max(5000).optional(),
});
export type SetDisputeStatusRequest = z.infer<typeof setDisputeStatusRequest>;

/** `PUT /api/admin/clients/{id}/advisor`: an employee (or admin) as the client's advisor; null removes it. */
export const assignAdvisorRequest = z.object({ advisorId: z.string().min(1).max(128).nullable() });
export const assignAdvisorResponse = z.object({ advisor: z.object({ userId: z.string(), name: z.string() }).nullable() });
export type AssignAdvisorResponse = z.infer<typeof assignAdvisorResponse>;

/** `POST /api/disputes/{id}/verification-request`: the bureau that answered "verified". */
export const verificationRequest = z.object({ bureau });

/** `/api/disputes/{id}…`: ids are the server's UUIDs; another well-formed id is simply not found, a malformed one refused. */
export const disputeIdParams = z.object({ id: pathId(64) });

/** `POST /api/disputes` answers 201 with it; `GET /api/disputes/{id}` and the information route answer it too. */
export const disputeResponse = z.object({ dispute: disputeView });
