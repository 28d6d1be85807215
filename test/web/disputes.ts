import type { DisputeItem } from '@contract/disputes';

/** One bureau's line of a dispute as the API shows it (client and staff views alike): not yet sent, unless given. */
export const disputeItemView = (bureau: DisputeItem['bureau'], over: Partial<DisputeItem> = {}): DisputeItem => ({
  bureau,
  sentAt: null,
  trackingNumber: null,
  receivedAt: null,
  receiptPresumed: false,
  dueAt: null,
  extended: false,
  resultsDueAt: null,
  overdue: false,
  supplementSentAt: null,
  result: null,
  respondedAt: null,
  verificationRequestedAt: null,
  reinsertedAt: null,
  reinsertionNoticeAt: null,
  reinsertionNoticeDueAt: null,
  reinsertionWithoutNotice: false,
  ...over,
});
