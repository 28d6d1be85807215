import type { DisputeItem, DisputeView } from '@contract/disputes';
import type { DisputeLadderView } from '@contract/dispute-ladder';
import { disputeLadder, type StoredLadder } from '../../lambdas/domain/dispute-ladder.js';

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
 * A dispute as the client's API shows it: in progress, filed on 2 November 2026, one bureau not yet sent unless `items`
 * are given. Its ladder is closed (the API's view while the bureaus investigate) unless `ladder` gives what the dispute
 * stores and the day to read it on: then the domain computes it, as the server does.
 */
export function disputeView(over: Partial<DisputeView> = {}, ladder?: { stored: StoredLadder | null; asOf: string }): DisputeView {
  const d: DisputeView = {
    id: 'd1',
    accountName: 'CAPITAL ONE ····4821',
    accountKey: 'cap1',
    findingId: null,
    reason: 'Incorrect balance reported',
    description: 'The balance is wrong.',
    amountCents: null,
    status: 'in_progress',
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
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
  if (!ladder) return d;
  return { ...d, ladder: disputeLadder({ reason: d.reason, findingId: d.findingId, accountKey: d.accountKey, items: d.items, ladder: ladder.stored, asOf: ladder.asOf }) };
}
