import type { Bureau } from '@contract/credit';
import { disputeMessages, type StaffDisputeView } from '@contract/disputes';
import { letterResponse, type LetterKind } from '@contract/letters';
import { notify } from '../../components/notifications';
import { api, ApiError } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';

/** What the dispute desk's queue and its opened dispute share: the queue's key, a dispute's address, its letters. */
export const QUEUE_KEY = ['admin', 'disputes'] as const;
export type DisputeRef = { userId: string; id: string };

export const disputePath = (d: DisputeRef) => `/admin/disputes/${encodeURIComponent(d.userId)}/${encodeURIComponent(d.id)}`;
/** A letter's frozen content (audited by the server; built on the first call), which the browser renders as a PDF. */
const letterPath = (d: DisputeRef, bureau: Bureau, kind: LetterKind) => `${disputePath(d)}/letters/${bureau}${kind === 'dispute' ? '' : `?kind=${kind}`}`;

export const isOverdue = (d: StaffDisputeView) => d.items.some((i) => i.overdue);

export async function openLetter(d: DisputeRef, bureau: Bureau, kind: LetterKind = 'dispute') {
  try {
    const { letter, fileName } = await api(letterPath(d, bureau, kind), { method: 'POST', schema: letterResponse });
    await downloadLetter(letter, fileName);
  } catch (error) {
    notify('error', error instanceof ApiError ? error.message : disputeMessages.letterFailed);
  }
}
