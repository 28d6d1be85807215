import { bureauList, bureauNames, type Bureau } from '../contract/credit.js';
import { deskMessages, DISPUTE_TRANSITIONS, disputeMessages, type DisputeResult, type DisputeStatus } from '../contract/disputes.js';
import type { EmailMessage } from './account-emails.js';
import { dueDate } from './dispute-clock.js';

/**
 * The staff's dispute desk, pure: what each action does to a dispute, or why it may not.
 * Each rule answers a refusal `{ kind, message }` (the use case turns the kind into a typed error) or the
 * changed dispute. Calendar dates are YYYY-MM-DD (UTC).
 */

/** What the desk's rules read and change of one bureau's line (the stored item adds its own fields: ports/disputes.ts). */
export interface DeskItem {
  bureau: Bureau;
  sentAt: string | null;
  dueAt: string | null;
  extended: boolean;
  result: DisputeResult | null;
  respondedAt: string | null;
}

interface DeskDispute<I extends DeskItem> {
  status: DisputeStatus;
  createdAt: string;
  earliestSendDate: string;
  items: I[];
  bureauResponse: string | null;
  resolutionNotes: string | null;
}

/** `conflict`: the dispute's state forbids it (409); `invalid`: the request itself is wrong (400). */
export type Refusal = { refused: 'conflict' | 'invalid'; message: string };
export type Outcome<T> = Refusal | { dispute: T };

const refuse = (refused: Refusal['refused'], message: string): Refusal => ({ refused, message });
const isOpen = (status: DisputeStatus) => DISPUTE_TRANSITIONS[status].length > 0;

export const canMove = (from: DisputeStatus, to: DisputeStatus): boolean => DISPUTE_TRANSITIONS[from].includes(to);

/**
 * The letters to these bureaus were mailed on `sentAt`: each item gets its date and its 30-day FCRA clock
 * (information the client added before mailing travels with the letter; only information added during the
 * investigation extends it to 45), and a pending dispute moves to in_progress. Refused before the
 * CROA window ends (`notBeforeWindow`), before the filing date, in the future, for a bureau not in the
 * dispute or already sent, and on a closed dispute.
 */
export function markSent<I extends DeskItem, D extends DeskDispute<I>>(dispute: D, bureaus: readonly Bureau[], sentAt: string, today: string): Outcome<D> {
  if (!isOpen(dispute.status)) return refuse('conflict', deskMessages.closed);
  if (sentAt > today) return refuse('invalid', deskMessages.inFuture);
  if (sentAt < dispute.earliestSendDate) return refuse('conflict', disputeMessages.notBeforeWindow(dispute.earliestSendDate));
  if (sentAt < dispute.createdAt.slice(0, 10)) return refuse('invalid', deskMessages.sentBeforeFiled);
  for (const bureau of bureaus) {
    const item = dispute.items.find((i) => i.bureau === bureau);
    if (!item) return refuse('invalid', deskMessages.bureauNotInDispute(bureauNames[bureau]));
    if (item.sentAt) return refuse('conflict', deskMessages.alreadySent(bureauNames[bureau]));
  }
  const items = dispute.items.map((item) =>
    bureaus.includes(item.bureau) ? { ...item, sentAt, extended: false, dueAt: dueDate(sentAt, false) } : item,
  );
  return { dispute: { ...dispute, items, status: dispute.status === 'pending' ? 'in_progress' : dispute.status } };
}

/** One bureau answered: its result and date on the item; the bureau's response and the notes on the dispute when given. */
export function recordResult<I extends DeskItem, D extends DeskDispute<I>>(
  dispute: D,
  input: { bureau: Bureau; result: DisputeResult; respondedAt: string; bureauResponse?: string | undefined; resolutionNotes?: string | undefined },
  today: string,
): Outcome<D> {
  const name = bureauNames[input.bureau];
  if (!isOpen(dispute.status)) return refuse('conflict', deskMessages.closed);
  const item = dispute.items.find((i) => i.bureau === input.bureau);
  if (!item) return refuse('invalid', deskMessages.bureauNotInDispute(name));
  if (!item.sentAt) return refuse('conflict', deskMessages.notSentYet(name));
  if (input.respondedAt > today) return refuse('invalid', deskMessages.inFuture);
  if (input.respondedAt < item.sentAt) return refuse('invalid', deskMessages.respondedBeforeSent(name));
  return {
    dispute: {
      ...dispute,
      items: dispute.items.map((i) => (i.bureau === input.bureau ? { ...i, result: input.result, respondedAt: input.respondedAt } : i)),
      bureauResponse: input.bureauResponse || dispute.bureauResponse,
      resolutionNotes: input.resolutionNotes || dispute.resolutionNotes,
    },
  };
}

/** Only the moves DISPUTE_TRANSITIONS allows (`badTransition` otherwise). */
export function setStatus<D extends DeskDispute<DeskItem>>(dispute: D, status: DisputeStatus, resolutionNotes?: string): Outcome<D> {
  if (!canMove(dispute.status, status)) return refuse('conflict', disputeMessages.badTransition(dispute.status, status));
  return { dispute: { ...dispute, status, resolutionNotes: resolutionNotes || dispute.resolutionNotes } };
}

/** The client's email about a desk action: the same words as the bell, and where to follow the dispute. */
export function disputeUpdateEmail(to: string, name: string, subject: string, body: string, link: string): EmailMessage {
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${body}\n\nFollow your disputes here:\n\n${link}\n\n— The Credit Repair team`,
  };
}

/** The bell's words for the letters just marked sent (the latest due date of them). */
export const sentNote = (accountName: string, bureaus: readonly Bureau[], dueAt: string) => deskMessages.sentNote(accountName, bureauList(bureaus), dueAt);

/**
 * The desk's order within one page: the caller's own advised clients first, the store's order (due date,
 * priority) kept otherwise.
 */
export function mineFirst<T extends { mine: boolean }>(rows: readonly T[]): T[] {
  return [...rows.filter((r) => r.mine), ...rows.filter((r) => !r.mine)];
}
