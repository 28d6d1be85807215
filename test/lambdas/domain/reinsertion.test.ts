import { describe, expect, it } from 'vitest';
import { findReinsertions, type ReinsertionDispute } from '../../../lambdas/domain/reinsertion.js';
import { card, collection, file } from '../../support/credit-files.js';

const item = (bureau: 'equifax' | 'experian' | 'transunion', result: ReinsertionDispute['items'][number]['result'], reinsertedAt: string | null = null) => ({ bureau, result, reinsertedAt });
const midland = (items: ReinsertionDispute['items'], over: Partial<ReinsertionDispute> = {}): ReinsertionDispute => ({ id: 'd1', accountKey: 'midland-9876', items, ...over });

describe('findReinsertions', () => {
  it('finds a deleted collection reported again at the bureau that deleted it', () => {
    const later = file({ collections: [collection('experian')] });
    expect(findReinsertions([midland([item('experian', 'deleted'), item('transunion', 'deleted')])], later)).toEqual([{ disputeId: 'd1', bureau: 'experian' }]);
  });

  it('finds a deleted tradeline too, at every bureau that reports it again', () => {
    const later = file({ tradelines: [card('equifax'), card('transunion')] });
    const d = midland([item('equifax', 'deleted'), item('experian', 'deleted'), item('transunion', 'deleted')], { id: 'd2', accountKey: 'capital-one-1234-2015-03' });
    expect(findReinsertions([d], later)).toEqual([
      { disputeId: 'd2', bureau: 'equifax' },
      { disputeId: 'd2', bureau: 'transunion' },
    ]);
  });

  it('ignores items not deleted, already flagged, another bureau’s copy, and disputes without an account key', () => {
    const later = file({ tradelines: [], collections: [collection('experian'), collection('equifax')] });
    expect(findReinsertions([midland([item('experian', 'verified'), item('transunion', 'deleted')])], later)).toEqual([]);
    expect(findReinsertions([midland([item('experian', 'deleted', '2026-11-01T00:00:00.000Z')])], later)).toEqual([]);
    expect(findReinsertions([midland([item('experian', null), item('equifax', 'updated')])], later)).toEqual([]);
    expect(findReinsertions([midland([item('experian', 'deleted')], { accountKey: null })], later)).toEqual([]);
  });

  it('finds nothing while the item stays deleted', () => {
    expect(findReinsertions([midland([item('experian', 'deleted')])], file({ collections: [] }))).toEqual([]);
  });
});
