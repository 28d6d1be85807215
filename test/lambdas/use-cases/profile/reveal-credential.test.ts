import { describe, expect, it } from 'vitest';
import { EnvelopeSecrets, type KeyWrapper } from '../../../../lambdas/adapters/secrets.js';
import type { AuditEntry } from '../../../../lambdas/domain/admin.js';
import { NotFound } from '../../../../lambdas/errors.js';
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

async function setup(options: { auditFails?: boolean } = {}) {
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
  const deps = {
    profiles: { get: async (id: string) => ({ profile: undefined, client: id === 'client-1' ? client : undefined }) } as unknown as ProfileRepository,
    secrets: {
      seal: secrets.seal.bind(secrets),
      open: async (...args: Parameters<typeof secrets.open>) => {
        opened.push(`opened after ${audits.length} audit entries`);
        return secrets.open(...args);
      },
    },
    adminStore: {
      putAudit: async (entry: AuditEntry) => {
        if (options.auditFails) throw new Error('table down');
        audits.push(entry);
      },
    },
    now: () => new Date('2026-02-01T00:00:00.000Z'),
    newId: () => 'audit-1',
  };
  return { deps, audits, opened };
}

const staff = { id: 'admin-1', email: 'admin@example.com' };

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
