import {
  EXTENDED_INVESTIGATION_DAYS,
  FREE_DISCLOSURE_INVESTIGATION_DAYS,
  INVESTIGATION_DAYS,
  PRESUMED_DELIVERY_BUSINESS_DAYS,
  REINSERTION_NOTICE_BUSINESS_DAYS,
  RESULTS_NOTICE_BUSINESS_DAYS,
} from '../contract/disputes.js';
import { addCalendarDays, cancellationDeadline, nthBusinessDayAfter } from './business-days.js';

/**
 * The clocks of a dispute, pure. Calendar dates are YYYY-MM-DD in UTC; business days skip weekends and US federal
 * holidays (business-days.ts).
 * - CROA (15 U.S.C. §1679b(b), §1679e): no service before the 3-business-day right to cancel has ended:
 *   letters may be mailed from the day the cancellation deadline falls on (it ends at midnight).
 * - FCRA §611(a)(1): the bureau has 30 days from *receiving* the dispute. Receipt is what the desk read on the
 *   tracking, else presumed 5 business days after mailing (a late presumption only ever moves the deadline later,
 *   so we never call a bureau late before the law does).
 * - 45 days instead of 30 when the consumer sends the bureau more information within the 30 days (§611(a)(1)(B)),
 *   which here means a supplemental letter generated and recorded as mailed within them (a note typed in the app
 *   reaches no bureau), or when the dispute follows a free annual disclosure (§612(a)(3)).
 * - §611(a)(6)(A): the results are due 5 business days after the investigation ends; only then is an item overdue.
 * - §611(a)(5)(B)(ii): a reinserted item is to be notified within 5 business days.
 */

/** The first day letters may be mailed: the day the service agreement's cancellation deadline falls on (UTC). */
export function earliestSendDate(agreementSignedAt: Date): string {
  return cancellationDeadline(agreementSignedAt).toISOString().slice(0, 10);
}

/** When a letter mailed on `sentAt` is presumed to reach the bureau, when tracking does not tell. */
export const presumedReceipt = (sentAt: string): string => nthBusinessDayAfter(sentAt, PRESUMED_DELIVERY_BUSINESS_DAYS);

/** What the clock of one bureau's item is computed from (all stored facts; nothing depends on today). */
export interface ClockFacts {
  sentAt: string | null;
  /** The receipt the desk read on the tracking; null when unknown (then presumed). */
  receivedAt: string | null;
  /** When the supplemental letter carrying the client's added information was mailed to this bureau. */
  supplementSentAt: string | null;
}

export interface ItemClock {
  /** The receipt the clock runs from: recorded, or presumed (`receiptPresumed`). Null while not mailed. */
  receivedAt: string | null;
  receiptPresumed: boolean;
  /** The end of the investigation: receipt + 30 days, or + 45 (`extended`). */
  dueAt: string | null;
  extended: boolean;
  /** The results are due 5 business days after `dueAt`. */
  resultsDueAt: string | null;
}

const UNSENT: ItemClock = { receivedAt: null, receiptPresumed: false, dueAt: null, extended: false, resultsDueAt: null };

/** One bureau's clock from its facts; `afterFreeDisclosure` is the dispute's (§612(a)(3)). */
export function itemClock(item: ClockFacts, afterFreeDisclosure: boolean): ItemClock {
  if (!item.sentAt) return UNSENT;
  const receivedAt = item.receivedAt ?? presumedReceipt(item.sentAt);
  const thirtyDays = addCalendarDays(receivedAt, INVESTIGATION_DAYS);
  const supplemented = item.supplementSentAt !== null && item.supplementSentAt <= thirtyDays;
  const days = afterFreeDisclosure ? FREE_DISCLOSURE_INVESTIGATION_DAYS : supplemented ? EXTENDED_INVESTIGATION_DAYS : INVESTIGATION_DAYS;
  const dueAt = addCalendarDays(receivedAt, days);
  return { receivedAt, receiptPresumed: item.receivedAt === null, dueAt, extended: days > INVESTIGATION_DAYS, resultsDueAt: nthBusinessDayAfter(dueAt, RESULTS_NOTICE_BUSINESS_DAYS) };
}

/** Sent, unanswered and past the day its results were due (not merely past the investigation's end). */
export const isOverdue = (item: { resultsDueAt: string | null; result: unknown }, today: string): boolean =>
  item.resultsDueAt !== null && item.result === null && today > item.resultsDueAt;

/** The last day for the bureau's notice of a reinsertion we detected at `reinsertedAt` (an instant). */
export const reinsertionNoticeDueAt = (reinsertedAt: string): string => nthBusinessDayAfter(reinsertedAt.slice(0, 10), REINSERTION_NOTICE_BUSINESS_DAYS);

/**
 * A reinsertion the bureau did not notify in time: no notice recorded and its due day is past, or a notice recorded
 * after that day. The bureau reinserted on or before we saw it, so counting from detection never flags early.
 */
export function reinsertionWithoutNotice(item: { reinsertedAt: string | null; reinsertionNoticeAt: string | null }, today: string): boolean {
  if (!item.reinsertedAt) return false;
  const due = reinsertionNoticeDueAt(item.reinsertedAt);
  return item.reinsertionNoticeAt === null ? today > due : item.reinsertionNoticeAt > due;
}
