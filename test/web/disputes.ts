import type { DisputeItem, DisputeView } from '@contract/disputes';
import type { DisputeLadderView } from '@contract/dispute-ladder';
import { disputeLadder, EMPTY_LADDER, type StoredLadder } from '../../lambdas/domain/dispute-ladder.js';

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

/**
 * A dispute as the client's API shows it: in progress, filed on 2 November 2026, its items as given (one bureau not yet
 * sent by default) and its ladder computed by the domain from `ladder` as of `asOf`.
 */
export function disputeView(over: Partial<DisputeView> = {}, ladder: StoredLadder = EMPTY_LADDER, asOf = '2026-11-23'): DisputeView {
  const d: DisputeView = {
    id: 'd1-0000-0000',
    accountName: 'Capital One card',
    accountKey: 'cap1',
    findingId: null,
    reason: 'Incorrect balance reported',
    description: 'I paid this card down to $250.00 in September.',
    amountCents: 25_000,
    status: 'in_progress',
    createdAt: '2026-11-02T15:00:00.000Z',
    updatedAt: '2026-11-23T15:00:00.000Z',
    items: [disputeItemView('equifax')],
    earliestSendDate: '2026-11-02',
    afterFreeDisclosure: false,
    newInformation: null,
    addedInformation: [],
    bureauResponse: null,
    resolutionNotes: null,
    ladder: closedLadder(),
    affirmation: null,
    toAffirm: [],
    ...over,
  };
  return { ...d, ladder: disputeLadder({ reason: d.reason, findingId: d.findingId, accountKey: d.accountKey, items: d.items, ladder, asOf }) };
}
