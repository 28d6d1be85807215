import { EXTENDED_INVESTIGATION_DAYS, INVESTIGATION_DAYS, type DisputeItem } from '../contract/disputes.js';
import { addCalendarDays, cancellationDeadline } from './business-days.js';

/**
 * The clocks of a dispute, pure. Calendar dates are YYYY-MM-DD in UTC.
 * - CROA (15 U.S.C. §1679b(b), §1679e): no service before the 3-business-day right to cancel has ended:
 *   letters may be mailed from the day the cancellation deadline falls on (it ends at midnight).
 * - FCRA §611(a)(1): the bureau has 30 days from receiving the dispute, 45 when the consumer gives more
 *   information during those 30 days. We count from the mailing date, which is earlier than receipt:
 *   the clock we show is never later than the law's.
 */

/** The first day letters may be mailed: the day the service agreement's cancellation deadline falls on (UTC). */
export function earliestSendDate(agreementSignedAt: Date): string {
  return cancellationDeadline(agreementSignedAt).toISOString().slice(0, 10);
}

/** When the bureau's answer is due for a letter mailed on `sentAt`. */
export const dueDate = (sentAt: string, extended: boolean): string => addCalendarDays(sentAt, extended ? EXTENDED_INVESTIGATION_DAYS : INVESTIGATION_DAYS);

/** Sent, unanswered and past its due date. */
export const isOverdue = (item: Pick<DisputeItem, 'dueAt' | 'result'>, today: string): boolean => item.dueAt !== null && item.result === null && today > item.dueAt;

/** Information added while an item is under investigation extends its clock to 45 days (items not yet sent keep theirs). */
export function extendOpenItems<T extends Pick<DisputeItem, 'sentAt' | 'dueAt' | 'extended' | 'result'>>(items: readonly T[], today: string): T[] {
  return items.map((item) =>
    item.sentAt && item.result === null && !item.extended && item.dueAt && today <= item.dueAt ? { ...item, extended: true, dueAt: dueDate(item.sentAt, true) } : item,
  );
}
