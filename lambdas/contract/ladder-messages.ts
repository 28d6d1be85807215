/**
 * The dispute ladder's texts, without zod: server code that needs only them (the use cases' refusals, the letters, the
 * notes) bundles no schema. contract/dispute-ladder.ts re-exports every one of them, for the web and the schemas.
 */
import type { AttorneyGround, FurnisherAnswerOutcome, FurnisherExclusion, LadderStep, LadderStepState } from './dispute-ladder.js';

/** The days a creditor has to report its results (12 CFR 1022.43(e)(3): the period of FCRA §611(a)(1)). */
export const FURNISHER_ANSWER_DAYS = 30;
/** The longest note the client may keep with the creditor's answer. */
export const FURNISHER_ANSWER_NOTE_MAX = 2000;

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
  // The creditor's answer to the client's direct dispute (12 CFR 1022.43(e), (f)).
  answerHeading: "The creditor's answer",
  answerDue: (date: string) =>
    `A creditor has 30 days from receiving your dispute to investigate and send you its results (12 CFR 1022.43(e)(3)). We do not know the day your letter arrives: counted from the day you prepared it, the 30 days end on ${date} at the earliest.`,
  answerOutcomeLabel: 'What the creditor answered',
  answerOutcomeLabels: {
    corrected: 'It corrected or deleted the information, or told the bureaus to',
    verified: 'It says the information is accurate',
    frivolous: 'It says my dispute is frivolous or irrelevant',
    no_answer: 'No answer within 30 days',
  } satisfies Record<FurnisherAnswerOutcome, string>,
  answerDateLabel: 'The date of its answer',
  answerNoteLabel: 'Your note (optional)',
  recordAnswer: "Record the creditor's answer",
  answerSaved: "The creditor's answer is recorded.",
  answered: (date: string, outcome: string) => `The creditor answered on ${date}: ${outcome}`,
  noAnswerBy: (date: string) => `No answer by ${date}`,
  answerNote: (note: string) => `Your note: ${note}`,
  changeAnswer: 'Correct the recorded answer',
  answerMeaning: {
    corrected:
      'When a creditor finds that what it reported was inaccurate, it must promptly tell each bureau it reported to and give them the correction (12 CFR 1022.43(e)(4)). Check your next credit report to see whether the bureaus show the change.',
    verified:
      'If you still have reason to believe the information is inaccurate, the next step is a complaint to the Consumer Financial Protection Bureau.',
    frivolous:
      'A creditor that finds a dispute frivolous or irrelevant must tell you within 5 business days, with its reasons and the information it needs to investigate (12 CFR 1022.43(f)). If you still have reason to believe the information is inaccurate, the next step is a complaint to the Consumer Financial Protection Bureau.',
    no_answer:
      'A creditor must send you the results of its investigation within 30 days of receiving your dispute (12 CFR 1022.43(e)(3)). You may tell the Consumer Financial Protection Bureau in a complaint, the next step.',
  } satisfies Record<FurnisherAnswerOutcome, string>,
  answerTimeline: {
    corrected: 'The creditor answered that it corrected or deleted the information.',
    verified: 'The creditor answered that the information is accurate.',
    frivolous: 'The creditor answered that it considers my dispute frivolous or irrelevant.',
    no_answer: 'I had received no answer from the creditor.',
  } satisfies Record<FurnisherAnswerOutcome, string>,
  answerNoteHeading: "My note on the creditor's answer:",
  answerOutcomeRequired: 'Choose what the creditor answered.',
  answerDateRequired: 'Enter the date the creditor answered.',
  answerBeforeDispute: (date: string) => `The creditor cannot have answered before you prepared your dispute on ${date}.`,
  answerInFuture: 'The date cannot be later than today.',
  noAnswerDate: 'No answer is recorded as of today: leave the date out.',
  noAnswerTooEarly: (date: string) =>
    `The creditor has 30 days from receiving your dispute to answer. You can record that no answer came from ${date}.`,
  answerNoteTooLong: 'Keep the note to 2,000 characters or fewer.',
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
