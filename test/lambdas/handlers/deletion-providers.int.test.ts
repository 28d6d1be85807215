import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { readSandboxLedger, sandboxLedgerFile } from '../../../lambdas/adapters/sandbox-ledger.js';
import { SandboxBureauProvider } from '../../../lambdas/adapters/credit/sandbox.js';
import { sandboxPublicToken } from '../../../lambdas/contract/bank.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { connectBank, startBankLink } from '../../../lambdas/use-cases/bank/connection.js';
import { json, makeMember } from '../../support/admin.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

/**
 * Deleting an account ends what third parties keep doing for it: the bureau provider's monthly monitoring and the
 * aggregator's bank link. The local sandboxes record each end (lambdas/adapters/sandbox-ledger.ts), as a real
 * provider's own records would show it; the deletion goes through the running stack, as the client makes it.
 */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const ledger = sandboxLedgerFile(deps.config)!;

/** A client enrolled in monitoring (a real sandbox reference) with a connected sandbox bank. */
async function enrolledClient() {
  const member = await makeMember(deps, 'client');
  const createdAt = deps.now().toISOString();
  await deps.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Typical', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  // A last name of its own: the sandbox's monitoring reference follows the subject, and other files' clients end theirs too.
  const lastName = `Typical${member.id.replace(/[^a-f]/g, '').slice(0, 8)}`;
  const report = await new SandboxBureauProvider().pull(
    { firstName: 'Pat', lastName, ssn: '900123456', dateOfBirth: '1985-04-12', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } },
    createdAt,
  );
  await deps.creditReports.putMonitor({ userId: member.id, provider: 'sandbox', monitoringReference: report.monitoringReference, consentId: 'consent-1', enrolledAt: createdAt, lastRefreshAt: null });
  const { linkToken } = await startBankLink(deps, member.id);
  await connectBank(deps, member.id, sandboxPublicToken(linkToken));
  return { ...member, reference: report.monitoringReference };
}

describe('DELETE /api/account ends the providers’ services', () => {
  it('ends credit monitoring at the bureau provider and the bank link at the aggregator', async () => {
    const client = await enrolledClient();
    const { IdToken } = await signIn(client.email, client.password);
    const referenceHash = createHash('sha256').update(client.reference).digest('hex');
    const ended = async () => (await readSandboxLedger(ledger)).filter((e) => (e.provider === 'bureau' && e.subject === referenceHash) || (e.provider === 'bank' && e.subject === client.id));
    expect(await ended()).toEqual([]);

    expect((await api('/api/account', json('DELETE', { confirm: 'DELETE' }, IdToken))).status).toBe(200);

    expect((await ended()).map((e) => e.provider).sort()).toEqual(['bank', 'bureau']);
    expect(await deps.creditReports.getMonitor(client.id)).toBeUndefined();
    expect(await deps.bankStore.getItem(client.id)).toBeUndefined();
  });
});

describe('POST /api/credit/reset ends monitoring at the provider', () => {
  it('ends the bureau provider’s monitoring before deleting the enrolment, and leaves the bank link alone', async () => {
    const client = await enrolledClient();
    await deps.subscriptions.commit({ next: { ...emptyState(client.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: deps.now().toISOString() }, expectedVersion: 0 });
    const { IdToken } = await signIn(client.email, client.password);
    const referenceHash = createHash('sha256').update(client.reference).digest('hex');
    const ended = async () => (await readSandboxLedger(ledger)).filter((e) => (e.provider === 'bureau' && e.subject === referenceHash) || (e.provider === 'bank' && e.subject === client.id));

    const before = (await ended()).length;
    const res = await api('/api/credit/reset', json('POST', {}, IdToken));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);

    expect((await ended()).slice(before).map((e) => e.provider)).toEqual(['bureau']);
    expect(await deps.creditReports.getMonitor(client.id)).toBeUndefined();
  });
});
