import { describe, expect, it } from 'vitest';
import { listAudit, listTeam, loadAnalytics } from '../../../../lambdas/use-cases/staff/listings.js';

describe('staff listings', () => {
  it("reads the analytics as of the clock's now", async () => {
    const at: Date[] = [];
    const now = new Date('2026-11-23T10:00:00.000Z');
    const analytics = { totals: {} } as never;
    const deps = { now: () => now, analytics: { analytics: async (when: Date) => (at.push(when), analytics) } };
    expect(await loadAnalytics(deps)).toBe(analytics);
    expect(at).toEqual([now]);
  });

  it('passes the page size and cursor to the audit log and gives back its page', async () => {
    const asked: unknown[] = [];
    const page = { items: [{ id: 'a1' }], next: { PK: 'x' } } as never;
    const deps = { audit: { listAudit: async (limit: number, after?: Record<string, unknown>) => (asked.push([limit, after]), page) } };
    expect(await listAudit(deps, 25, { PK: 'y' })).toBe(page);
    expect(asked).toEqual([[25, { PK: 'y' }]]);
  });

  it('lists the team', async () => {
    const team = [{ id: 's1' }] as never;
    expect(await listTeam({ team: { listTeam: async () => team } })).toBe(team);
  });
});
