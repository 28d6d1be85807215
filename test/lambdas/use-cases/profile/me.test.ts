import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, DOCUMENT_FOLDERS, type NotificationPreferences } from '../../../../lambdas/domain/users.js';
import { loadMe } from '../../../../lambdas/use-cases/profile/me.js';
import { listConnections, savePreferences } from '../../../../lambdas/use-cases/profile/preferences.js';

const account = { id: 'u1', email: 'token@x.test', name: 'Token Name', groups: ['client' as const] };

describe('loadMe', () => {
  it("prefers the users item's address and name over the token's, and says whether a client's folders exist", async () => {
    const prefs: NotificationPreferences = { email: false, sms: true };
    const folderIds = Object.fromEntries(DOCUMENT_FOLDERS.map((f) => [f, `id-${f}`]));
    const deps = {
      users: {
        getAccount: async (id: string) =>
          id === 'u1'
            ? { user: { id, email: 'item@x.test', fullName: 'Item Name', createdAt: '2026-11-01T00:00:00.000Z', notificationPreferences: prefs } as never, client: { id, folderIds } as never }
            : { user: undefined, client: undefined },
      },
    };
    expect(await loadMe(deps, account)).toEqual({
      id: 'u1',
      email: 'item@x.test',
      name: 'Item Name',
      groups: ['client'],
      createdAt: '2026-11-01T00:00:00.000Z',
      foldersReady: true,
      notificationPreferences: prefs,
    });
  });

  it("falls back to the token and the default choices without a users item, and says null for a non-client's folders", async () => {
    const deps = { users: { getAccount: async () => ({ user: undefined, client: undefined }) } };
    expect(await loadMe(deps, account)).toEqual({
      id: 'u1',
      email: 'token@x.test',
      name: 'Token Name',
      groups: ['client'],
      createdAt: null,
      foldersReady: null,
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
  });
});

describe('preferences and connections', () => {
  it('saves the choices for that user only and gives back what was saved', async () => {
    const saved: [string, NotificationPreferences][] = [];
    const deps = { users: { setNotificationPreferences: async (id: string, p: NotificationPreferences) => void saved.push([id, p]) } };
    expect(await savePreferences(deps, 'u1', { email: true, sms: true })).toEqual({ email: true, sms: true });
    expect(saved).toEqual([['u1', { email: true, sms: true }]]);
  });

  it("lists the user's own connections", async () => {
    const asked: string[] = [];
    const connection = { provider: 'identityiq', status: 'linked' } as never;
    const deps = { users: { listConnections: async (id: string) => (asked.push(id), id === 'u1' ? [connection] : []) } };
    expect(await listConnections(deps, 'u1')).toEqual([connection]);
    expect(asked).toEqual(['u1']);
  });
});
