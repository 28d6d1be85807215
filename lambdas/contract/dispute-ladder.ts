// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { bureau } from './credit.js';
import { pathId } from './ids.js';
import { letterSchema } from './letters.js';
import { FURNISHER_ANSWER_DAYS, FURNISHER_ANSWER_NOTE_MAX, ladderMessages } from './ladder-messages.js';

/** The texts live in the zod-free ladder-messages.ts (server code that needs only them bundles no schema). */
export { FURNISHER_ANSWER_DAYS, FURNISHER_ANSWER_NOTE_MAX, ladderMessages };

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

/**
 * What the creditor answered the client's direct dispute, as the client records it: it corrected or deleted the
 * information (and must tell the bureaus, 12 CFR 1022.43(e)(4)), it says the information is accurate, it found the
 * dispute frivolous or irrelevant (1022.43(f)), or no answer came within the 30 days of 1022.43(e)(3).
 */
export const FURNISHER_ANSWER_OUTCOMES = ['corrected', 'verified', 'frivolous', 'no_answer'] as const;
export type FurnisherAnswerOutcome = (typeof FURNISHER_ANSWER_OUTCOMES)[number];

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

/** The creditor's answer as recorded: `on` is the day it answered (for `no_answer`, the day the client recorded that none came). */
export const furnisherAnswer = z.object({
  outcome: z.enum(FURNISHER_ANSWER_OUTCOMES),
  on: calendarDate,
  note: z.string().nullable(),
  recordedAt: instant,
});
export type FurnisherAnswer = z.infer<typeof furnisherAnswer>;

/** The ladder as the client and the desk see it, computed on read. */
export const disputeLadderView = z.object({
  /** The bureaus that opened it: "verified", or no answer by the results' due day. Empty: the ladder is closed. */
  openedBy: z.array(z.object({ bureau, because: z.enum(['verified', 'no_response']), on: calendarDate })),
  /** The next step in order the client can take; never the attorney's review, which is only offered. */
  next: ladderStep.nullable(),
  steps: z.array(ladderStepView),
  furnisherExclusion: z.enum(FURNISHER_EXCLUSIONS).nullable(),
  attorneyGrounds: z.array(z.enum(ATTORNEY_GROUNDS)),
  /** The client's dispute to the furnisher as they wrote and affirmed it, with the creditor's answer once they record it. */
  furnisherDispute: z
    .object({
      statement: z.string(),
      affirmation: z.string(),
      affirmedAt: instant,
      /**
       * The day the creditor's 30 days end at the earliest: counted from the day the client prepared the letter, as we
       * do not know the day the creditor received it. From this day the client may record that no answer came.
       */
      answerDueFrom: calendarDate,
      answer: furnisherAnswer.nullable(),
    })
    .nullable(),
});
export type DisputeLadderView = z.infer<typeof disputeLadderView>;

/** `POST /api/disputes/{id}/ladder/{step}`. */
export const ladderParams = z.object({ id: pathId(64), step: clientLadderStep });
/** The furnisher step carries the client's own statement and their affirmation; the others carry nothing. */
export const ladderStepRequest = z.object({
  statement: z.string().trim().min(20, ladderMessages.statementTooShort).max(5000).optional(),
  affirmed: z.boolean().optional(),
});
export type LadderStepRequest = z.infer<typeof ladderStepRequest>;

/** `PUT /api/disputes/{id}/ladder/furnisher/answer`. */
export const furnisherAnswerParams = z.object({ id: pathId(64) });
/**
 * The creditor's answer: what it said, the day it said it (`no_answer` takes none, or today) and the client's own note.
 * The days are checked against the affirmation and today by the domain (domain/dispute-ladder.ts `furnisherAnswerCheck`).
 */
export const furnisherAnswerRequest = z.object({
  outcome: z.enum(FURNISHER_ANSWER_OUTCOMES, { message: ladderMessages.answerOutcomeRequired }),
  on: z.iso.date({ message: ladderMessages.answerDateRequired }).optional(),
  note: z.string().trim().max(FURNISHER_ANSWER_NOTE_MAX, ladderMessages.answerNoteTooLong).optional(),
});
export type FurnisherAnswerRequest = z.infer<typeof furnisherAnswerRequest>;

/** `GET /api/disputes/{id}/ladder/{step}/document`: the letter or packet as structured text, drawn as a PDF in the browser. */
export const ladderDocumentResponse = z.object({ document: letterSchema, fileName: z.string() });
export type LadderDocumentResponse = z.infer<typeof ladderDocumentResponse>;
