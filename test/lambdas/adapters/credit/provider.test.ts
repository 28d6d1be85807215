import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bureauProvider, typedErrors } from '../../../../lambdas/adapters/bureau.js';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { readSandboxLedger, sandboxLedgerFile } from '../../../../lambdas/adapters/sandbox-ledger.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { guardDeps } from '../../../../lambdas/adapters/needs.js';
import { BureauProviderUnavailable, CreditFileFrozen } from '../../../../lambdas/errors.js';
import type { BureauProvider } from '../../../../lambdas/ports/credit-reports.js';
import type { RouteDef } from '../../../../lambdas/routes/types.js';

const local = { TABLE_NAME: 't', BUCKET_NAME: 'b', USER_POOL_ID: 'p', OUTBOX_FILE: '/tmp/outbox', LOCAL_KEY_FILE: '/tmp/key' };
const def = (needs: RouteDef['needs']): RouteDef => ({ id: 'CreditThing', method: 'POST', path: '/api/x', handler: 'x', access: 'public', needs });
const subject = { firstName: 'Lee', lastName: 'Clean', ssn: '123456789', dateOfBirth: '1970-01-01', address: { street: '1 A St', city: 'Reno', state: 'NV', zipCode: '89501' } };

describe('the bureau adapter', () => {
  it('is the sandbox by default (CREDIT_PROVIDER unset) and refuses a provider that does not exist', () => {
    expect(readConfig(local).creditProvider).toBe('sandbox');
    expect(() => readConfig({ ...local, CREDIT_PROVIDER: 'array' })).toThrow("only 'sandbox'");
    const deps = buildDeps(readConfig(local));
    expect(deps.bureau.name).toBe('sandbox');
    expect(deps.bureau.sandbox).toBe(true);
  });

  it('loads the sandbox on the first pull and answers its file', async () => {
    const report = await bureauProvider({ creditProvider: 'sandbox' }).pull(subject, '2026-11-23T21:00:00.000Z');
    expect(report.file.provider).toBe('sandbox');
    expect(report.file.bureaus.map((b) => b.outcome)).toEqual(['ok', 'ok', 'ok']);
  });

  it('lets any route read the name and sandbox flag, but pulling or refreshing needs bureau: true', async () => {
    const without = guardDeps(buildDeps(readConfig(local)), def({ table: 'read' }));
    expect(without.bureau.sandbox).toBe(true);
    expect(() => without.bureau.pull).toThrow('route CreditThing used bureau.pull without needs.bureau');
    expect(() => without.bureau.refresh).toThrow('route CreditThing used bureau.refresh without needs.bureau');
    const declared = guardDeps(buildDeps(readConfig(local)), def({ table: 'readwrite', bureau: true }));
    expect((await declared.bureau.pull(subject, '2026-11-23T21:00:00.000Z')).file.scores.length).toBeGreaterThan(0);
    // A deletion only ends monitoring: it may do that, and nothing else.
    const ending = guardDeps(buildDeps(readConfig(local)), def({ table: 'readwrite', bureau: 'endMonitoring' }));
    expect(() => ending.bureau.pull).toThrow("route CreditThing used bureau.pull with needs.bureau 'endMonitoring'");
    expect(() => ending.bureau.refresh).toThrow("route CreditThing used bureau.refresh with needs.bureau 'endMonitoring'");
    const { monitoringReference } = await declared.bureau.pull(subject, '2026-11-23T21:00:00.000Z');
    await expect(ending.bureau.endMonitoring(monitoringReference, '2026-11-24T08:00:00.000Z')).resolves.toBeUndefined();
  });

  it('in a function bundled to end monitoring only, ends it in the ledger and refuses a pull or refresh', async () => {
    const { monitoringReference } = await bureauProvider({ creditProvider: 'sandbox' }).pull(subject, '2026-11-23T21:00:00.000Z');
    const outboxFile = join(mkdtempSync(join(tmpdir(), 'bureau-')), 'outbox.jsonl');
    vi.stubEnv('BUNDLE_BUREAU_PULL', '0');
    try {
      const ending = bureauProvider({ creditProvider: 'sandbox', outboxFile });
      await expect(ending.pull(subject, '2026-11-23T21:00:00.000Z')).rejects.toThrow(BureauProviderUnavailable);
      await expect(ending.refresh(monitoringReference, '2026-11-23T21:00:00.000Z')).rejects.toThrow(BureauProviderUnavailable);
      await ending.endMonitoring(monitoringReference, '2026-11-24T08:00:00.000Z');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await readSandboxLedger(sandboxLedgerFile({ outboxFile })!)).toMatchObject([{ provider: 'bureau', subject: expect.stringMatching(/^[0-9a-f]{64}$/), at: '2026-11-24T08:00:00.000Z' }]);
  });

  it("types the provider's errors: its own are replaced (their text may quote the SSN), the port's typed ones pass", async () => {
    const failing = (error: Error): BureauProvider => {
      const fail = async (): Promise<never> => {
        throw error;
      };
      return { name: 'failing', sandbox: false, pull: fail, refresh: fail, endMonitoring: fail };
    };
    const own = typedErrors(failing(new Error(`upstream refused ssn=${subject.ssn}`)));
    for (const call of [own.pull(subject, '2026-11-23T21:00:00.000Z'), own.refresh('ref-1', '2026-11-23T21:00:00.000Z'), own.endMonitoring('ref-1', '2026-11-23T21:00:00.000Z')]) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BureauProviderUnavailable);
      expect((error as Error).message).not.toContain(subject.ssn);
    }
    const frozen = new CreditFileFrozen(['equifax']);
    await expect(typedErrors(failing(frozen)).pull(subject, '2026-11-23T21:00:00.000Z')).rejects.toBe(frozen);
  });
});
