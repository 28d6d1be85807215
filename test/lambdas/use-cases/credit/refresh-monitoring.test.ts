import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../lambdas/contract/credit.js';
import type { EmailMessage } from '../../../../lambdas/domain/account-emails.js';
import type { CreditMonitorEnrolment, StoredCreditReport } from '../../../../lambdas/ports/credit-reports.js';
import { refreshMonitoring, type MonitoringDeps } from '../../../../lambdas/use-cases/credit/refresh-monitoring.js';
import { file, hard, withScore } from '../../../support/credit-files.js';

const USER = 'u-1';
const ENROLLED = '2026-10-15T09:00:00.000Z';

/** In-memory ports around one enrolled client whose first pull is `first`; the provider answers `months[n]` n months on. */
function fakes(first: CreditFile, months: CreditFile[], options: { plan?: boolean; email?: boolean; failNotificationsOnce?: boolean; failScoresOnce?: boolean } = {}) {
  const objects = new Map<string, string>();
  const reports: StoredCreditReport[] = [];
  let enrolment: CreditMonitorEnrolment | undefined = {
    userId: USER, provider: 'sandbox', monitoringReference: 'sbx1.ref', consentId: 'c-1', enrolledAt: ENROLLED, lastRefreshAt: null,
  };
  const notes: { title: string; body: string }[] = [];
  const emails: EmailMessage[] = [];
  let ids = 0;
  let failNotes = options.failNotificationsOnce ?? false;
  let failScores = options.failScoresOnce ?? false;
  const scored: string[] = [];
  const refreshes: string[] = [];
  const clock = { now: new Date('2026-11-15T09:00:00.000Z') };
  const save = (f: CreditFile, source: StoredCreditReport['source']) => {
    const id = `r-${++ids}`;
    objects.set(`users/${USER}/credit/${id}/file.json`, JSON.stringify(f));
    reports.push({ id, userId: USER, pulledAt: f.pulledAt, provider: 'sandbox', sandbox: true, source, consentId: 'c-1', view: {} as never, scores: {} as never, rawKey: 'raw', fileKey: `users/${USER}/credit/${id}/file.json` });
  };
  save(first, 'pull');
  const deps = {
    config: { publicUrl: 'http://localhost:3000', company: { name: 'X', address: 'Y' } },
    users: { getUser: async () => ({ id: USER, role: 'client', fullName: 'Ada Typical', email: 'ada@example.com', createdAt: ENROLLED, notificationPreferences: { email: options.email ?? true, sms: false } }) },
    files: {
      read: async (key: string) => new TextEncoder().encode(objects.get(key)!),
      put: async (key: string, body: string | Uint8Array) => void objects.set(key, String(body)),
    },
    entitlements: { check: async () => ({ hasAccess: options.plan ?? true }) },
    notifications: {
      add: async (_user: string, note: { title: string; body: string }) => {
        if (failNotes) {
          failNotes = false;
          throw new Error('table throttled');
        }
        notes.push(note);
      },
    },
    email: { send: async (m: EmailMessage) => void emails.push(m) },
    // No disputes here: reinsertions have their own tests (use-cases/disputes/reinsertion.test.ts, the monitoring integration test).
    disputes: { list: async () => [] },
    creditReports: {
      getMonitor: async () => enrolment,
      putMonitor: async (e: CreditMonitorEnrolment) => void (enrolment = e),
      claimRefresh: async (_user: string, seen: string | null) => enrolment?.lastRefreshAt === seen,
      releaseRefresh: async () => {},
      markRefreshed: async (_user: string, at: string) => void (enrolment &&= { ...enrolment, lastRefreshAt: at }),
      list: async () => [...reports],
      latest: async () => reports.at(-1),
      put: async (r: StoredCreditReport) => void reports.push(r),
      markUse: async () => {},
    },
    bureau: {
      name: 'sandbox',
      sandbox: true,
      refresh: async (_ref: string, asOf: string) => {
        refreshes.push(asOf);
        const f = { ...months[refreshes.length - 1]!, pulledAt: asOf };
        return { raw: '<xml/>', rawContentType: 'application/xml', file: f, monitoringReference: 'sbx1.ref' };
      },
    },
    now: () => clock.now,
    newId: () => `r-${++ids}`,
    // The anonymised public figures count a report's scores once, by its pull time (adapters/dynamo/public-figures.ts).
    figures: {
      recordScores: async (_user: string, _scores: unknown, at: string) => {
        if (failScores) {
          failScores = false;
          throw new Error('table throttled');
        }
        if (!scored.includes(at)) scored.push(at);
      },
    },
  } as unknown as MonitoringDeps;
  return { deps, notes, emails, reports, refreshes, clock, scored, enrolment: () => enrolment };
}

describe('refreshMonitoring: one enrolled client', () => {
  const month1 = withScore(file({ inquiries: [hard('experian')] }), 'equifax', 620);

  it('refreshes once the month is up, saves a monitoring report, notifies each change and sends one email', async () => {
    const f = fakes(file(), [month1]);
    const outcome = await refreshMonitoring(f.deps, USER);
    expect(outcome).toEqual({ refreshed: true, reportId: expect.any(String), changes: ['new_hard_inquiry', 'score_change'] });
    expect(f.reports.map((r) => r.source)).toEqual(['pull', 'monitoring']);
    expect(f.notes.map((n) => n.title)).toEqual(['New hard inquiry on your credit report', 'Your credit score changed']);
    expect(f.emails).toHaveLength(1);
    expect(f.emails[0]).toMatchObject({ to: 'ada@example.com', subject: '2 changes on your credit report' });
    expect(f.enrolment()?.lastRefreshAt).toBe('2026-11-15T09:00:00.000Z');
  });

  it('does nothing the second time the same day, nor before the month is up', async () => {
    const f = fakes(file(), [month1, month1]);
    await refreshMonitoring(f.deps, USER);
    f.clock.now = new Date('2026-11-15T21:00:00.000Z');
    expect(await refreshMonitoring(f.deps, USER)).toEqual({ refreshed: false, reason: 'not due' });
    f.clock.now = new Date('2026-12-14T23:00:00.000Z');
    expect(await refreshMonitoring(f.deps, USER)).toEqual({ refreshed: false, reason: 'not due' });
    expect(f.refreshes).toHaveLength(1);
    expect(f.notes).toHaveLength(2);
  });

  it('skips a client whose plan lost credit_monitoring, and keeps the enrolment', async () => {
    const f = fakes(file(), [month1], { plan: false });
    expect(await refreshMonitoring(f.deps, USER)).toEqual({ refreshed: false, reason: 'plan without credit_monitoring' });
    expect(f.refreshes).toEqual([]);
    expect(f.enrolment()).toMatchObject({ lastRefreshAt: null });
  });

  it('sends no email and no notification when nothing changed; no email to a client who turned email off', async () => {
    const same = fakes(file(), [file()]);
    expect(await refreshMonitoring(same.deps, USER)).toMatchObject({ refreshed: true, changes: [] });
    expect([same.notes, same.emails]).toEqual([[], []]);
    const quiet = fakes(file(), [month1], { email: false });
    await refreshMonitoring(quiet.deps, USER);
    expect(quiet.notes).toHaveLength(2);
    expect(quiet.emails).toEqual([]);
  });

  it('finishes on retry after failing half-way, without a second report and without losing an alert', async () => {
    const f = fakes(file(), [month1], { failNotificationsOnce: true });
    await expect(refreshMonitoring(f.deps, USER)).rejects.toThrow('table throttled');
    expect(f.enrolment()?.lastRefreshAt).toBeNull();
    expect(await refreshMonitoring(f.deps, USER)).toMatchObject({ refreshed: true, changes: ['new_hard_inquiry', 'score_change'] });
    expect(f.refreshes).toHaveLength(1);
    expect(f.reports.map((r) => r.source)).toEqual(['pull', 'monitoring']);
    expect(f.notes).toHaveLength(2);
    expect(f.emails).toHaveLength(1);
  });

  it('records the month’s scores on retry when recording them failed after the report was saved', async () => {
    const f = fakes(file(), [month1], { failScoresOnce: true });
    await expect(refreshMonitoring(f.deps, USER)).rejects.toThrow('table throttled');
    expect(f.reports.map((r) => r.source)).toEqual(['pull', 'monitoring']);
    expect(f.scored).toEqual([]);
    expect(await refreshMonitoring(f.deps, USER)).toMatchObject({ refreshed: true });
    expect(f.refreshes).toHaveLength(1);
    expect(f.scored).toEqual([f.reports[1]!.pulledAt]);
  });
});
