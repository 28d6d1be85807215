// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { bureau } from './credit.js';
import { letterParams, staffLetterParams } from './letters.js';
import { letterWordingMessages, WORDING_LIMITS } from './letter-wording-messages.js';

/** The texts live in the zod-free letter-wording-messages.ts (server code that needs only them bundles no schema). */
export { letterWordingMessages, WORDING_LIMITS };

/**
 * Custom dispute letters (Total plan, docs/letters.md "Custom wording"): the client's advisor (or an admin) may reword
 * the body paragraphs of a generated §611 letter before it is released; the client approves the final text; both
 * versions are kept on the dispute with who and when. The structured parts (the client's identity, the item disputed
 * with what the file shows and what the client affirmed, the enclosures, the signature) stay as generated, and the
 * new wording may bring in no figure or claim that the generated letter does not already carry (domain/letter-wording.ts).
 */

const paragraph = z.string().trim().min(1, letterWordingMessages.paragraphRequired).max(WORDING_LIMITS.paragraphChars, letterWordingMessages.paragraphTooLong);

/** `GET|PUT /api/admin/disputes/{userId}/{id}/letters/{bureau}/wording`. */
export const letterWordingParams = staffLetterParams;
/** `POST /api/disputes/{id}/letters/{bureau}/approval`. */
export const letterApprovalParams = letterParams;

/** The advisor's body; `basedOn` is the revision they read (0: the generated wording), so two editors cannot overwrite each other. */
export const editLetterWordingRequest = z.object({
  paragraphs: z.array(paragraph).min(1, letterWordingMessages.paragraphRequired).max(WORDING_LIMITS.paragraphs, letterWordingMessages.tooManyParagraphs),
  basedOn: z.number().int().min(0),
});
export type EditLetterWordingRequest = z.infer<typeof editLetterWordingRequest>;

/** The client approves the revision they read (a later edit is a new revision and needs its own approval). */
export const approveLetterWordingRequest = z.object({ revision: z.number().int().min(1) });
export type ApproveLetterWordingRequest = z.infer<typeof approveLetterWordingRequest>;

/** A revised letter as the client sees it (in `DisputeView.letterWording`): both versions of the body, and the approval. */
export const letterWordingView = z.object({
  bureau,
  generated: z.array(z.string()),
  edited: z.array(z.string()),
  revision: z.number().int().min(1),
  editedAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
});
export type LetterWordingView = z.infer<typeof letterWordingView>;

/** The staff's editor: the generated body, the current revision (with who made it) and whether it may still change. */
export const staffLetterWordingResponse = z.object({
  bureau,
  generated: z.array(z.string()),
  wording: letterWordingView.extend({ editedBy: z.object({ userId: z.string(), name: z.string() }) }).nullable(),
  /** Null while the letter may be reworded; else why not (mailed). */
  locked: z.string().nullable(),
});
export type StaffLetterWordingResponse = z.infer<typeof staffLetterWordingResponse>;
