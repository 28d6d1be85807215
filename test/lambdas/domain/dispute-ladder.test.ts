import { describe, expect, it } from 'vitest';
import { ladderMessages } from '../../../lambdas/contract/dispute-ladder.js';
import { disputeLadder, furnisherAnswerCheck, ladderRefusal, type LadderInput, type LadderItem } from '../../../lambdas/domain/dispute-ladder.js';

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
    // Counted from the day the letter was prepared (16 November): the creditor's 30 days end on 16 December at the earliest.
    expect(afterFurnisher.furnisherDispute).toEqual({ ...furnisherDone, answerDueFrom: '2026-12-16', answer: null });

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

describe("furnisherAnswerCheck: the creditor's answer to the client's direct dispute (12 CFR 1022.43(e), (f))", () => {
  const opened = input({ items: [verified({ verificationRequestedAt: '2026-11-11T09:00:00.000Z' })] });
  const sent = disputeLadder({ ...opened, ladder: { furnisher: furnisherDone, complaintAt: null, attorneyAt: null } });
  const at = (day: string) => `${day}T12:00:00.000Z`;

  it('is refused before the furnisher step is done, with the step\'s own note', () => {
    expect(furnisherAnswerCheck(disputeLadder(opened), { outcome: 'verified', on: '2026-11-20' }, at('2026-11-20'))).toEqual({ ok: false, status: 'conflict', message: ladderMessages.furnisherFirst });
    expect(furnisherAnswerCheck(disputeLadder(input()), { outcome: 'verified', on: '2026-11-20' }, at('2026-11-20'))).toEqual({ ok: false, status: 'conflict', message: ladderMessages.notOpen });
    const excluded = disputeLadder({ ...opened, reason: 'Incorrect personal information', accountKey: null });
    expect(furnisherAnswerCheck(excluded, { outcome: 'verified', on: '2026-11-20' }, at('2026-11-20'))).toEqual({
      ok: false,
      status: 'conflict',
      message: ladderMessages.furnisherExcluded.identifying_information,
    });
  });

  it('takes an answer dated from the day the dispute was prepared to today, with the note as written (none when empty)', () => {
    expect(furnisherAnswerCheck(sent, { outcome: 'verified', on: '2026-11-16', note: '' }, at('2026-11-16'))).toEqual({
      ok: true,
      answer: { outcome: 'verified', on: '2026-11-16', note: null, recordedAt: at('2026-11-16') },
    });
    expect(furnisherAnswerCheck(sent, { outcome: 'frivolous', on: '2026-11-20', note: 'They want my statement.' }, at('2026-11-25'))).toEqual({
      ok: true,
      answer: { outcome: 'frivolous', on: '2026-11-20', note: 'They want my statement.', recordedAt: at('2026-11-25') },
    });
  });

  it('refuses a date before the dispute was prepared, a date after today, and a missing date, on the date field', () => {
    expect(furnisherAnswerCheck(sent, { outcome: 'corrected', on: '2026-11-15' }, at('2026-11-20'))).toEqual({
      ok: false,
      status: 'invalid',
      field: 'on',
      message: ladderMessages.answerBeforeDispute('November 16, 2026'),
    });
    expect(furnisherAnswerCheck(sent, { outcome: 'corrected', on: '2026-11-21' }, at('2026-11-20'))).toEqual({ ok: false, status: 'invalid', field: 'on', message: ladderMessages.answerInFuture });
    expect(furnisherAnswerCheck(sent, { outcome: 'corrected' }, at('2026-11-20'))).toEqual({ ok: false, status: 'invalid', field: 'on', message: ladderMessages.answerDateRequired });
  });

  it('takes "no answer" only once 30 days have passed since the dispute was prepared, dated today', () => {
    expect(furnisherAnswerCheck(sent, { outcome: 'no_answer' }, at('2026-12-15'))).toEqual({ ok: false, status: 'conflict', message: ladderMessages.noAnswerTooEarly('December 16, 2026') });
    expect(furnisherAnswerCheck(sent, { outcome: 'no_answer' }, at('2026-12-16'))).toEqual({ ok: true, answer: { outcome: 'no_answer', on: '2026-12-16', note: null, recordedAt: at('2026-12-16') } });
    expect(furnisherAnswerCheck(sent, { outcome: 'no_answer', on: '2026-12-20' }, at('2026-12-20'))).toMatchObject({ ok: true, answer: { on: '2026-12-20' } });
    expect(furnisherAnswerCheck(sent, { outcome: 'no_answer', on: '2026-12-17' }, at('2026-12-20'))).toEqual({ ok: false, status: 'invalid', field: 'on', message: ladderMessages.noAnswerDate });
  });

  it('a new answer replaces the recorded one; the ladder shows the latest and keeps the complaint next', () => {
    const first = furnisherAnswerCheck(sent, { outcome: 'corrected', on: '2026-11-20' }, at('2026-11-20'));
    const withFirst = disputeLadder({ ...opened, asOf: '2026-11-21', ladder: { furnisher: { ...furnisherDone, answer: first.ok ? first.answer : null }, complaintAt: null, attorneyAt: null } });
    expect(withFirst.furnisherDispute?.answer).toMatchObject({ outcome: 'corrected' });
    const second = furnisherAnswerCheck(withFirst, { outcome: 'verified', on: '2026-11-21', note: 'Misread their letter.' }, at('2026-11-21'));
    expect(second).toEqual({ ok: true, answer: { outcome: 'verified', on: '2026-11-21', note: 'Misread their letter.', recordedAt: at('2026-11-21') } });
    const withSecond = disputeLadder({ ...opened, asOf: '2026-11-21', ladder: { furnisher: { ...furnisherDone, answer: second.ok ? second.answer : null }, complaintAt: null, attorneyAt: null } });
    expect(withSecond.furnisherDispute?.answer).toMatchObject({ outcome: 'verified', note: 'Misread their letter.' });
    // The answer changes no step: the complaint stays the next one whatever the creditor said.
    expect(withSecond.next).toBe('complaint');
    expect(withFirst.next).toBe('complaint');
  });
});
