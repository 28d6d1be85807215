import type { Bureau, CreditFile } from '../contract/credit.js';
import type { DisputeResult } from '../contract/disputes.js';

/**
 * Reinsertion (FCRA §611(a)(5)(B)): an item a bureau deleted after a dispute may come back only if the furnisher
 * certifies it accurate, and the bureau must tell the consumer within 5 business days. We do not wait for that
 * notice: a later file that shows, at a bureau, an account that bureau deleted after the client's dispute is a
 * reinsertion, raised once per dispute and bureau.
 */

/** What detection reads of a dispute (a `StoredDispute` has it). */
export interface ReinsertionDispute {
  id: string;
  accountKey: string | null;
  items: readonly { bureau: Bureau; result: DisputeResult | null; reinsertedAt: string | null }[];
}

export interface Reinsertion {
  disputeId: string;
  bureau: Bureau;
}

/**
 * The items reported again: result 'deleted', not yet flagged, and the account (`accountKey`) is in the file's
 * tradelines or collections at that same bureau. A dispute without an account key (typed by the client) cannot be
 * matched, and a bureau that does not report the account again is left alone.
 */
export function findReinsertions(disputes: readonly ReinsertionDispute[], file: Pick<CreditFile, 'tradelines' | 'collections'>): Reinsertion[] {
  const reported = new Set([...file.tradelines, ...file.collections].map((l) => `${l.bureau}|${l.key}`));
  return disputes.flatMap((d) =>
    d.accountKey === null
      ? []
      : d.items
          .filter((i) => i.result === 'deleted' && i.reinsertedAt === null && reported.has(`${i.bureau}|${d.accountKey}`))
          .map((i) => ({ disputeId: d.id, bureau: i.bureau })),
  );
}
