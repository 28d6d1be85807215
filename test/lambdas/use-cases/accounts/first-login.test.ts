import { describe, expect, it } from 'vitest';
import { DOCUMENT_FOLDERS } from '../../../../lambdas/domain/users.js';
import { NotFound } from '../../../../lambdas/errors.js';
import { resendConfirmation, type ResendDeps } from '../../../../lambdas/use-cases/accounts/one-time-messages.js';
import { setupFolders, type SetupFoldersDeps } from '../../../../lambdas/use-cases/accounts/setup-folders.js';

describe('setupFolders', () => {
  function fakes(clients: Map<string, { folderIds: Record<string, string> }>) {
    const made: string[] = [];
    const deps = {
      users: {
        getClient: async (id: string) => clients.get(id),
        setClientFolders: async (id: string, folderIds: Record<string, string>) => void clients.set(id, { folderIds }),
      },
      files: { createFolder: async (prefix: string) => void made.push(prefix) },
    } as unknown as SetupFoldersDeps;
    return { deps, made };
  }

  it('makes the five folders under the client’s own prefix once, and only reports them after', async () => {
    const f = fakes(new Map([['u1', { folderIds: {} }]]));
    const first = await setupFolders(f.deps, 'u1');
    expect(first.created).toBe(true);
    expect(Object.keys(first.folders)).toEqual([...DOCUMENT_FOLDERS]);
    expect(f.made).toHaveLength(DOCUMENT_FOLDERS.length);
    for (const prefix of f.made) expect(prefix.startsWith('users/u1/')).toBe(true);
    expect(await setupFolders(f.deps, 'u1')).toEqual({ created: false, folders: first.folders });
    expect(f.made).toHaveLength(DOCUMENT_FOLDERS.length);
  });

  it('refuses an account that is no client, making nothing', async () => {
    const f = fakes(new Map());
    await expect(setupFolders(f.deps, 'partner-1')).rejects.toBeInstanceOf(NotFound);
    expect(f.made).toEqual([]);
  });
});

describe('resendConfirmation', () => {
  function fakes(verified: boolean) {
    const sent: string[] = [];
    const tokens: string[] = [];
    const deps: ResendDeps = {
      config: { publicUrl: 'https://app.example.com' },
      now: () => new Date('2026-11-23T10:00:00.000Z'),
      email: { send: async (m) => void sent.push(m.to) },
      users: {
        findUserIdByEmail: async (email) => (email === 'a@x.test' ? 'u1' : undefined),
        getUser: async (id) => (id === 'u1' ? { id, email: 'a@x.test', fullName: 'A' } : undefined),
      },
      tokens: {
        putOneTimeToken: async (token) => void tokens.push(token.userId),
        putResetCode: async () => {},
      },
      directory: { getUser: async () => ({ emailVerified: verified }) },
    };
    return { deps, sent, tokens };
  }

  it('sends a new link to an unconfirmed account, storing only its token hash for that user', async () => {
    const f = fakes(false);
    await resendConfirmation(f.deps, 'a@x.test');
    expect(f.sent).toEqual(['a@x.test']);
    expect(f.tokens).toEqual(['u1']);
  });

  it('sends nothing to a confirmed account or an unknown address (and says nothing different)', async () => {
    const confirmed = fakes(true);
    await resendConfirmation(confirmed.deps, 'a@x.test');
    const unknown = fakes(false);
    await resendConfirmation(unknown.deps, 'b@x.test');
    expect([...confirmed.sent, ...unknown.sent, ...confirmed.tokens, ...unknown.tokens]).toEqual([]);
  });
});
