import { describe, expect, it } from 'vitest';
import { applicationId, deriveApplicationStatus, type ApplicationFacts } from '../../../lambdas/domain/application-status.js';

const base: ApplicationFacts = {
  userId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  verification: { status: 'unverified', verifiedAt: null },
  personalInfo: { state: 'none', savedAt: null },
  documents: [],
  creditReports: 0,
  analyses: 0,
  startedAt: '2026-01-01T00:00:00.000Z',
};
const statuses = (facts: ApplicationFacts) => Object.fromEntries(deriveApplicationStatus(facts).steps.map((s) => [s.key, s.status]));

describe('application status', () => {
  it('has five steps in order and starts not_started', () => {
    const view = deriveApplicationStatus(base);
    expect(view.steps.map((s) => s.key)).toEqual(['verification', 'personal_info', 'documents', 'credit_check', 'decision']);
    expect(view.status).toBe('not_started');
    expect(view.applicationId).toBe('APP-0F8FAD5B');
    expect(view.startedAt).toBe(base.startedAt);
  });

  it('maps verification: verified complete (with its time), code sent in progress, skipped pending', () => {
    const verified = deriveApplicationStatus({ ...base, verification: { status: 'verified', verifiedAt: '2026-01-02T00:00:00.000Z' } });
    expect(verified.steps[0]).toMatchObject({ status: 'complete', completedAt: '2026-01-02T00:00:00.000Z' });
    expect(verified.status).toBe('in_progress');
    expect(statuses({ ...base, verification: { status: 'code_sent', verifiedAt: null } }).verification).toBe('in_progress');
    expect(statuses({ ...base, verification: { status: 'skipped', verifiedAt: null } }).verification).toBe('pending');
  });

  it('maps documents: verified complete, waiting in review, uploading in progress, all refused error', () => {
    const doc = (status: ApplicationFacts['documents'][number]['status']) => ({ status, reviewedAt: status === 'verified' ? '2026-01-03T00:00:00.000Z' : null });
    expect(statuses({ ...base, documents: [doc('rejected'), doc('verified')] }).documents).toBe('complete');
    expect(statuses({ ...base, documents: [doc('rejected'), doc('pending_review')] }).documents).toBe('in_review');
    expect(statuses({ ...base, documents: [doc('uploading')] }).documents).toBe('in_progress');
    expect(statuses({ ...base, documents: [doc('rejected'), doc('quarantined')] }).documents).toBe('error');
  });

  it('is in_review once the four steps are complete, and complete once an analysis exists', () => {
    const ready: ApplicationFacts = {
      ...base,
      verification: { status: 'verified', verifiedAt: '2026-01-02T00:00:00.000Z' },
      personalInfo: { state: 'complete', savedAt: '2026-01-02T01:00:00.000Z' },
      documents: [{ status: 'verified', reviewedAt: '2026-01-03T00:00:00.000Z' }],
      creditReports: 1,
    };
    const review = deriveApplicationStatus(ready);
    expect(review.status).toBe('in_review');
    expect(review.steps.at(-1)).toMatchObject({ key: 'decision', label: 'Review', status: 'in_review' });
    expect(deriveApplicationStatus({ ...ready, analyses: 1 }).status).toBe('complete');
    // One step short: still in progress, and the review has not started.
    const short = deriveApplicationStatus({ ...ready, creditReports: 0 });
    expect(short.status).toBe('in_progress');
    expect(short.steps.at(-1)?.status).toBe('not_started');
  });

  it('makes a readable id from any user id', () => {
    expect(applicationId('abc')).toBe('APP-ABC');
  });
});
