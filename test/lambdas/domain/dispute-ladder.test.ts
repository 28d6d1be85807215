import { describe, expect, it } from 'vitest';
import { ladderMessages } from '../../../lambdas/contract/dispute-ladder.js';
import { disputeLadder, ladderRefusal, type LadderInput, type LadderItem } from '../../../lambdas/domain/dispute-ladder.js';

const item = (over: Partial<LadderItem> = {}): LadderItem => ({
  bureau: 'equifax',
  result: null,
  respondedAt: null,
  resultsDueAt: '2026-11-20',
  verificationRequestedAt: null,
  reinsertionWithoutNotice: false,
  ...over,
});
const verified = (over: Partial<LadderItem> = {}) => item({ result: 'verified', respondedAt: '2026-11-10', ...over });

const input = (over: Partial<LadderInput> = {}): LadderInput => ({
  reason: 'Incorrect balance reported',
  findingId: null,
  accountKey: 'cap1|4821|2019-03',
  items: [item()],
  ladder: null,
  asOf: '2026-11-15',
  ...over,
});
const stateOf = (view: ReturnType<typeof disputeLadder>) => Object.fromEntries(view.steps.map((s) => [s.step, s.state]));
const furnisherDone = { statement: 'The balance is $250, not $1,200: I paid it down in September.', affirmation: ladderMessages.affirmation, affirmedAt: '2026-11-16T10:00:00.000Z' };

describe('disputeLadder', () => {
  it('is closed while the bureau investigates: every step locked, nothing next, each refusal says when it opens', () => {
    const view = disputeLadder(input());
    expect(view.openedBy).toEqual([]);
    expect(view.next).toBeNull();
    expect(stateOf(view)).toEqual({ verification: 'locked', furnisher: 'locked', complaint: 'locked', attorney: 'not_applicable' });
    expect(ladderRefusal(view, 'furnisher')).toBe(ladderMessages.notOpen);
    expect(ladderRefusal(view, 'complaint')).toBe(ladderMessages.notOpen);
  });

  it('after "verified" the method of verification comes first, and the creditor and the complaint wait for it', () => {
    const view = disputeLadder(input({ items: [verified()] }));
    expect(view.openedBy).toEqual([{ bureau: 'equifax', because: 'verified', on: '2026-11-10' }]);
    expect(view.next).toBe('verification');
    expect(stateOf(view)).toMatchObject({ verification: 'available', furnisher: 'locked', complaint: 'locked' });
    expect(ladderRefusal(view, 'furnisher')).toBe(ladderMessages.verificationFirst('Equifax'));
  });

  it('once the verification is asked of every bureau that verified, the furnisher dispute is next; then the complaint', () => {
    const asked = disputeLadder(input({ items: [verified({ verificationRequestedAt: '2026-11-11T09:00:00.000Z' }), verified({ bureau: 'experian' })] }));
    expect(asked.next).toBe('verification'); // Experian not asked yet
    expect(ladderRefusal(asked, 'furnisher')).toBe(ladderMessages.verificationFirst('Experian'));

    const both = input({ items: [verified({ verificationRequestedAt: '2026-11-12T09:00:00.000Z' }), verified({ bureau: 'experian', verificationRequestedAt: '2026-11-11T09:00:00.000Z' })] });
    const view = disputeLadder(both);
    expect(view.steps[0]).toMatchObject({ state: 'done', at: '2026-11-11T09:00:00.000Z' });
    expect(view.next).toBe('furnisher');
    expect(ladderRefusal(view, 'complaint')).toBe(ladderMessages.furnisherFirst);

    const afterFurnisher = disputeLadder({ ...both, ladder: { furnisher: furnisherDone, complaintAt: null, attorneyAt: null } });
    expect(afterFurnisher.next).toBe('complaint');
    expect(afterFurnisher.steps[1]).toMatchObject({ state: 'done', at: furnisherDone.affirmedAt });
    expect(afterFurnisher.furnisherDispute).toEqual(furnisherDone);

    const all = disputeLadder({ ...both, ladder: { furnisher: furnisherDone, complaintAt: '2026-11-17T10:00:00.000Z', attorneyAt: null } });
    expect(all.next).toBeNull();
    expect(ladderRefusal(all, 'complaint')).toBeNull(); // done: the packet can be downloaded again
  });

  it('opens on no response only the day after the results were due, and then skips the verification (nothing was verified)', () => {
    expect(disputeLadder(input({ asOf: '2026-11-20' })).openedBy).toEqual([]);
    const view = disputeLadder(input({ asOf: '2026-11-21' }));
    expect(view.openedBy).toEqual([{ bureau: 'equifax', because: 'no_response', on: '2026-11-20' }]);
    expect(stateOf(view)).toMatchObject({ verification: 'not_applicable', furnisher: 'available', complaint: 'locked' });
    expect(view.next).toBe('furnisher');
  });

  it('a deleted or updated item opens nothing', () => {
    const view = disputeLadder(input({ items: [item({ result: 'deleted', respondedAt: '2026-11-10' })], asOf: '2026-12-30' }));
    expect(view.openedBy).toEqual([]);
    expect(view.next).toBeNull();
  });

  it.each([
    ['an inquiry', { findingId: 'unrecognised_inquiry:inquiry:abc auto:2026-02-11', accountKey: null }, 'inquiry'],
    ['personal information', { reason: 'Incorrect personal information' as const, accountKey: null }, 'identifying_information'],
    ['a mixed-file variation', { findingId: 'mixed_file:birth-date', accountKey: null, reason: 'Other' as const }, 'identifying_information'],
    ['a public record', { findingId: 'obsolete_negative:record:judgment:CV-19-***12', accountKey: null }, 'public_record'],
  ])('leaves out the furnisher dispute for %s (12 CFR 1022.43(b)(1)) and goes straight to the complaint', (_, over, exclusion) => {
    const view = disputeLadder(input({ ...over, items: [verified({ verificationRequestedAt: '2026-11-11T09:00:00.000Z' })] }));
    expect(view.furnisherExclusion).toBe(exclusion);
    expect(view.steps[1]).toMatchObject({ state: 'not_applicable', note: ladderMessages.furnisherExcluded[exclusion as 'inquiry'] });
    expect(ladderRefusal(view, 'furnisher')).toBe(ladderMessages.furnisherExcluded[exclusion as 'inquiry']);
    expect(view.next).toBe('complaint');
  });

  it('an account that is not the client\'s goes to the furnisher: liability is not an excluded kind of dispute', () => {
    const view = disputeLadder(input({ reason: 'Account not mine', items: [verified({ verificationRequestedAt: '2026-11-11T09:00:00.000Z' })] }));
    expect(view.furnisherExclusion).toBeNull();
    expect(view.next).toBe('furnisher');
  });

  it("offers the attorney's summary on a reinsertion without notice, an obsolete item or a mixed file, never as the next step", () => {
    const reinserted = disputeLadder(input({ items: [item({ result: 'deleted', respondedAt: '2026-10-01', reinsertionWithoutNotice: true })] }));
    expect(reinserted.attorneyGrounds).toEqual(['reinsertion_without_notice']);
    expect(reinserted.steps[3]).toMatchObject({ state: 'available' });
    expect(reinserted.next).toBeNull();
    expect(ladderRefusal(reinserted, 'attorney')).toBeNull();

    expect(disputeLadder(input({ findingId: 'obsolete_negative:cap1|4821|2012-01' })).attorneyGrounds).toEqual(['obsolete_item']);
    expect(disputeLadder(input({ findingId: 'mixed_file:ssn' })).attorneyGrounds).toEqual(['mixed_file']);

    const none = disputeLadder(input({ items: [verified()] }));
    expect(none.attorneyGrounds).toEqual([]);
    expect(ladderRefusal(none, 'attorney')).toBe(ladderMessages.noGrounds);

    const taken = disputeLadder(input({ findingId: 'mixed_file:ssn', ladder: { furnisher: null, complaintAt: null, attorneyAt: '2026-11-15T08:00:00.000Z' } }));
    expect(taken.steps[3]).toMatchObject({ state: 'done', at: '2026-11-15T08:00:00.000Z' });
  });
});
