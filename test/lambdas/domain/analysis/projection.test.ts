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
  // Scores 650, 651, 652: the median is 651.
  it('starts from the median of the bureaus\' scores and, without findings, projects no change', () => {
    expect(project(file(), [])).toMatchObject({ baseScore: 651, low: 651, high: 651, score: 651, improvementPotential: 0 });
  });

  it('counts a finding for the share of scored bureaus it rests on', () => {
    expect(project(file(), [finding({ low: 15, high: 30 })])).toMatchObject({ low: 666, high: 681, score: 674, improvementPotential: 23 });
    expect(project(file(), [finding({ low: 15, high: 30 }, ['experian'])])).toMatchObject({ low: 656, high: 661, score: 659, improvementPotential: 8 });
    // A bureau that gave no score does not dilute: two scored bureaus, a finding at one of them counts half.
    const twoScored = { ...file(), scores: file().scores.filter((s) => s.bureau !== 'transunion') };
    expect(project(twoScored, [finding({ low: 10, high: 20 }, ['experian'])])).toMatchObject({ baseScore: 651, low: 656, high: 661 });
    expect(project(twoScored, [finding({ low: 10, high: 20 }, ['transunion'])])).toMatchObject({ improvementPotential: 0 });
  });

  it('never passes the model\'s maximum or the total cap, and the low end never passes the high end', () => {
    const near = withScore(withScore(withScore(file(), 'equifax', 840), 'experian', 842), 'transunion', 845);
    expect(project(near, [finding({ low: 30, high: 40 })])).toMatchObject({ baseScore: 842, low: 850, high: 850, score: 850, improvementPotential: 8 });
    const many = Array.from({ length: 10 }, () => finding({ low: 20, high: 40 }));
    expect(project(file(), many)).toMatchObject({ low: 651 + MAX_TOTAL_POINTS, high: 651 + MAX_TOTAL_POINTS });
  });

  it('has no projection without a score', () => {
    expect(project(file({ scores: [] }), [finding({ low: 10, high: 20 })])).toEqual(expect.objectContaining({ baseScore: null, low: null, high: null, score: null, improvementPotential: 0 }));
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
    expect(result.projection).toMatchObject({ baseScore: 651, low: 654, high: 659 });
  });

  it('counts only what the file proves or the client confirmed: a difference between bureaus counts once the client says the worse copy is wrong', () => {
    // Experian alone reports a late in September 2026 (positions: 0 = October).
    const f = file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000, paymentHistory: key === 'a' && b === 'experian' ? '010000000000000000000000' : '000000000000000000000000' }))) });
    const asked = analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] });
    expect(asked.findings.map((x) => [x.rule, x.needsConfirmation, x.estimatedPoints])).toEqual([['cross_bureau_mismatch', true, { low: 0, high: 0 }]]);
    expect(asked.projection.improvementPotential).toBe(0);
    expect(asked.actions.map((a) => a.id)).toEqual(['confirm']);
    const answer = { accurate: false, question: 'q', wording: 'Yes, I paid on time', at: '2026-10-16T09:30:00.000Z' };
    const confirmed = analyze({ file: f, earlier: [], client: null, confirmations: { 'cross_bureau_mismatch:a': answer }, disputes: [] });
    expect(confirmed.findings[0]).toMatchObject({ needsConfirmation: false, answer, estimatedPoints: RULE_POINTS.cross_bureau_mismatch, dispute: { bureaus: ['experian'] } });
    expect(confirmed.projection.improvementPotential).toBeGreaterThan(0);
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
