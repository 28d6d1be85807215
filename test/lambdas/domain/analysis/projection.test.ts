import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../lambdas/contract/analysis.js';
import type { Bureau } from '../../../../lambdas/contract/credit.js';
import { analyze, impactInWords } from '../../../../lambdas/domain/analysis/analyze.js';
import { findingPoints, MAX_TOTAL_POINTS, project, RULE_POINTS } from '../../../../lambdas/domain/analysis/projection.js';
import { ALL, card, file, withScore } from '../../../support/credit-files.js';

const finding = (points: { low: number; high: number }, bureaus: Bureau[] = ALL, over: Partial<Finding> = {}): Finding => ({
  id: `x:${Math.random()}`, rule: 'duplicate_debt', priority: 'high', title: 't', explanation: 'e', subject: 's', accountKey: 'k', bureaus,
  evidence: [{ item: 'tradeline', ref: 'k', bureau: bureaus[0]!, field: 'balanceCents', reported: '$1.00' }], dispute: null, needsConfirmation: false, question: null, answer: null, estimatedPoints: points, ...over,
});

describe('the projection model (an estimate, never a promise)', () => {
  const disputed = (points: { low: number; high: number }, bureaus: Bureau[] = ALL, over: Partial<Finding> = {}) =>
    finding(points, bureaus, { dispute: { reason: 'Duplicate account', correction: 'c', bureaus }, ...over });
  const range = (bureau: Bureau, score: number, low = score, high = score, disputes = 0) => ({ bureau, score, low, high, disputes });

  // Scores 650, 651, 652: the middle one is 651.
  it('gives each scored bureau its range from its own score and, without disputes, projects no change', () => {
    expect(project(file(), [])).toMatchObject({
      bureaus: [range('equifax', 650), range('experian', 651), range('transunion', 652)],
      baseScore: 651,
      low: 651,
      high: 651,
      score: 651,
      improvementPotential: 0,
    });
  });

  it('moves a bureau by the disputes sent to that bureau only: a one-bureau dispute does not move the other two', () => {
    expect(project(file(), [disputed({ low: 15, high: 30 })]).bureaus).toEqual([range('equifax', 650, 665, 680, 1), range('experian', 651, 666, 681, 1), range('transunion', 652, 667, 682, 1)]);
    const one = project(file(), [disputed({ low: 15, high: 30 }, ['experian']), disputed({ low: 2, high: 5 }, ['experian'])]);
    expect(one.bureaus).toEqual([range('equifax', 650), range('experian', 651, 668, 686, 2), range('transunion', 652)]);
    // The middle score is now TransUnion's: the spec's single figures follow the middle of the ranges, never a sum.
    expect(one).toMatchObject({ baseScore: 651, low: 652, high: 652 });
    // The bureaus the finding's dispute names count, not every bureau whose copy it cites.
    expect(project(file(), [disputed({ low: 10, high: 20 }, ALL, { dispute: { reason: 'Other', correction: 'c', bureaus: ['equifax'] } })]).bureaus.map((b) => b.disputes)).toEqual([1, 0, 0]);
  });

  it('counts only disputes the file proves or the client confirmed: not a question still unanswered, not advice', () => {
    const unanswered = disputed({ low: 10, high: 20 }, ALL, { dispute: null, needsConfirmation: true, question: { text: 'q', accurate: 'a', inaccurate: 'i' } });
    const advice = finding({ low: 25, high: 50 }, ALL, { rule: 'high_utilization', accountKey: null });
    const answered = disputed({ low: 10, high: 20 }, ['transunion'], { question: { text: 'q', accurate: 'a', inaccurate: 'i' }, answer: { accurate: false, question: 'q', wording: 'i', at: '2026-11-01T00:00:00.000Z' } });
    expect(project(file(), [unanswered, advice, answered]).bureaus).toEqual([range('equifax', 650), range('experian', 651), range('transunion', 652, 662, 672, 1)]);
  });

  it('never passes a bureau\'s maximum or the cap per bureau, and the low end never passes the high end', () => {
    const near = withScore(withScore(withScore(file(), 'equifax', 840), 'experian', 842), 'transunion', 845);
    expect(project(near, [disputed({ low: 30, high: 40 })]).bureaus).toEqual([range('equifax', 840, 850, 850, 1), range('experian', 842, 850, 850, 1), range('transunion', 845, 850, 850, 1)]);
    const many = Array.from({ length: 10 }, () => disputed({ low: 20, high: 40 }));
    expect(project(file(), many).bureaus.map((b) => [b.low - b.score, b.high - b.score])).toEqual([[MAX_TOTAL_POINTS, MAX_TOTAL_POINTS], [MAX_TOTAL_POINTS, MAX_TOTAL_POINTS], [MAX_TOTAL_POINTS, MAX_TOTAL_POINTS]]);
  });

  it('has no range for a bureau without a score, and no projection without any score', () => {
    const twoScored = { ...file(), scores: file().scores.filter((s) => s.bureau !== 'transunion') };
    expect(project(twoScored, [disputed({ low: 10, high: 20 }, ['transunion'])]).bureaus).toEqual([range('equifax', 650), range('experian', 651)]);
    expect(project(file({ scores: [] }), [disputed({ low: 10, high: 20 })])).toEqual(expect.objectContaining({ bureaus: [], baseScore: null, low: null, high: null, score: null, improvementPotential: 0 }));
  });

  it('puts no points on what the client must still confirm, on per-card utilization or on advice', () => {
    expect(findingPoints({ ...finding({ low: 0, high: 0 }), rule: 'unrecognised_inquiry', needsConfirmation: true }, null)).toEqual({ low: 0, high: 0 });
    expect(findingPoints({ ...finding({ low: 0, high: 0 }), rule: 'unrecognised_inquiry' }, null)).toEqual(RULE_POINTS.unrecognised_inquiry);
    expect(findingPoints({ ...finding({ low: 0, high: 0 }), rule: 'high_utilization', accountKey: 'card' }, 80)).toEqual({ low: 0, high: 0 });
    expect(findingPoints({ ...finding({ low: 0, high: 0 }), rule: 'high_utilization', accountKey: null }, 80)).toEqual({ low: 25, high: 50 });
    expect(findingPoints({ ...finding({ low: 0, high: 0 }), rule: 'high_utilization', accountKey: null }, 9.9)).toEqual({ low: 0, high: 0 });
    expect(findingPoints({ ...finding({ low: 0, high: 0 }), rule: 'thin_file' }, null)).toEqual({ low: 0, high: 0 });
  });

  it('words each impact as an estimate', () => {
    expect(impactInWords({ low: 15, high: 40 })).toBe('High impact: about 15-40 points (estimate)');
    expect(impactInWords({ low: 5, high: 15 })).toBe('Medium impact: about 5-15 points (estimate)');
    expect(impactInWords({ low: 0, high: 0 })).toBe('No direct score impact');
  });
});

describe('the recommendation built from the findings', () => {
  it('a file with one past-due error: the text, the plan, the timeline and the projection all come from that finding', () => {
    const f = file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000, pastDueCents: key === 'a' && b === 'equifax' ? 8_500 : 0 }))) });
    const result = analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] });
    // The past-due amount also makes Equifax's copy differ from the others: one problem, one finding.
    expect(result.findings.map((x) => x.rule)).toEqual(['past_due_on_current_account']);
    expect(result.findings[0]).toMatchObject({ rule: 'past_due_on_current_account', estimatedPoints: RULE_POINTS.past_due_on_current_account });
    expect(result.summary).toContain('Your scores are 650 at Equifax, 651 at Experian, 652 at TransUnion.');
    expect(result.summary).toContain('One item looks inaccurate or outdated and can be disputed; the most important: CAPITAL ONE XXXX1234 is reported current with an amount past due.');
    expect(result.summary).toContain('an estimate, not a promise');
    expect(result.actions[0]).toMatchObject({ priority: 'high', title: 'Dispute: CAPITAL ONE XXXX1234 is reported current with an amount past due', impact: 'High impact: about 10-25 points (estimate)' });
    expect(result.timeline.map((t) => t.when)).toEqual(['This week', '30-45 days after mailing', 'Every month']);
    // The past-due amount is at Equifax alone: only Equifax's range moves.
    expect(result.projection.bureaus).toEqual([
      { bureau: 'equifax', score: 650, low: 660, high: 675, disputes: 1 },
      { bureau: 'experian', score: 651, low: 651, high: 651, disputes: 0 },
      { bureau: 'transunion', score: 652, low: 652, high: 652, disputes: 0 },
    ]);
    expect(result.summary).toContain('our estimate for the scores they report is Equifax 660-675: an estimate, not a promise.');
  });

  it('counts only what the file proves or the client confirmed: a difference between bureaus counts once the client says the worse copy is wrong', () => {
    // Experian alone reports a late in September 2026 (positions: 0 = October).
    const f = file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000, paymentHistory: key === 'a' && b === 'experian' ? '010000000000000000000000' : '000000000000000000000000' }))) });
    const asked = analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] });
    expect(asked.findings.map((x) => [x.rule, x.needsConfirmation, x.estimatedPoints])).toEqual([['cross_bureau_mismatch', true, { low: 0, high: 0 }]]);
    expect(asked.projection.improvementPotential).toBe(0);
    expect(asked.projection.bureaus.every((b) => b.low === b.score && b.high === b.score)).toBe(true);
    expect(asked.actions.map((a) => a.id)).toEqual(['confirm']);
    const answer = { accurate: false, question: 'q', wording: 'Yes, I paid on time', at: '2026-10-16T09:30:00.000Z' };
    const confirmed = analyze({ file: f, earlier: [], client: null, confirmations: { 'cross_bureau_mismatch:a': answer }, disputes: [] });
    expect(confirmed.findings[0]).toMatchObject({ needsConfirmation: false, answer, estimatedPoints: RULE_POINTS.cross_bureau_mismatch, dispute: { bureaus: ['experian'] } });
    expect(confirmed.projection.bureaus.map((b) => [b.bureau, b.disputes, b.high > b.score])).toEqual([['equifax', 0, false], ['experian', 1, true], ['transunion', 0, false]]);
    // A question answered "it is right" drops the finding.
    expect(analyze({ file: f, earlier: [], client: null, confirmations: { 'cross_bureau_mismatch:a': { ...answer, accurate: true } }, disputes: [] }).findings).toEqual([]);
  });

  it('says there is nothing to fix when there is nothing', () => {
    const f = file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000 }))) });
    const result = analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] });
    expect(result.findings).toEqual([]);
    expect(result.actions).toEqual([]);
    expect(result.summary).toContain('We found nothing to dispute or fix right now.');
    expect(result.projection.improvementPotential).toBe(0);
  });
});
