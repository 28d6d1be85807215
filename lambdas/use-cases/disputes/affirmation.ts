import type { AffirmDisputeRequest, DisputeView } from '../../contract/disputes.js';
import { AFFIRMATION_WORDING, disputeMessages } from '../../contract/dispute-messages.js';
import { affirmationStatements } from '../../domain/dispute-letters.js';
import { NAME_PLACEHOLDER } from '../../domain/dispute-text.js';
import { Conflict, Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';
import { toDisputeView } from './disputes.js';

export type AffirmationDeps = Pick<Deps, 'disputes' | 'documents' | 'now'>;

/**
 * `POST /api/disputes/{id}/affirmation`: the client affirms the statements their letters will make in their name
 * (docs/letters.md). The server records the statements as it shows them (`toAffirm`), the wording agreed to and the
 * time; no letter is produced before this (use-cases/disputes/letters.ts answers 409). The documents named are the
 * evidence enclosed with each letter: only the caller's own documents that passed the scan. Once a letter is frozen,
 * it carries what was affirmed then, so the affirmation no longer changes (409).
 */
export async function affirmDispute(deps: AffirmationDeps, userId: string, id: string, request: AffirmDisputeRequest): Promise<DisputeView> {
  const dispute = await deps.disputes.get(userId, id);
  if (!dispute) throw new NotFound(disputeMessages.notFound);
  if (Object.keys(dispute.letterKeys ?? {}).length > 0) throw new Conflict(disputeMessages.alreadyAffirmed);
  const evidenceDocumentIds = [...new Set(request.evidenceDocumentIds)];
  if (evidenceDocumentIds.length > 0) {
    const usable = new Set(
      (await deps.documents.list(userId)).filter((d) => d.status === 'verified' || d.status === 'pending_review').map((d) => d.id),
    );
    if (!evidenceDocumentIds.every((docId) => usable.has(docId))) throw new Invalid(disputeMessages.evidenceNotYours);
  }
  const now = deps.now().toISOString();
  const next: StoredDispute = {
    ...dispute,
    affirmation: { statements: affirmationStatements(dispute, NAME_PLACEHOLDER), wording: AFFIRMATION_WORDING, at: now, evidenceDocumentIds },
    updatedAt: now,
    version: dispute.version + 1,
  };
  await deps.disputes.update(next);
  return toDisputeView(next, now.slice(0, 10));
}
