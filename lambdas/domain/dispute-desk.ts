import { bureauList, bureauNames } from '../contract/credit-messages.js';
import type { Bureau } from '../contract/credit.js';
import { DISPUTE_TRANSITIONS, type DisputeResult, type DisputeStatus } from '../contract/disputes.js';
import { deskMessages, disputeMessages } from '../contract/dispute-messages.js';
import type { EmailMessage } from './account-emails.js';
import { itemClock } from './dispute-clock.js';

/**
 * The staff's dispute desk, pure: what each action does to a dispute, or why it may not.
 * Each rule answers a refusal `{ kind, message }` (the use case turns the kind into a typed error) or the
 * changed dispute. Calendar dates are YYYY-MM-DD (UTC).
 */

/** What the desk's rules read and change of one bureau's line (the stored item adds its own fields: ports/disputes.ts). */
export interface DeskItem {
  bureau: Bureau;
  sentAt: string | null;
  trackingNumber: string | null;
  /** The receipt as the desk recorded it from the tracking; null when unknown (the clock then presumes it). */
  receivedAt: string | null;
  supplementSentAt: string | null;
  /** Stored copies of the clock (dispute-clock.ts `itemClock`), rewritten with every change: the desk's queue orders by `dueAt`. */
  dueAt: string | null;
  extended: boolean;
  result: DisputeResult | null;
  respondedAt: string | null;
}

interface DeskDispute<I extends DeskItem> {
  status: DisputeStatus;
  createdAt: string;
  earliestSendDate: string;
  afterFreeDisclosure: boolean;
  addedInformation: readonly unknown[];
  letterKeys: Partial<Record<string, string>>;
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

/** The items with their stored clock (`dueAt`, `extended`) recomputed from their facts: every change goes through it. */
export function withClocks<I extends DeskItem, D extends DeskDispute<I>>(dispute: D): D {
  return {
    ...dispute,
    items: dispute.items.map((item) => {
      const clock = itemClock(item, dispute.afterFreeDisclosure);
      return { ...item, dueAt: clock.dueAt, extended: clock.extended };
    }),
  };
}

/**
 * The letters to these bureaus were mailed on `sentAt`: each item gets its date and its 30-day FCRA clock
 * (information the client added before mailing travels with the letter; only information added during the
 * investigation extends it to 45), and a pending dispute moves to in_progress. Refused before the
 * CROA window ends (`notBeforeWindow`), before the filing date, in the future, for a bureau not in the
 * dispute or already sent, and on a closed dispute.
 */
export function markSent<I extends DeskItem, D extends DeskDispute<I>>(
  dispute: D,
  bureaus: readonly Bureau[],
  sentAt: string,
  today: string,
  trackingNumbers: Partial<Record<Bureau, string>> = {},
): Outcome<D> {
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
    bureaus.includes(item.bureau) ? { ...item, sentAt, trackingNumber: trackingNumbers[item.bureau] ?? null, receivedAt: null, supplementSentAt: null } : item,
  );
  return { dispute: withClocks({ ...dispute, items, status: dispute.status === 'pending' ? 'in_progress' : dispute.status }) };
}

/**
 * The tracking shows this bureau received the letter on `receivedAt`: the FCRA clock runs from that day instead of the
 * presumed one. Refused for a bureau not mailed yet, a date before mailing or in the future, and on a closed dispute.
 * Recording it again corrects it (the tracking number too, when given).
 */
export function recordReceipt<I extends DeskItem, D extends DeskDispute<I>>(
  dispute: D,
  input: { bureau: Bureau; receivedAt: string; trackingNumber?: string | undefined },
  today: string,
): Outcome<D> {
  const name = bureauNames[input.bureau];
  if (!isOpen(dispute.status)) return refuse('conflict', deskMessages.closed);
  const item = dispute.items.find((i) => i.bureau === input.bureau);
  if (!item) return refuse('invalid', deskMessages.bureauNotInDispute(name));
  if (!item.sentAt) return refuse('conflict', deskMessages.notSentYet(name));
  if (input.receivedAt > today) return refuse('invalid', deskMessages.inFuture);
  if (input.receivedAt < item.sentAt) return refuse('invalid', deskMessages.receivedBeforeSent(name));
  const items = dispute.items.map((i) =>
    i.bureau === input.bureau ? { ...i, receivedAt: input.receivedAt, trackingNumber: input.trackingNumber ?? i.trackingNumber } : i,
  );
  return { dispute: withClocks({ ...dispute, items }) };
}

/**
 * The supplemental letters carrying the client's added information were mailed to these bureaus on `sentAt`
 * (FCRA §611(a)(1)(B)): an item whose letter went within its 30 days gets 45. Only a letter generated for that bureau
 * can have been mailed; refused for an item not mailed or already answered, before its dispute letter, in the future,
 * twice, and without information added.
 */
export function markSupplementSent<I extends DeskItem, D extends DeskDispute<I>>(dispute: D, bureaus: readonly Bureau[], sentAt: string, today: string): Outcome<D> {
  if (!isOpen(dispute.status)) return refuse('conflict', deskMessages.closed);
  if (sentAt > today) return refuse('invalid', deskMessages.inFuture);
  if (dispute.addedInformation.length === 0) return refuse('conflict', deskMessages.noAddedInformation);
  for (const bureau of bureaus) {
    const name = bureauNames[bureau];
    const item = dispute.items.find((i) => i.bureau === bureau);
    if (!item) return refuse('invalid', deskMessages.bureauNotInDispute(name));
    if (!item.sentAt) return refuse('conflict', deskMessages.notSentYet(name));
    if (item.result) return refuse('conflict', deskMessages.alreadyAnswered(name));
    if (item.supplementSentAt) return refuse('conflict', deskMessages.supplementAlreadySent(name));
    if (!dispute.letterKeys[`${bureau}-sup`]) return refuse('conflict', deskMessages.supplementNotGenerated(name));
    if (sentAt < item.sentAt) return refuse('invalid', deskMessages.supplementBeforeDispute(name));
  }
  const items = dispute.items.map((item) => (bureaus.includes(item.bureau) ? { ...item, supplementSentAt: sentAt } : item));
  return { dispute: withClocks({ ...dispute, items }) };
}

/** The bureau's written notice of a reinsertion (FCRA §611(a)(5)(B)(ii)), dated `receivedAt`; only for an item seen reinserted. */
export function recordReinsertionNotice<I extends DeskItem & { reinsertedAt: string | null; reinsertionNoticeAt: string | null }, D extends DeskDispute<I>>(
  dispute: D,
  input: { bureau: Bureau; receivedAt: string },
  today: string,
): Outcome<D> {
  const name = bureauNames[input.bureau];
  const item = dispute.items.find((i) => i.bureau === input.bureau);
  if (!item) return refuse('invalid', deskMessages.bureauNotInDispute(name));
  if (!item.reinsertedAt) return refuse('conflict', deskMessages.notReinserted(name));
  if (input.receivedAt > today) return refuse('invalid', deskMessages.inFuture);
  return { dispute: { ...dispute, items: dispute.items.map((i) => (i.bureau === input.bureau ? { ...i, reinsertionNoticeAt: input.receivedAt } : i)) } };
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

/** The bell's words for the letters just marked sent (the latest results-due date of them). */
export const sentNote = (accountName: string, bureaus: readonly Bureau[], resultsDueAt: string) => deskMessages.sentNote(accountName, bureauList(bureaus), resultsDueAt);

/**
 * The desk's order within one page: the caller's own advised clients first, the store's order (due date,
 * priority) kept otherwise.
 */
export function mineFirst<T extends { mine: boolean }>(rows: readonly T[]): T[] {
  return [...rows.filter((r) => r.mine), ...rows.filter((r) => !r.mine)];
}
