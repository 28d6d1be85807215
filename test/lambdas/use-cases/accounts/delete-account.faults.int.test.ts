import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { deletedUser, retainedAgreement, userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { documentFileKey, userFilePrefix } from '../../../../lambdas/domain/documents.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { deleteAccount } from '../../../../lambdas/use-cases/accounts/delete-account.js';
import { ensureCustomer } from '../../../../lambdas/use-cases/billing/checkout.js';
import { cleanRun, faultThenRetry, fixedTime, normalise, partitionState, type FaultKind, type FaultScenario } from '../../../support/faults.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * Account deletion (docs/reliability.md), each step failing in turn, before or after it takes effect. A
 * deletion cannot be one write; what holds is that the tombstone is written first (from then on the
 * user's tokens write nothing), so whatever a failure leaves is tombstoned, and deleting again finishes
 * with exactly what an unbroken deletion leaves.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const AT = '2027-12-31T23:30:00.000Z';

interface Subject {
  userId: string;
  email: string;
  prefix: string;
  deps: Deps;
}

/** A client with a sign-in account, a profile, an active plan, a Stripe customer and a document file. */
async function client(): Promise<Subject> {
  const prefix = `x${crypto.randomUUID().slice(0, 8)}`;
  const email = `${prefix}@faults.test`;
  const account = await base.directory.createUser({ email, name: 'Del Etion', password: 'Faults-secret1', emailVerified: true });
  const userId = account.id;
  const deps = fixedTime(base, AT, prefix);
  await deps.users.createUser({ id: userId, role: 'client', fullName: 'Del Etion', email, createdAt: AT });
  await deps.subscriptions.commit({ next: { ...emptyState(userId), status: 'active', tier: 'total' }, expectedVersion: 0 });
  await ensureCustomer(deps, { id: userId, email, name: 'Del Etion' });
  await deps.files.put(documentFileKey(userId, `${prefix}-doc`), 'a document', 'text/plain');
  return { userId, email, prefix, deps };
}

const scenario: FaultScenario<Deps, Subject> = {
  setup: client,
  depsFor: (s) => s.deps,
  run: (deps, s) => deleteAccount(deps, s.userId),
  async state(s) {
    const replace = { [s.userId]: '<user>' };
    const items = await partitionState(base.config, [userPk(s.userId), deletedUser(s.userId).PK, retainedAgreement(s.userId, '').PK], replace, s.prefix);
    const files = (await base.files.listKeys(userFilePrefix(s.userId))).map((k) => normalise(k, replace, s.prefix));
    const signIn = Boolean(await base.directory.getUser(s.userId));
    return { items, files, signIn };
  },
};

const clean = await cleanRun(scenario);
const STEPS = clean.calls;
/** A read lost after it answered is a read that failed: 'lost' is tried on the writes only (runtime). */
const writes = (step: string) => !/\.(get|list|is)[A-Z]/.test(step);
const cases = (['rejected', 'lost'] as FaultKind[]).flatMap((kind) =>
  STEPS.flatMap((step, i) => (kind === 'rejected' || writes(step) ? [[i + 1, step, kind] as const] : [])),
);
const tombstoned = (state: unknown) => (state as { items: string[] }).items.some((i) => i.includes('"PK":"DELETED#USER#'));

describe('account deletion, under faults', () => {
  it('writes the tombstone first and deletes the sign-in account last, leaving only the tombstone, when nothing fails', () => {
    expect(STEPS[0]).toBe('accounts.putTombstone');
    expect(STEPS.at(-1)).toBe('directory.deleteUser');
    expect(clean.state).toMatchObject({ files: [], signIn: false });
    expect((clean.state as { items: string[] }).items.every((i) => i.includes('"PK":"DELETED#USER#'))).toBe(true);
  });

  it.each(cases)('step %i (%s) %s: what is left is tombstoned; deleting again finishes as an unbroken deletion', async (n, _step, kind) => {
    const run = await faultThenRetry(scenario, n, kind);
    expect(run.fired).toBe(true);
    expect(run.error).toBeInstanceOf(Error);
    if (JSON.stringify(run.afterFault) !== JSON.stringify(run.before)) expect(tombstoned(run.afterFault)).toBe(true);
    expect(run.retryError).toBeUndefined();
    expect(run.afterRetry).toEqual(clean.state);
  });
});
