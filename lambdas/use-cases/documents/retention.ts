import type { Deps } from '../../ports/deps.js';
import { retentionCutoff } from '../../domain/documents.js';
import { deleteDocument } from './upload.js';

export interface RetentionReport {
  cutoff: string;
  documentsDeleted: number;
  verificationsDeleted: number;
}

const PAGE = 100;

/**
 * Deletes every document (file, all its versions, item) and every verification record last used more
 * than two years ago. Each is found through its retention listing (a Query up to the cutoff, oldest
 * first), never by reading every user. Safe to run again: what is gone is not counted twice.
 */
export async function applyRetention(deps: Pick<Deps, 'documents' | 'verification' | 'files'>, now: Date): Promise<RetentionReport> {
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
  return { cutoff, documentsDeleted, verificationsDeleted };
}
