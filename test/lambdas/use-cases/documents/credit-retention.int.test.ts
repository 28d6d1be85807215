import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { SandboxBureauProvider } from '../../../../lambdas/adapters/credit/sandbox.js';
import { readSandboxLedger, sandboxLedgerFile } from '../../../../lambdas/adapters/sandbox-ledger.js';
import { sandboxPublicToken } from '../../../../lambdas/contract/bank.js';
import { creditFilePrefix } from '../../../../lambdas/domain/credit-files.js';
import { connectBank, startBankLink } from '../../../../lambdas/use-cases/bank/connection.js';
import { saveReport } from '../../../../lambdas/use-cases/credit/save-report.js';
import { applyRetention } from '../../../../lambdas/use-cases/documents/retention.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * Retention of a client's credit data (docs/compliance.md): two years after its last use (a pull, a monitoring
 * refresh, a bank sync), the reports and their files, the score history, the analyses, the monitoring enrolment (ended
 * at the bureau provider) and the bank data (ended at the aggregator) go; the written instructions stay. The clock is
 * the test's: years in the past no other test uses, so the job's sweep touches only these clients.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const ledger = sandboxLedgerFile(base.config)!;
const at = (iso: string): Deps => ({ ...base, now: () => new Date(iso) });
const SUBJECT = { firstName: 'Pat', lastName: 'Typical', ssn: '900123456', dateOfBirth: '1985-04-12', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } };

/** A client whose credit data was last used at `usedAt`: a pull (with its instruction and monitoring) and a bank sync. */
async function clientUsedAt(usedAt: string) {
  const userId = randomUUID();
  const deps = at(usedAt);
  await base.creditReports.recordConsent({ id: 'c1', userId, consentVersion: 'v1', consentText: 'obtain my credit reports', givenAt: usedAt, ipAddress: '192.0.2.1', userAgent: 'test', ssnLast4: '3456' } as never);
  const report = await new SandboxBureauProvider().pull(SUBJECT, usedAt);
  await saveReport(deps, { userId, report, source: 'pull', consentId: 'c1' });
  await base.creditReports.putMonitor({ userId, provider: 'sandbox', monitoringReference: report.monitoringReference, consentId: 'c1', enrolledAt: usedAt, lastRefreshAt: null });
  const { linkToken } = await startBankLink(deps, userId);
  await connectBank(deps, userId, sandboxPublicToken(linkToken));
  return { userId, referenceHash: createHash('sha256').update(report.monitoringReference).digest('hex') };
}

describe('credit data retention', () => {
  it('disposes of a client’s credit data two years after its last use, ending monitoring and the bank link at the providers, and keeps a more recent client’s', async () => {
    const stale = await clientUsedAt('2001-03-01T12:00:00.000Z');
    const recent = await clientUsedAt('2002-03-01T12:00:00.000Z');

    const report = await applyRetention(at('2003-03-02T12:00:00.000Z'), new Date('2003-03-02T12:00:00.000Z'));

    expect(report.creditDataRetired).toBeGreaterThanOrEqual(1);
    expect(await base.creditReports.list(stale.userId)).toEqual([]);
    expect(await base.files.listKeys(creditFilePrefix(stale.userId))).toEqual([]);
    expect(await base.creditReports.getMonitor(stale.userId)).toBeUndefined();
    expect(await base.bankStore.getItem(stale.userId)).toBeUndefined();
    expect(await base.bankStore.transactions(stale.userId)).toEqual([]);
    // The written instruction is evidence, kept until the account goes.
    expect((await base.creditReports.listConsents(stale.userId)).map((c) => c.id)).toEqual(['c1']);
    const ends = await readSandboxLedger(ledger);
    expect(ends.some((e) => e.provider === 'bureau' && e.subject === stale.referenceHash)).toBe(true);
    expect(ends.some((e) => e.provider === 'bank' && e.subject === stale.userId)).toBe(true);

    expect(await base.creditReports.list(recent.userId)).toHaveLength(1);
    expect(await base.creditReports.getMonitor(recent.userId)).toBeDefined();
    expect(await base.bankStore.getItem(recent.userId)).toBeDefined();
    expect(ends.some((e) => e.subject === recent.referenceHash || e.subject === recent.userId)).toBe(false);

    // Run again: nothing more of these.
    await applyRetention(at('2003-03-02T12:00:00.000Z'), new Date('2003-03-02T12:00:00.000Z'));
    expect(await base.creditReports.list(recent.userId)).toHaveLength(1);
  });

  it('counts a monitoring refresh or a bank sync as use: data pulled long ago but synced recently stays', async () => {
    const client = await clientUsedAt('2001-06-01T12:00:00.000Z');
    await base.creditReports.markUse(client.userId, '2002-12-01T12:00:00.000Z');
    await applyRetention(at('2003-06-02T12:00:00.000Z'), new Date('2003-06-02T12:00:00.000Z'));
    expect(await base.creditReports.list(client.userId)).toHaveLength(1);
  });
});
