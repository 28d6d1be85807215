/**
 * The dispute ladder's texts, without zod: server code that needs only them (the use cases' refusals, the letters, the
 * notes) bundles no schema. contract/dispute-ladder.ts re-exports every one of them, for the web and the schemas.
 */
import type { AttorneyGround, FurnisherExclusion, LadderStep, LadderStepState } from './dispute-ladder.js';

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
