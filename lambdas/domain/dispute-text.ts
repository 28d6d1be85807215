import type { DisputeReason } from '../contract/disputes.js';

/**
 * What each dispute reason asserts and what the item should say instead: one source for the form's
 * auto-generated description and the letters to the bureaus (domain/dispute-letters.ts). A letter states
 * only what the client asserted and the report shows: these sentences name the client's own reason, never a fact
 * we have not seen.
 */
export const REASON_TEXT: Record<DisputeReason, { wrong: string; shouldSay: string }> = {
  'Account not mine': {
    wrong: 'This account does not belong to me. I did not open it and I am not responsible for it.',
    shouldSay: 'The account should be deleted from my credit file.',
  },
  'Incorrect balance reported': {
    wrong: 'The balance reported for this account is not correct.',
    shouldSay: 'The balance should be corrected to the amount I actually owe, or the account deleted if it cannot be verified.',
  },
  'Paid in full': {
    wrong: 'This account was paid in full, but it is not reported that way.',
    shouldSay: 'The account should be reported as paid in full with a zero balance.',
  },
  'Incorrect payment history': {
    wrong: 'The payment history reported for this account is not correct: it shows late payments I did not make.',
    shouldSay: 'The incorrect late payments should be removed from the payment history.',
  },
  'Account closed by consumer': {
    wrong: 'I closed this account, but it is not reported as closed at my request.',
    shouldSay: 'The account should be reported as closed by the consumer.',
  },
  'Duplicate account': {
    wrong: 'This debt is reported more than once on my credit file.',
    shouldSay: 'The duplicate listing should be deleted so that the debt appears only once.',
  },
  'Incorrect personal information': {
    wrong: 'Personal information in my credit file is not mine.',
    shouldSay: 'The information that does not belong to me should be removed from my credit file.',
  },
  Other: {
    wrong: 'The information reported for this account is inaccurate or incomplete.',
    shouldSay: 'The information should be corrected, or deleted if it cannot be verified.',
  },
};

/** The placeholder the spec's template leaves for the signature (the letters fill in the verified name). */
export const NAME_PLACEHOLDER = '[Your Name]';

/**
 * The description the 'File New Dispute' modal's auto-generate switch writes (spec section 4: it mentions the
 * FCRA, a 30-day response and a '[Your Name]' placeholder), from the client's own account name and reason.
 */
export function autoDisputeDescription(input: { accountName: string; reason: DisputeReason }): string {
  const { wrong, shouldSay } = REASON_TEXT[input.reason];
  return [
    'To whom it may concern,',
    '',
    `I am writing to dispute the following information in my credit file: the account "${input.accountName.trim()}".`,
    '',
    `${wrong} ${shouldSay}`,
    '',
    'Under the Fair Credit Reporting Act (15 U.S.C. §1681i), please investigate this item and respond to me within 30 days of receiving this letter. If the information cannot be verified, it must be deleted.',
    '',
    'Sincerely,',
    NAME_PLACEHOLDER,
  ].join('\n');
}
