import { describe, expect, it } from 'vitest';
import { EnvelopeSecrets, type KeyWrapper } from '../../../../lambdas/adapters/secrets.js';
import type { AuditEntry } from '../../../../lambdas/domain/admin.js';
import { profileMessages } from '../../../../lambdas/contract/profile.js';
import type { NotificationKind } from '../../../../lambdas/contract/notifications.js';
import type { EmailMessage } from '../../../../lambdas/domain/account-emails.js';
import type { RateLimit } from '../../../../lambdas/domain/rate-limit.js';
import type { User } from '../../../../lambdas/domain/users.js';
import { Forbidden, NotFound, TooManyRequests } from '../../../../lambdas/errors.js';
import type { ProfileRepository, StoredClient } from '../../../../lambdas/ports/profile.js';
import { revealCredential } from '../../../../lambdas/use-cases/profile/reveal-credential.js';
import { credentialContext } from '../../../../lambdas/use-cases/profile/save-profile.js';
import { randomBytes } from 'node:crypto';

/** A key wrapper that keeps data keys in memory (the envelope format is the real one). */
const memoryKeys = (): KeyWrapper => {
  const keys = new Map<string, Buffer>();
  return {
    newDataKey: async () => {
      const plaintext = randomBytes(32);
      const wrapped = randomBytes(16);
      keys.set(wrapped.toString('hex'), Buffer.from(plaintext));
      return { plaintext, wrapped };
    },
    unwrap: async (wrapped) => Buffer.from(keys.get(wrapped.toString('hex'))!),
  };
};

async function setup(options: { auditFails?: boolean; emailFails?: boolean } = {}) {
  const secrets = new EnvelopeSecrets(memoryKeys());
  const client = {
    id: 'client-1',
    partnerId: null,
    folderIds: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    identityIqUsername: 'pat-iiq',
    identityIqPassword: await secrets.seal('iiq-secret', credentialContext('client-1', 'identityIq')),
    creditKarmaPassword: null,
  } as StoredClient;
  const audits: AuditEntry[] = [];
  const opened: string[] = [];
  const notes: { userId: string; kind: string; title: string; body: string }[] = [];
  const emails: EmailMessage[] = [];
  const hits = new Map<string, number>();
  const deps = {
    profiles: { get: async (id: string) => ({ profile: undefined, client: id === 'client-1' ? client : undefined }) } as unknown as ProfileRepository,
    secrets: {
      seal: secrets.seal.bind(secrets),
      open: async (...args: Parameters<typeof secrets.open>) => {
        opened.push(`opened after ${audits.length} audit entries`);
        return secrets.open(...args);
      },
    },
    audit: {
      putAudit: async (entry: AuditEntry) => {
        if (options.auditFails) throw new Error('table down');
        audits.push(entry);
      },
    },
    notifications: {
      add: async (userId: string, input: { kind: NotificationKind; title: string; body: string }) => {
        notes.push({ userId, ...input });
        return { id: 'n1', createdAt: NOW.toISOString(), readAt: null, ...input };
      },
    },
    email: {
      send: async (message: EmailMessage) => {
        if (options.emailFails) throw new Error('mail down');
        emails.push(message);
      },
    },
    users: { getUser: async (id: string) => (id === 'client-1' ? ({ id, email: 'pat@example.com', fullName: 'Pat Client' } as User) : undefined) },
    publicStore: {
      hit: async (name: string, subject: string, limit: RateLimit) => {
        const count = (hits.get(`${name}:${subject}`) ?? 0) + 1;
        hits.set(`${name}:${subject}`, count);
        return { allowed: count <= limit.max };
      },
    },
    config: { publicUrl: 'https://app.test' },
    now: () => NOW,
    newId: () => 'audit-1',
  };
  return { deps, audits, opened, notes, emails };
}

const NOW = new Date('2026-02-01T00:00:00.000Z');
const staff = { id: 'admin-1', email: 'admin@example.com', authTime: (NOW.getTime() - 4 * 60_000) / 1000 };

describe('revealCredential', () => {
  it('decrypts only after the audit entry (who, whose, which, why) is written', async () => {
    const { deps, audits, opened } = await setup();
    const out = await revealCredential(deps, staff, 'client-1', 'identityIq', 'Pull the report for a dispute');
    expect(out).toEqual({ which: 'identityIq', username: 'pat-iiq', password: 'iiq-secret' });
    expect(audits).toEqual([
      {
        id: 'audit-1',
        at: '2026-02-01T00:00:00.000Z',
        actorId: 'admin-1',
        actorEmail: 'admin@example.com',
        action: 'client.credential-reveal',
        targetUserId: 'client-1',
        details: { which: 'identityIq', reason: 'Pull the report for a dispute' },
      },
    ]);
    expect(opened).toEqual(['opened after 1 audit entries']);
  });

  it('tells the client in the bell and by email which password was viewed and when, never the secret or the reason', async () => {
    const { deps, notes, emails } = await setup();
    await revealCredential(deps, staff, 'client-1', 'identityIq', 'Pull the report for a dispute');
    expect(notes).toEqual([{ userId: 'client-1', kind: 'credential_revealed', title: 'A saved password was viewed', body: profileMessages.revealedNote('IdentityIQ', '2026-02-01 00:00') }]);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: 'pat@example.com', subject: profileMessages.revealedEmailSubject });
    for (const text of [notes[0]!.body, emails[0]!.text]) {
      expect(text).not.toContain('iiq-secret');
      expect(text).not.toContain('Pull the report');
    }
  });

  it('needs the authenticator used within the last 5 minutes of the session: older, or unknown, is refused before anything is read', async () => {
    const { deps, audits, opened, notes } = await setup();
    for (const authTime of [(NOW.getTime() - 5 * 60_000 - 1000) / 1000, undefined, null, (NOW.getTime() + 5 * 60_000) / 1000]) {
      await expect(revealCredential(deps, { ...staff, authTime }, 'client-1', 'identityIq', 'Pull the report for a dispute')).rejects.toThrow(
        new Forbidden(profileMessages.revealNeedsAuthenticator),
      );
    }
    expect([audits, opened, notes]).toEqual([[], [], []]);
    await expect(revealCredential(deps, { ...staff, authTime: (NOW.getTime() - 5 * 60_000) / 1000 }, 'client-1', 'identityIq', 'Pull the report for a dispute')).resolves.toMatchObject({ password: 'iiq-secret' });
  });

  it('limits each staff member to 5 reveals an hour; past it, nothing is audited or opened', async () => {
    const { deps, audits, opened } = await setup();
    for (let i = 0; i < 5; i++) await revealCredential(deps, staff, 'client-1', 'identityIq', 'Pull the report for a dispute');
    await expect(revealCredential(deps, staff, 'client-1', 'identityIq', 'Pull the report for a dispute')).rejects.toBeInstanceOf(TooManyRequests);
    expect([audits.length, opened.length]).toEqual([5, 5]);
    await expect(revealCredential(deps, { ...staff, id: 'admin-2' }, 'client-1', 'identityIq', 'Pull the report for a dispute')).resolves.toMatchObject({ password: 'iiq-secret' });
  });

  it('a failed notice (the email) leaves the secret sealed', async () => {
    const { deps, opened } = await setup({ emailFails: true });
    await expect(revealCredential(deps, staff, 'client-1', 'identityIq', 'Pull the report for a dispute')).rejects.toThrow('mail down');
    expect(opened).toEqual([]);
  });

  it('no audit, no plaintext: a failed audit write stops it before decryption', async () => {
    const { deps, opened } = await setup({ auditFails: true });
    await expect(revealCredential(deps, staff, 'client-1', 'identityIq', 'Pull the report for a dispute')).rejects.toThrow('table down');
    expect(opened).toEqual([]);
  });

  it('is NotFound (and not audited) when nothing of that kind is saved, or the client does not exist', async () => {
    const { deps, audits } = await setup();
    await expect(revealCredential(deps, staff, 'client-1', 'creditKarma', 'Pull the report for a dispute')).rejects.toBeInstanceOf(NotFound);
    await expect(revealCredential(deps, staff, 'nobody', 'identityIq', 'Pull the report for a dispute')).rejects.toBeInstanceOf(NotFound);
    expect(audits).toEqual([]);
  });

  it('a credential sealed for one client does not open as another’s', async () => {
    const { deps } = await setup();
    const { client } = await deps.profiles.get('client-1');
    await expect(deps.secrets.open(client!.identityIqPassword!, credentialContext('client-2', 'identityIq'))).rejects.toThrow();
    await expect(deps.secrets.open(client!.identityIqPassword!, credentialContext('client-1', 'creditKarma'))).rejects.toThrow();
  });
});
