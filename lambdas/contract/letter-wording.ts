// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { bureau } from './credit.js';
import { letterParams, staffLetterParams } from './letters.js';

/**
 * Custom dispute letters (Total plan, docs/letters.md "Custom wording"): the client's advisor (or an admin) may reword
 * the body paragraphs of a generated §611 letter before it is released; the client approves the final text; both
 * versions are kept on the dispute with who and when. The structured parts (the client's identity, the item disputed
 * with what the file shows and what the client affirmed, the enclosures, the signature) stay as generated, and the
 * new wording may bring in no figure or claim that the generated letter does not already carry (domain/letter-wording.ts).
 */

/** Limits of the advisor's body: a letter's body is a few paragraphs. */
export const WORDING_LIMITS = { paragraphs: 10, paragraphChars: 2000 } as const;

export const letterWordingMessages = {
  // The staff's screen.
  editAction: 'Edit letter wording',
  editTitle: (bureauName: string) => `Edit the wording of the ${bureauName} letter`,
  editHelp:
    'You may change the wording of the body paragraphs (one paragraph per block, a blank line between blocks). The client’s identity, the item disputed with what the file shows and what the client affirmed, the enclosures and the signature stay as generated. Change words, not facts: no figure, date or claim the letter does not already carry.',
  bodyLabel: 'Body paragraphs',
  generatedLabel: 'Generated wording',
  editedLabel: 'Revised wording',
  save: 'Save wording',
  saved: 'Wording saved. The client must approve it before the letter is produced.',
  awaitingApproval: 'Awaiting the client’s approval',
  approvedOn: (date: string) => `Approved by the client on ${date}`,
  close: 'Close the editor',
  // The client's screen.
  revisedTitle: 'Your advisor revised this letter',
  revisedHelp:
    'Your advisor changed the wording of this letter. The facts stay as your credit file shows them and as you affirmed them. Read both versions: the letter is produced only once you approve the revised wording.',
  changedBadge: 'Changed',
  approveButton: 'Approve revised wording',
  approvedToast: 'You approved the revised wording. You can now download the letter.',
  clientApprovedOn: (date: string) => `You approved the revised wording on ${date}.`,
  // Refusals.
  notTotal: 'Custom dispute letters are part of the Total Credit Transformation plan: this client’s letters are sent as generated.',
  clientNotTotal: 'Custom dispute letters are part of the Total Credit Transformation plan.',
  mailed: (bureauName: string) => `The ${bureauName} letter was mailed: its wording can no longer change.`,
  stale: 'The letter’s wording was changed meanwhile. Reload it and read it again.',
  nothingToApprove: 'There is no revised wording of this letter to approve.',
  awaitingClient: 'Your advisor revised this letter. Please read the revised wording and approve it before downloading the letter.',
  awaitingClientStaff: (bureauName: string) => `The client has not approved the revised wording of the ${bureauName} letter yet.`,
  paragraphRequired: 'Each paragraph needs some text.',
  tooManyParagraphs: `A letter's body has at most ${WORDING_LIMITS.paragraphs} paragraphs.`,
  paragraphTooLong: `A paragraph has at most ${WORDING_LIMITS.paragraphChars} characters.`,
  figureNotInLetter: (figure: string) =>
    `“${figure}” is not in the generated letter. Figures, dates and amounts come from the credit file and the client’s affirmed statements: change the wording, not the facts.`,
  claimNotInLetter: (words: string) => `“${words}” states something the client did not affirm and the credit file does not show: change the wording, not the facts.`,
  keepsStatute: 'The letter must still ask for an investigation under section 611 of the FCRA (15 U.S.C. §1681i).',
  noPlaceholder: 'Remove the bracketed text: a letter carries no placeholder.',
} as const;

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
