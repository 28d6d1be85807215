import type { Deps } from '../../ports/deps.js';
import { retentionCutoff } from '../../domain/documents.js';
import { disconnectBank } from '../bank/connection.js';
import { resetCredit } from '../credit/reset.js';
import { deleteDocument } from './upload.js';

export interface RetentionReport {
  cutoff: string;
  documentsDeleted: number;
  verificationsDeleted: number;
  /** Clients whose credit data (reports, analyses, monitoring, bank data) was disposed of. */
  creditDataRetired: number;
}

type RetentionDeps = Pick<Deps, 'documents' | 'verification' | 'files' | 'creditReports' | 'analyses' | 'bureau' | 'bankStore' | 'bankData' | 'secrets' | 'now'>;

/**
 * A client's credit data two years after its last use (the last pull, monitoring refresh or bank sync): monitoring
 * ended at the bureau provider, the reports (items and files), score history and analyses deleted, and the bank link
 * ended at the aggregator with its transactions. The written instructions stay (evidence, until the account goes).
 */
async function retireCreditData(deps: RetentionDeps, userId: string): Promise<void> {
  const monitor = await deps.creditReports.getMonitor(userId);
  if (monitor) await deps.bureau.endMonitoring(monitor.monitoringReference, deps.now().toISOString());
  await resetCredit(deps, userId);
  await disconnectBank(deps, userId);
  await deps.creditReports.deleteUse(userId);
}

const PAGE = 100;

/**
 * Deletes every document (file, all its versions, item) and every verification record last used more
 * than two years ago, and every client's credit data whose last use is that old. Each is found through its
 * retention listing (a Query up to the cutoff, oldest first), never by reading every user. Safe to run again:
 * what is gone is not counted twice.
 */
export async function applyRetention(deps: RetentionDeps, now: Date): Promise<RetentionReport> {
  const cutoff = retentionCutoff(now).toISOString();
  let documentsDeleted = 0;
  let after: Record<string, unknown> | undefined;
  do {
    // A Query's cursor stays valid after the items it passed are deleted, so paging goes on from it.
    const page = await deps.documents.listUnusedSince(cutoff, PAGE, after);
    for (const { userId, id } of page.items) {
      if (await deleteDocument(deps, userId, id)) documentsDeleted += 1;
    }
    after = page.next;
  } while (after);
  let verificationsDeleted = 0;
  after = undefined;
  do {
    const page = await deps.verification.listUnusedSince(cutoff, PAGE, after);
    for (const userId of page.items) {
      if (await deps.verification.removeRecord(userId)) verificationsDeleted += 1;
    }
    after = page.next;
  } while (after);
  let creditDataRetired = 0;
  after = undefined;
  do {
    const page = await deps.creditReports.listUnusedSince(cutoff, PAGE, after);
    for (const userId of page.items) {
      await retireCreditData(deps, userId);
      creditDataRetired += 1;
    }
    after = page.next;
  } while (after);
  return { cutoff, documentsDeleted, verificationsDeleted, creditDataRetired };
}
