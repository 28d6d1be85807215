import type { Bureau } from '@contract/credit';
import { disputeMessages, type StaffDisputeView } from '@contract/disputes';
import type { LetterKind } from '@contract/letters';
import type { RouteName } from '../../../../lambdas/routes';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { api } from '../../lib/api-client';
import type { DeskAction } from './dispute-clock-actions';
import { downloadLetter } from '../../lib/letters/download';

/** What the dispute desk's queue and its opened dispute share: the queue's key, a dispute's address, its letters. */
export const QUEUE_KEY = ['admin', 'disputes'] as const;
export type DisputeRef = { userId: string; id: string };

const params = (d: DisputeRef) => ({ userId: d.userId, id: d.id });
export const fetchStaffDispute = (d: DisputeRef) => api.call('adminGetDispute', { params: params(d) });

/** The route of each thing the desk records on a dispute. */
const DESK_ROUTES = {
  sent: 'adminMarkDisputeSent',
  result: 'adminRecordDisputeResult',
  status: 'adminSetDisputeStatus',
  receipt: 'adminRecordDisputeReceipt',
  'supplement-sent': 'adminMarkSupplementSent',
  'reinsertion-notice': 'adminRecordReinsertionNotice',
} as const satisfies Record<DeskAction, RouteName>;

/** Records a desk action; each action's form builds its body, and the server parses it with that action's schema. */
export const recordDeskAction = (d: DisputeRef, to: DeskAction, body: unknown) => api.call(DESK_ROUTES[to], { params: params(d), body } as never);

export const isOverdue = (d: StaffDisputeView) => d.items.some((i) => i.overdue);

export async function openLetter(d: DisputeRef, bureau: Bureau, kind: LetterKind = 'dispute') {
  try {
    // A letter's frozen content (audited by the server; built on the first call), which the browser renders as a PDF.
    const { letter, fileName } = await api.call('adminDisputeLetter', { params: { ...params(d), bureau }, query: kind === 'dispute' ? {} : { kind } });
    await downloadLetter(letter, fileName);
  } catch (error) {
    notify('error', messageFor(error, disputeMessages.letterFailed));
  }
}
