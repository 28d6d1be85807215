import { describe, expect, it } from 'vitest';
import { AFFIRMATION_WORDING, disputeMessages } from '../../../../lambdas/contract/disputes.js';
import { Conflict, Invalid, NotFound } from '../../../../lambdas/errors.js';
import type { StoredDispute } from '../../../../lambdas/ports/disputes.js';
import type { StoredDocument } from '../../../../lambdas/ports/documents.js';
import { affirmDispute, type AffirmationDeps } from '../../../../lambdas/use-cases/disputes/affirmation.js';
import { storedDispute } from '../../../support/disputes.js';

const NOW = new Date('2026-11-23T15:00:00.000Z');

const doc = (id: string, status: StoredDocument['status'], userId = 'c1'): StoredDocument => ({
  id, userId, documentType: 'bank', fileName: `${id}.pdf`, contentType: 'application/pdf', sizeBytes: 10, status, reason: null,
  objectKey: `users/${userId}/documents/${id}`, uploadedAt: '2026-11-01T00:00:00.000Z', reviewedAt: null, reviewedBy: null,
});

function fakes(dispute: StoredDispute, documents: StoredDocument[] = [doc('stmt', 'verified'), doc('bad', 'quarantined')]) {
  const stored = new Map([[`${dispute.userId}/${dispute.id}`, dispute]]);
  const deps = {
    now: () => NOW,
    disputes: {
      get: async (userId: string, id: string) => stored.get(`${userId}/${id}`),
      update: async (d: StoredDispute) => void stored.set(`${d.userId}/${d.id}`, d),
    },
    documents: { list: async (userId: string) => documents.filter((d) => d.userId === userId) },
  } as unknown as AffirmationDeps;
  return { deps, stored };
}

describe('affirmDispute', () => {
  it('records the statements the client was shown, the wording, the time and the evidence chosen', async () => {
    const { deps, stored } = fakes(storedDispute({ affirmation: null, description: 'I paid it down in May.' }));
    const view = await affirmDispute(deps, 'c1', 'd1', { affirmed: true, evidenceDocumentIds: ['stmt', 'stmt'] });
    expect(view.affirmation).toEqual({ statements: view.toAffirm, wording: AFFIRMATION_WORDING, at: NOW.toISOString(), evidenceDocumentIds: ['stmt'] });
    expect(view.toAffirm).toEqual(['The balance reported for this account is not correct.', 'The amount I state for this item: $1,240.00', 'I paid it down in May.']);
    expect(stored.get('c1/d1')).toMatchObject({ affirmation: view.affirmation, version: 2 });
  });

  it('refuses evidence that is not a clean document of the caller (400), another client\'s dispute (404) and a change once a letter exists (409)', async () => {
    const { deps } = fakes(storedDispute({ affirmation: null }), [doc('stmt', 'verified'), doc('bad', 'quarantined'), doc('theirs', 'verified', 'c2')]);
    for (const id of ['bad', 'theirs', 'missing']) {
      await expect(affirmDispute(deps, 'c1', 'd1', { affirmed: true, evidenceDocumentIds: [id] })).rejects.toThrow(new Invalid(disputeMessages.evidenceNotYours));
    }
    await expect(affirmDispute(deps, 'c2', 'd1', { affirmed: true, evidenceDocumentIds: [] })).rejects.toThrow(NotFound);
    const frozen = fakes(storedDispute({ letterKeys: { experian: 'users/c1/disputes/d1/experian.json' } }));
    await expect(affirmDispute(frozen.deps, 'c1', 'd1', { affirmed: true, evidenceDocumentIds: [] })).rejects.toThrow(new Conflict(disputeMessages.alreadyAffirmed));
  });
});
