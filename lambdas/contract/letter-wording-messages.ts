/**
 * The custom letter wording's texts, without zod: server code that needs only them (the use cases' refusals, the letters, the
 * notes) bundles no schema. contract/letter-wording.ts re-exports every one of them, for the web and the schemas.
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
