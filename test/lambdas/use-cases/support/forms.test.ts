import { describe, expect, it } from 'vitest';
import { joinWaitlist, listSupportRequests } from '../../../../lambdas/use-cases/support/forms.js';

describe('public forms', () => {
  it("adds the address to the launch list at the clock's now", async () => {
    const joined: [string, Date][] = [];
    const now = new Date('2026-11-23T10:00:00.000Z');
    const deps = { now: () => now, publicStore: { joinWaitlist: async (email: string, at: Date) => (joined.push([email, at]), { created: joined.length === 1 }) } };
    await joinWaitlist(deps, 'a@x.test');
    await expect(joinWaitlist(deps, 'a@x.test')).resolves.toBeUndefined();
    expect(joined).toEqual([
      ['a@x.test', now],
      ['a@x.test', now],
    ]);
  });

  it('passes the page size and cursor to the support requests and gives back their page', async () => {
    const asked: unknown[] = [];
    const page = { items: [{ id: 'r1' }], next: undefined } as never;
    const deps = { publicStore: { listSupportRequests: async (limit: number, after?: Record<string, unknown>) => (asked.push([limit, after]), page) } };
    expect(await listSupportRequests(deps, 20)).toBe(page);
    expect(asked).toEqual([[20, undefined]]);
  });
});
