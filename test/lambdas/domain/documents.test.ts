import { describe, expect, it } from 'vitest';
import { neededByOpenDispute } from '../../../lambdas/domain/documents.js';

const doc = (id: string, documentType: 'id' | 'address' | 'income' | 'bank' | 'social', status = 'verified') => ({ id, documentType, status });
const open = [{ status: 'in_progress' as const }];

describe('neededByOpenDispute: what an open dispute encloses can be replaced, not removed', () => {
  it('holds for the only verified ID or proof of address while a dispute is pending or in progress', () => {
    const id = doc('a', 'id');
    expect(neededByOpenDispute(id, [id], open)).toBe(true);
    expect(neededByOpenDispute(id, [id], [{ status: 'pending' }])).toBe(true);
    const address = doc('b', 'address');
    expect(neededByOpenDispute(address, [id, address], open)).toBe(true);
  });

  it('lets go once another verified one of the type exists (a pending one does not count)', () => {
    const id = doc('a', 'id');
    expect(neededByOpenDispute(id, [id, doc('c', 'id', 'pending_review')], open)).toBe(true);
    expect(neededByOpenDispute(id, [id, doc('c', 'id')], open)).toBe(false);
  });

  it('does not hold without an open dispute, for a document not verified, or for what a letter does not enclose', () => {
    const id = doc('a', 'id');
    expect(neededByOpenDispute(id, [id], [])).toBe(false);
    expect(neededByOpenDispute(id, [id], [{ status: 'resolved' }, { status: 'rejected' }])).toBe(false);
    expect(neededByOpenDispute(doc('a', 'id', 'rejected'), [], open)).toBe(false);
    const income = doc('i', 'income');
    expect(neededByOpenDispute(income, [income], open)).toBe(false);
  });
});
