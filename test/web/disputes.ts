import type { DisputeItem } from '@contract/disputes';
import type { DisputeLadderView } from '@contract/dispute-ladder';

/** The ladder of a dispute still under investigation: closed, every step waiting, nothing to offer. */
export const closedLadder = (over: Partial<DisputeLadderView> = {}): DisputeLadderView => ({
  openedBy: [],
  next: null,
  steps: [
    { step: 'verification', state: 'locked', at: null, note: 'closed' },
    { step: 'furnisher', state: 'locked', at: null, note: 'closed' },
    { step: 'complaint', state: 'locked', at: null, note: 'closed' },
    { step: 'attorney', state: 'not_applicable', at: null, note: 'no grounds' },
  ],
  furnisherExclusion: null,
  attorneyGrounds: [],
  furnisherDispute: null,
  ...over,
});

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
