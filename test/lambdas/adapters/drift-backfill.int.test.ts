import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { backfillDriftListing } from '../../../lambdas/migrations/drift-backfill.js';
import * as keys from '../../../lambdas/adapters/dynamo/keys.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { RECENT_CHANGE_HOURS, WATCH_UNTIL_CHANGED } from '../../../lambdas/domain/reconciliation.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const doc = documentClient(deps.config);
const table = deps.config.tableName;
const root = resolve(import.meta.dirname, '..', '..', '..');

/** A subscription as a release before the watch listing wrote it: no GSI3 keys. */
async function legacySubscription(state: ReturnType<typeof emptyState>) {
  await deps.subscriptions.commit({ next: state, expectedVersion: 0 });
  await doc.send(new UpdateCommand({ TableName: table, Key: { PK: keys.userPk(state.userId), SK: keys.billingSk.subscription }, UpdateExpression: 'REMOVE GSI3PK, GSI3SK' }));
}
const watchOf = async (userId: string) =>
  (await doc.send(new GetCommand({ TableName: table, Key: { PK: keys.userPk(userId), SK: keys.billingSk.subscription }, ConsistentRead: true }))).Item?.GSI3SK as string | undefined;
async function listed(at: Date): Promise<string[]> {
  const out: string[] = [];
  let after: Record<string, unknown> | undefined;
  do {
    const page = await deps.subscriptions.listDriftCandidates(at, 100, after);
    out.push(...page.items);
    after = page.next;
  } while (after);
  return out;
}

describe('the drift-listing backfill', () => {
  it('lists subscriptions written before the listing existed, with the watch a write now would give them, and is idempotent', async () => {
    const settled = randomUUID();
    const pastDue = randomUUID();
    const current = randomUUID();
    await legacySubscription({ ...emptyState(settled), status: 'active', tier: 'total' });
    await legacySubscription({ ...emptyState(pastDue), status: 'past_due', tier: 'elite' });
    await deps.subscriptions.commit({ next: { ...emptyState(current), status: 'active', tier: 'elite' }, expectedVersion: 0 });
    const currentWatch = await watchOf(current);
    expect(await watchOf(settled)).toBeUndefined();
    expect(await listed(new Date())).not.toContain(settled);

    const now = new Date();
    const report = await backfillDriftListing(doc, table, { now });
    expect(report.added).toBeGreaterThanOrEqual(2);
    expect(report.subscriptions).toBe(report.added + report.alreadyListed);
    expect(await watchOf(settled)).toBe(`${new Date(now.getTime() + RECENT_CHANGE_HOURS * 3_600_000).toISOString()}#${settled}`);
    expect(await watchOf(pastDue)).toBe(`${WATCH_UNTIL_CHANGED}#${pastDue}`);
    // A subscription already listed keeps its watch.
    expect(await watchOf(current)).toBe(currentWatch);
    expect(await listed(new Date())).toEqual(expect.arrayContaining([settled, pastDue, current]));

    // Again: nothing of these changes.
    const again = await backfillDriftListing(doc, table, { now: new Date(now.getTime() + 60_000) });
    expect(await watchOf(settled)).toBe(`${new Date(now.getTime() + RECENT_CHANGE_HOURS * 3_600_000).toISOString()}#${settled}`);
    expect(again.alreadyListed).toBeGreaterThanOrEqual(3);
  });

  it('runs as scripts/backfill-drift-listing.ts against a table', async () => {
    const legacy = randomUUID();
    await legacySubscription({ ...emptyState(legacy), status: 'unpaid', tier: 'elite' });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/backfill-drift-listing.ts', '--table', table, '--region', deps.config.region, '--endpoint', stack.emulators.dynamodb],
      { cwd: root, env: { ...process.env, ...stack.env } },
    );
    expect(stdout).toMatch(/Drift listing: \d+ subscriptions, [1-9]\d* added, \d+ already listed\./);
    expect(await watchOf(legacy)).toBe(`${WATCH_UNTIL_CHANGED}#${legacy}`);
  });
});
