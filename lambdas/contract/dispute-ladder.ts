// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { bureau } from './credit.js';
import { pathId } from './ids.js';
import { letterSchema } from './letters.js';

/**
 * The escalation ladder (docs/disputes.md): what a client can do after a bureau answered "verified" or did not answer
 * by the day its results were due. In order: the method-of-verification request to the bureau (FCRA §611(a)(7)); a
 * dispute sent by the client directly to the furnisher (Regulation V, 12 CFR 1022.43); a complaint to the Consumer
 * Financial Protection Bureau that the client files themselves. Beside them, offered and never pushed, a summary for a
 * consumer attorney's review when the file shows what FCRA §§616–617 make a company pay for. The rules are
 * lambdas/domain/dispute-ladder.ts; the dates live on the dispute.
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime();

export const LADDER_STEPS = ['verification', 'furnisher', 'complaint', 'attorney'] as const;
export const ladderStep = z.enum(LADDER_STEPS);
export type LadderStep = z.infer<typeof ladderStep>;

/** The steps a client requests through `POST /api/disputes/{id}/ladder/{step}` (the verification request has its own route). */
export const CLIENT_LADDER_STEPS = ['furnisher', 'complaint', 'attorney'] as const;
export const clientLadderStep = z.enum(CLIENT_LADDER_STEPS);
export type ClientLadderStep = z.infer<typeof clientLadderStep>;

/** Why a furnisher need not investigate a direct dispute about this item (12 CFR 1022.43(b)(1)(i), (iii), (iv)). */
export const FURNISHER_EXCLUSIONS = ['identifying_information', 'inquiry', 'public_record'] as const;
export type FurnisherExclusion = (typeof FURNISHER_EXCLUSIONS)[number];

/** What may ground a consumer attorney's review (FCRA §§616–617: damages, costs and attorney's fees). */
export const ATTORNEY_GROUNDS = ['reinsertion_without_notice', 'obsolete_item', 'mixed_file'] as const;
export type AttorneyGround = (typeof ATTORNEY_GROUNDS)[number];

/** Where a step stands: done (its date is `at`), open to the client now, not yet (an earlier step first), or not for this dispute. */
export const LADDER_STEP_STATES = ['done', 'available', 'locked', 'not_applicable'] as const;
export type LadderStepState = (typeof LADDER_STEP_STATES)[number];

export const ladderStepView = z.object({
  step: ladderStep,
  state: z.enum(LADDER_STEP_STATES),
  /** When the step was taken (the first request, for a step per bureau). */
  at: instant.nullable(),
  /** For a step locked or not applicable: why, in the client's words. */
  note: z.string().nullable(),
});
export type LadderStepView = z.infer<typeof ladderStepView>;

/** The ladder as the client and the desk see it, computed on read. */
export const disputeLadderView = z.object({
  /** The bureaus that opened it: "verified", or no answer by the results' due day. Empty: the ladder is closed. */
  openedBy: z.array(z.object({ bureau, because: z.enum(['verified', 'no_response']), on: calendarDate })),
  /** The next step in order the client can take; never the attorney's review, which is only offered. */
  next: ladderStep.nullable(),
  steps: z.array(ladderStepView),
  furnisherExclusion: z.enum(FURNISHER_EXCLUSIONS).nullable(),
  attorneyGrounds: z.array(z.enum(ATTORNEY_GROUNDS)),
  /** The client's dispute to the furnisher as they wrote and affirmed it. */
  furnisherDispute: z.object({ statement: z.string(), affirmation: z.string(), affirmedAt: instant }).nullable(),
});
export type DisputeLadderView = z.infer<typeof disputeLadderView>;

export const ladderMessages = {
  heading: 'If the bureau does not fix it',
  intro:
    'When a bureau answers "verified", or does not answer by the day its results were due, these are the next steps, in order. You take each one yourself; we prepare the structure and the facts.',
  stepTitles: {
    verification: 'Ask the bureau how it verified the item',
    furnisher: 'Dispute directly with the creditor',
    complaint: 'File a complaint with the Consumer Financial Protection Bureau',
    attorney: "Ask a consumer attorney to review what happened",
  } satisfies Record<LadderStep, string>,
  stateLabels: { done: 'Done', available: 'Available', locked: 'Not yet', not_applicable: 'Not for this item' } satisfies Record<LadderStepState, string>,
  next: 'Next step',
  doneOn: (date: string) => `Done on ${date}`,
  // The furnisher dispute (12 CFR 1022.43).
  furnisherHelp:
    'Write in your own words what is wrong with this account and why. A creditor may ignore a dispute written by a credit-repair company, so this must be yours. We add your name, address, the account and the copy of your report the law asks for.',
  statementLabel: 'What is wrong with this account, and why (in your own words)',
  statementTooShort: 'Say what is wrong and why, in at least 20 characters.',
  affirmation:
    'I wrote this dispute myself, it is true to the best of my knowledge, and I will sign and mail it to the creditor myself.',
  affirmationRequired: 'Please confirm that you wrote the dispute and will send it yourself.',
  prepareFurnisher: 'Prepare my letter to the creditor',
  downloadFurnisher: 'Download my letter to the creditor',
  // The complaint and the attorney's summary.
  prepareComplaint: 'Prepare my complaint packet',
  downloadComplaint: 'Download my complaint packet',
  complaintHelp: 'You file the complaint yourself at consumerfinance.gov/complaint; the packet follows the order of its form.',
  attorneyOffer:
    'What happened here is something the law lets you recover damages and attorney\'s fees for. If you wish, download a summary to show a consumer attorney. It is your choice; we do not refer you to anyone.',
  prepareAttorney: 'Prepare a summary for an attorney',
  downloadAttorney: 'Download the summary for an attorney',
  documentFailed: 'The document could not be prepared. Please try again.',
  // Notes on locked or excluded steps, and the 409 refusals.
  notOpen:
    'The next steps open once a bureau answers "verified", or has not answered by the day its results were due.',
  verificationFirst: (bureaus: string) => `Ask ${bureaus} for the method of verification first (Request method of verification).`,
  furnisherFirst: 'Send your dispute to the creditor first (Dispute directly with the creditor).',
  furnisherExcluded: {
    identifying_information:
      'A creditor does not have to investigate a dispute about your name, address, date of birth or phone number sent to it directly (12 CFR 1022.43(b)(1)(i)): the bureau dispute is the way for these.',
    inquiry:
      'A company does not have to investigate a dispute about an inquiry sent to it directly (12 CFR 1022.43(b)(1)(iii)): the bureau dispute is the way for these.',
    public_record:
      'A furnisher does not have to investigate a dispute about information taken from public records sent to it directly (12 CFR 1022.43(b)(1)(iv)): the bureau dispute is the way for these.',
  } satisfies Record<FurnisherExclusion, string>,
  noGrounds:
    "An attorney's summary is offered when a bureau put back a deleted item without telling you within 5 business days, reports an item past its reporting period, or mixes another person's information into your file.",
  attorneyGroundWords: {
    reinsertion_without_notice: 'A deleted item was reported again without the written notice due within 5 business days',
    obsolete_item: 'An item is reported after the period the law allows',
    mixed_file: "Another person's information appears mixed into the file",
  } satisfies Record<AttorneyGround, string>,
  stepNotTaken: (step: string) => `Prepare "${step}" first.`,
} as const;

/** `POST /api/disputes/{id}/ladder/{step}`. */
export const ladderParams = z.object({ id: pathId(64), step: clientLadderStep });
/** The furnisher step carries the client's own statement and their affirmation; the others carry nothing. */
export const ladderStepRequest = z.object({
  statement: z.string().trim().min(20, ladderMessages.statementTooShort).max(5000).optional(),
  affirmed: z.boolean().optional(),
});
export type LadderStepRequest = z.infer<typeof ladderStepRequest>;

/** `GET /api/disputes/{id}/ladder/{step}/document`: the letter or packet as structured text, drawn as a PDF in the browser. */
export const ladderDocumentResponse = z.object({ document: letterSchema, fileName: z.string() });
export type LadderDocumentResponse = z.infer<typeof ladderDocumentResponse>;
