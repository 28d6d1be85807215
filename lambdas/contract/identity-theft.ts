// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { adminMessages } from './messages.js';
import { bureau, bureauNames, type Bureau } from './credit.js';
import { pathId } from './ids.js';
import { letterSchema } from './letters.js';

/**
 * The credit sweep (docs/identity-theft.md): a Total client who is a victim of identity theft affirms under the warning
 * about false statements, files their own report at IdentityTheft.gov and uploads it, marks the items of their credit
 * file that are not theirs, and, once staff have reviewed the report, downloads per bureau the FCRA §605B block request
 * and the §605A fraud-alert and free-freeze instructions, and per company the §609(e) request for the business records
 * of the fraudulent accounts. One case per client (`IDTHEFT` in their collection).
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime();

/** The FTC's site where the client files their own identity-theft report (we link to it; we never file for them). */
export const IDENTITY_THEFT_GOV_URL = 'https://www.identitytheft.gov/';

/** §605B(a): the bureau blocks within 4 business days of receiving the request, the report, the proof of identity and the statement. */
export const BLOCK_BUSINESS_DAYS = 4;

/**
 * Shown before the client affirms, and recorded with the affirmation. A false identity-theft report is a federal crime:
 * the FTC's report carries the same warning, and a bureau may decline a block obtained by a material misrepresentation
 * (§605B(c)(1)(B)).
 */
export const FALSE_REPORT_WARNING =
  'Warning: knowingly and willfully making a false statement to a federal agency, such as the Federal Trade Commission in an identity-theft report, ' +
  'is a federal crime punishable by a fine and up to five years in prison (18 U.S.C. §1001). A credit bureau may also refuse or remove a block ' +
  'requested on the basis of a material misrepresentation of fact (FCRA §605B(c)). Do not use this service to remove accounts or inquiries that are yours.';

/** What the client affirms, word for word (recorded with the time and the warning they were shown). */
export const IDENTITY_THEFT_AFFIRMATION =
  'I affirm that I am a victim of identity theft, that the accounts and inquiries I mark as not mine were opened or made without my knowledge or authorization, ' +
  'that I did not receive goods, services or money from them, and that what I state in my identity-theft report and in these letters is true.';

/** started: affirmed, preparing; in_review: sent to staff; approved: letters may be produced; rejected: staff gave a reason, the client may fix and send again. */
export const IDENTITY_THEFT_STATUSES = ['started', 'in_review', 'approved', 'rejected'] as const;
export const identityTheftStatus = z.enum(IDENTITY_THEFT_STATUSES);
export type IdentityTheftStatus = z.infer<typeof identityTheftStatus>;

/** An item of the credit file the client says is not theirs: an account (tradeline or collection) or a hard inquiry, at one bureau. */
export const theftItem = z.object({
  /** Made by the server from the file: stable for the same item across reads. */
  id: z.string(),
  kind: z.enum(['account', 'inquiry']),
  bureau,
  /** The company that reported the account, or that made the inquiry. */
  company: z.string(),
  /** As the bureau prints it (last digits only); null for an inquiry. */
  accountNumberMasked: z.string().nullable(),
  /** The date opened (account) or the inquiry's date. */
  date: calendarDate,
  /** The account's type in words; null for an inquiry. */
  description: z.string().nullable(),
});
export type TheftItem = z.infer<typeof theftItem>;

export const identityTheftAffirmation = z.object({ warning: z.string(), wording: z.string(), at: instant });

/** A bureau's block request as mailed: the receipt recorded (tracking) or presumed, and the day the block is due (§605B(a)). */
export const blockMailing = z.object({
  bureau,
  mailedAt: calendarDate,
  /** From tracking; null when unknown (then presumed). */
  receivedAt: calendarDate.nullable(),
  /** `receivedAt`, or mailing + 5 business days when unknown. */
  receiptOn: calendarDate,
  receiptPresumed: z.boolean(),
  /** 4 business days after receipt (weekends and federal holidays skipped). */
  blockDueAt: calendarDate,
});
export type BlockMailing = z.infer<typeof blockMailing>;

export const identityTheftCaseView = z.object({
  status: identityTheftStatus,
  affirmation: identityTheftAffirmation,
  /** The uploaded FTC report (a document of kind `ftc-identity-theft-report`), null before. */
  reportDocumentId: z.string().nullable(),
  reportFileName: z.string().nullable(),
  items: z.array(theftItem),
  submittedAt: instant.nullable(),
  review: z.object({ decision: z.enum(['approved', 'rejected']), reason: z.string().nullable(), at: instant }).nullable(),
  mailings: z.array(blockMailing),
  /** What is still missing before the case can be sent for review (empty when it can). */
  missing: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
});
export type IdentityTheftCaseView = z.infer<typeof identityTheftCaseView>;
/** What each of the client's steps answers: the case after it. */
export const identityTheftCaseResponse = z.object({ case: identityTheftCaseView });

/** `GET /api/identity-theft`: the case (null before the affirmation) and the items of the latest credit file the client may mark. */
export const identityTheftResponse = z.object({
  case: identityTheftCaseView.nullable(),
  candidates: z.array(theftItem),
  warning: z.string(),
  affirmation: z.string(),
});
export type IdentityTheftResponse = z.infer<typeof identityTheftResponse>;

export const identityTheftMessages = {
  title: 'Credit sweep: identity theft',
  intro:
    'If someone opened accounts or made credit applications in your name, federal law lets you have them blocked from your credit file (FCRA §605B). ' +
    'You file your own identity-theft report with the FTC, we check it, and you send each bureau a block request with it.',
  notInPlan: 'The credit sweep (identity-theft blocking) is part of the Total Credit Transformation plan.',
  mustAffirm: 'Please read the warning and affirm before you continue.',
  notStarted: 'Start by reading the warning and affirming that you are a victim of identity theft.',
  notEditable: 'Your report is with our staff for review, or already approved, so it cannot be changed now.',
  reportNotYours: 'Choose an FTC identity-theft report you uploaded and that passed the malware scan.',
  itemNotOnFile: 'One of the items is not on your latest credit file. Reload the page and mark the items again.',
  noItems: 'Mark at least one account or inquiry that is not yours.',
  missingReport: 'Upload your FTC identity-theft report (from IdentityTheft.gov).',
  missingItems: 'Mark the accounts or inquiries that are not yours.',
  missingId: 'Your government-issued ID must be verified by our staff (Documents).',
  notReady: (missing: readonly string[]) => `Not ready for review: ${missing.join(' ')}`,
  notBeforeWindow: (date: string) => `Your right to cancel is still open: your letters are released from ${date}.`,
  lettersBeforeApproval: 'Your letters are released once our staff have reviewed your identity-theft report. You will be told when they have.',
  noSuchBureauItems: (bureauName: string) => `None of the items you marked is at ${bureauName}, so there is nothing to block there.`,
  noSuchCompany: 'None of the accounts you marked was reported by this company.',
  notReviewable: 'This case is not waiting for review.',
  reasonRequired: 'Please give the reason the report cannot be accepted, so the client can fix it.',
  approvedNote: 'Your identity-theft report was accepted: your block requests and letters are ready to download.',
  rejectedNote: (reason: string) => `Your identity-theft report could not be accepted: ${reason}`,
  notFound: 'No identity-theft case found',
  notMailable: 'Record the mailing once your letters are released.',
  notMailed: 'The client has not recorded mailing this block request yet: its receipt can be recorded once it is mailed.',
  receiptBeforeMailing: 'The receipt cannot be before the mailing.',
  // The screens.
  fileAtFtc: 'File your report at IdentityTheft.gov',
  fileAtFtcHelp:
    'Go to IdentityTheft.gov, report what happened and download your FTC Identity Theft Report (the PDF with your report number). We do not file it for you: it is your statement to the FTC.',
  uploadReport: 'Upload your FTC identity-theft report',
  chooseItems: 'Mark the items that are not yours',
  submit: 'Send for review',
  inReview: 'Our staff are reviewing your report. Your letters are released after their review.',
  letters: 'Your letters',
  blockDue: (bureauName: string, date: string, presumed: boolean) =>
    `${bureauName} must block the items by ${date} (4 business days after ${presumed ? 'the presumed receipt' : 'receipt'}).`,
  affirmButton: 'I affirm',
  affirmCheckbox: 'I have read the warning, and I affirm the statement above.',
} as const;

export const affirmIdentityTheftRequest = z.object({ affirmed: z.literal(true, { message: identityTheftMessages.mustAffirm }) });
export type AffirmIdentityTheftRequest = z.infer<typeof affirmIdentityTheftRequest>;

/** `PUT /api/identity-theft`: the uploaded report and the items the client marks (ids from `candidates`). */
export const saveIdentityTheftRequest = z.object({
  reportDocumentId: pathId(64).nullable(),
  itemIds: z.array(z.string().min(1).max(300)).max(100),
});
export type SaveIdentityTheftRequest = z.infer<typeof saveIdentityTheftRequest>;

/** `POST /api/identity-theft/mailings`: the client or the desk records that a bureau's block request was mailed. */
export const recordBlockMailingRequest = z.object({ bureau, mailedAt: calendarDate, receivedAt: calendarDate.nullable().default(null) });
export type RecordBlockMailingRequest = z.infer<typeof recordBlockMailingRequest>;

/**
 * `POST /api/admin/identity-theft/{userId}/receipt`: staff record, from the tracking, the day a bureau received the
 * block request the client mailed (the 4-business-day block deadline then runs from it, not from the presumption).
 */
export const recordBlockReceiptRequest = z.object({ bureau, receivedAt: calendarDate });
export type RecordBlockReceiptRequest = z.infer<typeof recordBlockReceiptRequest>;

/**
 * `POST /api/identity-theft/letters`: `block` (§605B, per bureau), `alert` (§605A(b) extended fraud alert: one bureau
 * tells the other two), `freeze` (§605A(i) free security freeze, per bureau), `records` (§609(e), per company: the
 * address is the one the client types, as for the creditor letters).
 */
export const IDENTITY_THEFT_LETTER_KINDS = ['block', 'alert', 'freeze', 'records'] as const;
export const identityTheftLetterRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('block'), bureau }),
  z.object({ kind: z.literal('alert'), bureau }),
  z.object({ kind: z.literal('freeze'), bureau }),
  z.object({
    kind: z.literal('records'),
    company: z.string().trim().min(1).max(200),
    address: z.array(z.string().trim().min(1).max(200)).min(2, { message: "Please type the company's mailing address (at least two lines)." }).max(5),
  }),
]);
export type IdentityTheftLetterRequest = z.infer<typeof identityTheftLetterRequest>;
export const identityTheftLetterResponse = z.object({ letter: letterSchema, fileName: z.string() });
export type IdentityTheftLetterResponse = z.infer<typeof identityTheftLetterResponse>;

// ---- The staff desk ----

export const staffIdentityTheftParams = z.object({ userId: pathId(128, adminMessages.invalidUserId) });
export const reviewIdentityTheftRequest = z
  .object({ decision: z.enum(['approved', 'rejected']), reason: z.string().trim().max(500).nullable().default(null) })
  .refine((v) => v.decision === 'approved' || (v.reason !== null && v.reason.length > 0), { message: identityTheftMessages.reasonRequired, path: ['reason'] });
export type ReviewIdentityTheftRequest = z.infer<typeof reviewIdentityTheftRequest>;

export const staffIdentityTheftCase = identityTheftCaseView.extend({
  userId: z.string(),
  clientName: z.string().nullable(),
  /** The report's review status in the documents pipeline (a staff member may open it there). */
  reportStatus: z.string().nullable(),
  /** The client's government ID is verified. */
  idVerified: z.boolean(),
});
export type StaffIdentityTheftCase = z.infer<typeof staffIdentityTheftCase>;
export const staffIdentityTheftList = z.object({ items: z.array(staffIdentityTheftCase), nextCursor: z.string().nullable() });
export const staffIdentityTheftResponse = z.object({ case: staffIdentityTheftCase });

const LETTER_FILE_PREFIX: Record<(typeof IDENTITY_THEFT_LETTER_KINDS)[number], string> = {
  block: 'identity-theft-block',
  alert: 'extended-fraud-alert',
  freeze: 'security-freeze',
  records: 'business-records-request',
};

/** The letters' file names. */
export const identityTheftFileName = (kind: (typeof IDENTITY_THEFT_LETTER_KINDS)[number], target: Bureau | string): string =>
  `${LETTER_FILE_PREFIX[kind]}-${
    (target in bureauNames ? target : target.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')) || 'company'
  }.pdf`;
