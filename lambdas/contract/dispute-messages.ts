/**
 * The disputes' and the dispute desk's texts, without zod: server code that needs only them (the use cases' refusals, the letters, the
 * notes) bundles no schema. contract/disputes.ts re-exports every one of them, for the web and the schemas.
 */
import type { DisputeResult, DisputeStatus } from './disputes.js';

export const disputeMessages = {
  // Spec, word for word.
  tabTitle: 'Disputes',
  fileNew: 'File New Dispute',
  empty: 'No disputes filed',
  columns: ['Account', 'Reason', 'Status', 'Date Filed', 'Amount', 'Actions'] as const,
  view: 'View',
  accountName: 'Account Name',
  reason: 'Dispute Reason',
  amount: 'Amount',
  description: 'Description',
  premiumOnly: 'Elite & Total plans only',
  whatNext: 'What happens next?',
  required: 'Please fill in all required fields',
  loginRequired: 'Please log in to file a dispute',
  autoNeedsFields: 'Please fill in Account Name and Dispute Reason first',
  autoNeedsPlan: 'This feature is only available for Elite and Total plan subscribers',
  failed: 'Failed to file dispute. Please try again.',
  loadFailed: 'Failed to load disputes',
  filed: "Dispute filed successfully! We'll review your case and contact the credit bureaus.",
  // Ours.
  autoGenerate: 'Auto-generate dispute letter',
  bureaus: 'Credit bureaus',
  bureausRequired: 'Choose at least one credit bureau',
  monthlyLimit: (limit: number) =>
    `You have filed ${limit} disputes this month, the most your Starter plan allows. Upgrade to Elite for unlimited disputes, or file again next month.`,
  sendsOn: (date: string) => `Your letters can be mailed from ${date}, when your 3-business-day right to cancel has ended.`,
  downloadLetter: (bureauName: string) => `Download ${bureauName} letter`,
  overdue: (dueOn: string) => `Overdue: the bureau's results were due on ${dueOn}.`,
  mailedOn: (date: string) => `Mailed ${date}`,
  tracking: (number: string) => `tracking ${number}`,
  received: (date: string) => `Received ${date}`,
  receivedPresumed: (date: string) => `Presumed received ${date} (5 business days after mailing)`,
  investigationEnds: (date: string, days: number) => `Investigation ends ${date} (${days} days)`,
  resultsDue: (date: string) => `Results due ${date}`,
  supplementMailed: (date: string) => `Additional information mailed ${date}`,
  addedInformationNote:
    'What you add here goes to the bureaus in a supplemental letter. The bureaus get 45 days instead of 30 only once that letter is mailed within the first 30 days.',
  afterFreeDisclosure: 'I am disputing after getting my free annual credit report (AnnualCreditReport.com)',
  newInformation: 'What is new since the bureau verified it',
  newInformationHelp: 'Only if a bureau already answered "verified" about this account: the document or fact it did not have.',
  reinsertionWithoutNotice: (bureauName: string, dueOn: string) =>
    `${bureauName} reported this item again and did not send you the written notice the law requires by ${dueOn}.`,
  // Refiling refused (FCRA §611(a)(3): a bureau may set aside a repeated dispute as frivolous).
  alreadyOpen: (accountName: string, bureauName: string) =>
    `You already have an open dispute about ${accountName} with ${bureauName}. Sending it again before ${bureauName} answers lets the bureau set it aside as frivolous (FCRA §611(a)(3)), so wait for its answer.`,
  filingInProgress: (accountName: string) => `A dispute about ${accountName} is being filed already. Reload your disputes to see it.`,
  verifiedNeedsNewInformation: (accountName: string, bureauName: string, result: string, date: string) =>
    `${bureauName} answered "${result}" about ${accountName} on ${date}. The same dispute sent again without new information lets the bureau set it aside as frivolous (FCRA §611(a)(3)). Say what is new (a statement, a letter from the creditor) to dispute it again, or ask for the method of verification.`,
  requestVerification: 'Request method of verification',
  verificationRequested: (bureauName: string, date: string) => `You asked ${bureauName} for its method of verification on ${date}. We mail the request; the bureau has 15 days to answer.`,
  downloadVerificationLetter: (bureauName: string) => `Download ${bureauName} verification request`,
  downloadSupplementLetter: (bureauName: string) => `Download ${bureauName} additional-information letter`,
  letterFailed: 'The letter could not be prepared. Please try again.',
  writeYourself: 'Write to the creditor yourself',
  copy: 'Copy',
  copied: 'Copied',
  addInformation: 'Add information',
  reinserted: (bureauName: string) => `${bureauName} reported this item again after deleting it.`,
  /** The bell's title, the email's subject and their body when a later pull shows a deleted item again (FCRA §611(a)(5)(B)). */
  reinsertionTitle: 'A deleted item is back on your report',
  reinsertionSubject: (accountName: string) => `${accountName} is back on your credit report`,
  reinsertionNote: (accountName: string, bureauName: string) =>
    `Your dispute about ${accountName}: ${bureauName} reported this item again after deleting it. The law requires ${bureauName} to tell you in writing within 5 business days, with the name and address of the company that certified it. We are looking into it with you.`,
  notFound: 'Dispute not found',
  affirmTitle: 'Review and affirm your dispute',
  affirmCheckbox: 'I affirm that these statements are true',
  affirmButton: 'Affirm',
  affirmed: (date: string) => `You affirmed this dispute on ${date}.`,
  evidenceTitle: 'Documents to enclose as evidence',
  evidenceNone: 'No other documents uploaded. Upload a statement, a payoff letter or a police or FTC report in Documents to enclose it.',
  evidenceNotYours: 'One of the documents chosen to enclose is not among your clean uploaded documents.',
  alreadyAffirmed: 'A letter for this dispute has already been produced, so its affirmation can no longer change.',
  badTransition: (from: string, to: string) => `A dispute cannot move from ${from.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}.`,
  notBeforeWindow: (date: string) => `The client's right to cancel is still open: letters can be sent from ${date}.`,
} as const;

/** The sentence the client agrees to, recorded word for word with the statements. */
export const AFFIRMATION_WORDING =
  'I have read the statements below. They are true and about me, to the best of my knowledge, and I ask that my letters say them in my name.';

/** What each bureau result means for the client, in plain words. */
const RESULT_WORDS: Record<DisputeResult, string> = {
  deleted: 'the item was deleted from your report.',
  updated: 'the item was corrected on your report.',
  verified: 'the creditor confirmed the item as reported. You may ask how it was verified.',
  frivolous: 'the bureau considered the dispute frivolous or irrelevant. We will review what more can be sent.',
};

/** The desk's words: the staff's messages, and what the client reads in the bell and the email. */
export const deskMessages = {
  tabTitle: 'Disputes',
  empty: 'No disputes with this status',
  loadFailed: 'Failed to load disputes',
  invalidCursor: 'This list has changed. Please reload it.',
  columns: ['Client', 'Account', 'Bureaus', 'Due', 'Priority', 'Advisor', 'Actions'] as const,
  statusLabels: { pending: 'Pending', in_progress: 'In progress', resolved: 'Resolved', rejected: 'Rejected' } satisfies Record<DisputeStatus, string>,
  resultLabels: { deleted: 'Deleted', updated: 'Updated', verified: 'Verified', frivolous: 'Frivolous' } satisfies Record<DisputeResult, string>,
  priority: 'Priority',
  overdue: 'Overdue',
  mine: 'My client',
  noAdvisor: 'No advisor',
  open: 'Open',
  markSent: 'Mark sent',
  sentOn: 'Mailed on',
  recordResult: 'Record result',
  result: 'Bureau result',
  respondedOn: 'Answered on',
  bureauResponse: "The bureau's response",
  resolutionNotes: 'Resolution notes',
  moveTo: (status: DisputeStatus) => `Move to ${deskMessages.statusLabels[status].toLowerCase()}`,
  saved: 'Dispute updated',
  advisorAssigned: 'Advisor assigned',
  advisorRemoved: 'Advisor removed',
  clientNotFound: 'Client not found.',
  advisorNotStaff: 'The advisor must be a current employee or admin.',
  advisorIsClient: 'A client cannot be their own advisor.',
  notSentYet: (bureauName: string) => `The ${bureauName} letter has not been marked sent yet.`,
  bureauNotInDispute: (bureauName: string) => `This dispute was not filed with ${bureauName}.`,
  alreadySent: (bureauName: string) => `The ${bureauName} letter was already marked sent.`,
  sentBeforeFiled: 'The mailing date cannot be before the dispute was filed.',
  inFuture: 'The date cannot be in the future.',
  respondedBeforeSent: (bureauName: string) => `The ${bureauName} answer cannot be dated before its letter was mailed.`,
  closed: 'This dispute is closed.',
  verificationRequested: (date: string) => `Method of verification requested on ${date}: mail the request letter.`,
  trackingNumber: 'Tracking number',
  recordReceipt: 'Record receipt',
  receivedOn: 'Delivered on (from tracking)',
  supplementSent: 'Mark additional information mailed',
  supplementSentOn: 'Date the supplemental letter went out',
  reinsertionNotice: 'Record reinsertion notice',
  noticeOn: 'Notice dated',
  receivedBeforeSent: (bureauName: string) => `The ${bureauName} letter cannot be received before it was mailed.`,
  alreadyAnswered: (bureauName: string) => `${bureauName} has already answered this dispute.`,
  noAddedInformation: 'The client has added no information for a supplemental letter.',
  supplementNotGenerated: (bureauName: string) => `Generate the ${bureauName} supplemental letter before recording its mailing.`,
  supplementAlreadySent: (bureauName: string) => `The ${bureauName} supplemental letter was already marked mailed.`,
  supplementBeforeDispute: (bureauName: string) => `The ${bureauName} supplemental letter cannot be mailed before the dispute letter.`,
  notReinserted: (bureauName: string) => `No reinsertion has been seen at ${bureauName} for this dispute.`,
  // What the client reads (bell: title and body; email: subject and the same body).
  notificationTitle: 'Dispute update',
  sentNote: (accountName: string, bureaus: string, resultsDueAt: string) =>
    `Your dispute letters about ${accountName} were mailed to ${bureaus}. Counting from the day they should arrive, the bureaus' results are due by ${resultsDueAt}.`,
  receiptNote: (accountName: string, bureauName: string, receivedAt: string, dueAt: string, resultsDueAt: string) =>
    `${bureauName} received your dispute about ${accountName} on ${receivedAt}. It must finish its investigation by ${dueAt} and send you the results by ${resultsDueAt}.`,
  supplementNote: (accountName: string, bureaus: string, sentAt: string) =>
    `The additional information for your dispute about ${accountName} was mailed to ${bureaus} on ${sentAt}.`,
  resultNote: (accountName: string, bureauName: string, result: DisputeResult) =>
    `${bureauName} answered your dispute about ${accountName}: ${RESULT_WORDS[result]}`,
  statusNote: (accountName: string, status: DisputeStatus) => `Your dispute about ${accountName} is now ${deskMessages.statusLabels[status].toLowerCase()}.`,
  advisorNote: (advisorName: string) => `${advisorName} is now your advisor and looks after your disputes.`,
  emailSubject: (accountName: string) => `Update on your dispute about ${accountName}`,
  advisorEmailSubject: 'Your advisor for your disputes',
} as const;
