import { identityMessages } from './identity-messages.js';
import type { IdentityMismatch } from './identity.js';

/**
 * The credit area's texts and plain constants, without zod: server code that needs only them (the typed
 * errors, the letters, the alerts) bundles no schema. contract/credit.ts re-exports every one of them.
 */

type Bureau = (typeof BUREAUS)[number];

export const BUREAUS = ['equifax', 'experian', 'transunion'] as const;

export const bureauNames: Record<Bureau, string> = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' };

/**
 * How a bureau answered: ok (a file), frozen (a security freeze), no_hit (no file for the identity), unavailable (an
 * error or no answer; `resultStatus` and `message` on the file's entry tell an error the vendor reported from silence).
 */
export const BUREAU_OUTCOMES = ['ok', 'frozen', 'no_hit', 'unavailable'] as const;

/**
 * The consumer's written instruction (FCRA §604(a)(2)). Its text is shown in the modal above 'I Authorize';
 * the server records the version the client saw, the time, the client's address and user agent before the pull.
 * A new wording gets a new version (the server accepts only the current one).
 */
export const CREDIT_PULL_CONSENT = {
  version: '2026-11-23',
  text:
    'By clicking "I Authorize", I instruct and authorize us, under the Fair Credit Reporting Act, to obtain my ' +
    'credit reports and scores from Equifax, Experian and TransUnion now and, while my plan includes credit ' +
    'monitoring, once a month to alert me to changes. This is a soft pull: it does not affect my credit score.',
} as const;

export const creditMessages = {
  // Spec, word for word.
  softPull: 'This is a soft credit pull and will not affect your credit score.',
  cancel: 'Cancel',
  authorize: 'I Authorize',
  processing: 'Processing...',
  successTab: 'Successfully retrieved your credit report!',
  successOnboarding: 'Credit report retrieved successfully!',
  errorBanner: (message: string) => `Error: ${message}`,
  errorHelp: 'Please verify your information and try again. If the problem persists, contact support.',
  unexpected: 'An unexpected error occurred. Please try again.',
  pullFailed: 'Failed to retrieve your credit report. Please try again.',
  loginToPull: 'Please log in to check your credit score',
  loginToReset: 'Please log in to reset credit access',
  resetFailed: 'Failed to reset credit access. Please try again.',
  resetButton: 'Reset Credit Access',
  noFactors: 'No credit factors available',
  noAccounts: 'No active accounts found',
  factorsTitle: 'Credit Factors',
  accountsTitle: 'Active Accounts',
  // Ours (the spec has none).
  title: 'Authorize Credit Pull',
  sandboxNotice: 'Sandbox mode: no credit bureau is contacted. Reports come from test personas (see the README).',
  consentRequired: 'Please confirm that you authorize the credit pull',
  consentOutdated: 'The authorization text has changed. Please read it again and authorize.',
  frozen: (bureaus: string) =>
    `Your credit file is frozen at ${bureaus}. Lift the freeze with each bureau (it is free), then try again.`,
  noHit: 'No credit file was found for these details. Check your name, date of birth, SSN and address, then try again.',
  providerUnavailable: 'The credit bureaus could not be reached. Please try again in a few minutes.',
  bureauFrozen: 'This bureau reports a security freeze on your file.',
  bureauNoHit: 'This bureau has no file for you.',
  bureauUnavailable: 'This bureau did not answer. We will try again at the next update.',
  resetDone: 'Your credit reports and analyses were deleted.',
  subjectNotAccepted: 'A credit pull is always for your own verified identity: send only your SSN and your authorization.',
  resetConfirm: 'This deletes your credit reports, score history and analyses. You can authorize a new pull at any time.',
} as const;

/** A report's identity mismatches in words, one line per bureau ('Experian reports a different date of birth and address.'). */
export function mismatchLines(mismatches: readonly IdentityMismatch[]): string[] {
  return BUREAUS.flatMap((b) => {
    const fields = mismatches.filter((m) => m.bureau === b).map((m) => identityMessages.mismatchField[m.field]);
    if (fields.length === 0) return [];
    return [identityMessages.mismatchLine(bureauNames[b], fields.length === 1 ? fields[0]! : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`)];
  });
}

/** A list of bureaus in words: 'Equifax', 'Equifax and Experian', 'Equifax, Experian and TransUnion'. */
export const bureauList = (bureaus: readonly Bureau[]): string => {
  const names = BUREAUS.filter((b) => bureaus.includes(b)).map((b) => bureauNames[b]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** What the monthly comparison reports; each change becomes a notification (the bell) and a line of the email. */
export const CREDIT_CHANGE_KINDS = ['new_account', 'new_hard_inquiry', 'new_negative_item', 'item_removed', 'score_change'] as const;

export type CreditChangeKind = (typeof CREDIT_CHANGE_KINDS)[number];

/** The monitoring alerts' texts (the spec has none): one title per kind, the body names the item and the bureaus. */
export const creditAlertMessages = {
  titles: {
    new_account: 'New account on your credit report',
    new_hard_inquiry: 'New hard inquiry on your credit report',
    new_negative_item: 'New negative item on your credit report',
    item_removed: 'Item removed from your credit report',
    score_change: 'Your credit score changed',
  } satisfies Record<CreditChangeKind, string>,
  newAccount: (account: string, bureaus: string) => `A new account, ${account}, appears on your credit report at ${bureaus}.`,
  newHardInquiry: (subscriber: string, date: string, bureaus: string) => `${subscriber} made a hard inquiry on ${date}, reported by ${bureaus}.`,
  newNegativeItem: (item: string, what: string, bureaus: string) => `New at ${bureaus}: ${item}, ${what}.`,
  itemRemoved: (item: string, bureaus: string) => `${item} is no longer on your credit report at ${bureaus}.`,
  scoreChange: (bureau: string, model: string, from: number, to: number) =>
    `Your ${model} at ${bureau} went ${to > from ? 'up' : 'down'} ${Math.abs(to - from)} points, from ${from} to ${to}.`,
  /** What a negative item is, in words. */
  negative: {
    late: (days: number) => `${days} days late`,
    collection: (originalCreditor: string | null) => (originalCreditor ? `a collection (original creditor ${originalCreditor})` : 'a collection'),
    chargeOff: 'charged off',
    publicRecord: 'a public record',
  },
  emailSubject: (count: number) => (count === 1 ? 'A change on your credit report' : `${count} changes on your credit report`),
  emailIntro: (count: number) =>
    count === 1 ? 'Your monthly credit monitoring found a change on your credit report:' : `Your monthly credit monitoring found ${count} changes on your credit report:`,
  emailOutro: (link: string) =>
    `See your scores, factors and accounts on your dashboard:\n\n${link}\n\nIf you do not recognise an account or an inquiry, contact us: it may be a mistake or identity theft, and it can be disputed.`,
} as const;
