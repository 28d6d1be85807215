import { describe, expect, it } from 'vitest';
import { checkStanding, LIVE_ACCOUNT_MS } from '../../../lambdas/http/standing.js';
import { routes } from '../../../lambdas/routes.js';
import { writesNothing } from '../../../lambdas/routes/types.js';
import { AccountDeleted } from '../../../lambdas/errors.js';

const caller = { id: 'u1', email: 'u1@example.com', name: null, groups: ['client' as const], emailVerified: true, authTime: null };

/** The wrapper's tombstone read, recorded: which account, and how old an answer it allowed. */
function recordingStore(deleted = false) {
  const asked: { id: string; options: { liveForMs?: number } | undefined }[] = [];
  return {
    asked,
    deps: {
      accounts: {
        readCaller: async (id: string, { planMonth, ...options }: { liveForMs?: number; planMonth?: string }) => (
          asked.push({ id, options }), { deleted, ...(planMonth ? { plan: { state: undefined, month: planMonth, used: {} } } : {}) }
        ),
      },
      directory: { standing: async () => undefined },
      staffSessions: { get: async () => ({ lastSeen: {}, endedBefore: null }), touch: async () => undefined, endBefore: async () => undefined },
      now: () => new Date('2031-06-15T12:00:00.000Z'),
    },
  };
}

describe('the tombstone read of every signed-in call', () => {
  it('lets a route that writes nothing reuse a recent "not deleted" answer, and makes every other route read it now', async () => {
    const read = recordingStore();
    await checkStanding(read.deps, routes.me, caller);
    await checkStanding(read.deps, routes.dashboard, caller);
    await checkStanding(read.deps, routes.fileDispute, caller);
    await checkStanding(read.deps, routes.updateProfile, caller);
    expect(read.asked).toEqual([
      { id: 'u1', options: { liveForMs: LIVE_ACCOUNT_MS } },
      { id: 'u1', options: { liveForMs: LIVE_ACCOUNT_MS } },
      { id: 'u1', options: {} },
      { id: 'u1', options: {} },
    ]);
  });

  it('refuses a deleted account on a reading route as on a writing one', async () => {
    const gone = recordingStore(true);
    await expect(checkStanding(gone.deps, routes.me, caller)).rejects.toBeInstanceOf(AccountDeleted);
    await expect(checkStanding(gone.deps, routes.fileDispute, caller)).rejects.toBeInstanceOf(AccountDeleted);
  });
});

describe('writesNothing', () => {
  it('is true only when the table, the bucket and the directory are at most read, and nothing is sent, sealed, billed, pulled or queued', () => {
    expect(writesNothing({})).toBe(true);
    expect(writesNothing({ table: 'read' })).toBe(true);
    expect(writesNothing({ table: 'read', bucket: 'read', directory: ['read'] })).toBe(true);
    expect(writesNothing({ table: 'readwrite' })).toBe(false);
    expect(writesNothing({ table: 'read', bucket: ['upload'] })).toBe(false);
    expect(writesNothing({ table: 'read', directory: ['signOut'] })).toBe(false);
    expect(writesNothing({ table: 'read', email: true })).toBe(false);
    expect(writesNothing({ table: 'read', sms: true })).toBe(false);
    expect(writesNothing({ table: 'read', secrets: ['profile-credentials'] })).toBe(false);
    expect(writesNothing({ table: 'read', billing: ['createCheckout' as never] })).toBe(false);
    expect(writesNothing({ table: 'read', bureau: true })).toBe(false);
    expect(writesNothing({ table: 'read', jobs: ['AdminDeletion'] })).toBe(false);
  });
});
