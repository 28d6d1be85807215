import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { DynamoJobRuns } from '../../../lambdas/adapters/dynamo/job-runs.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { useLocalJobQueues } from '../../../lambdas/adapters/job-queue.js';
import { analysisRunResponse, latestAnalysisResponse } from '../../../lambdas/contract/analysis.js';
import { goalMessages, goalResponse } from '../../../lambdas/contract/goals.js';
import { goalStepId, planForGoal } from '../../../lambdas/domain/analysis/goals.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import { jobs } from '../../../lambdas/routes/jobs.js';
import { saveReport } from '../../../lambdas/use-cases/credit/save-report.js';
import { localJobs } from '../../../lib/local/job-queue.js';
import { itemsUnder, makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { sandboxAt } from '../../support/credit-fakes.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/** The client's credit goal (`PUT /api/profile/goal`) and the plan ordered for it, against the emulators. */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const NOW = new Date('2026-11-02T10:00:00.000Z');
const deps = { ...base, now: () => NOW };

let handlers: Record<'saveGoal' | 'start' | 'run' | 'latest' | 'exportAccount', LambdaHandler>;
let queue: NonNullable<ReturnType<ReturnType<typeof localJobs>['queueFor']>>;
beforeAll(async () => {
  handlers = {
    saveGoal: (await import('../../../lambdas/handlers/save-goal.js')).handler,
    start: (await import('../../../lambdas/handlers/credit-analysis-start.js')).handler,
    run: (await import('../../../lambdas/handlers/credit-analysis-run.js')).handler,
    latest: (await import('../../../lambdas/handlers/credit-analysis-get.js')).handler,
    exportAccount: (await import('../../../lambdas/handlers/export-account.js')).handler,
  };
  const local = localJobs(jobs, new DynamoJobRuns(documentClient(base.config), base.config.tableName));
  queue = local.queueFor('AnalysisRun')!;
  useLocalJobQueues(local.queueFor);
  return () => useLocalJobQueues(undefined);
});
afterEach(() => setDeps(undefined));

interface Client {
  id: string;
  email: string;
}

async function newClient(): Promise<Client> {
  const member = await makeMember(base, 'client');
  const createdAt = NOW.toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Typical', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return { id: member.id, email: member.email };
}

async function withReport(c: Client) {
  await documentClient(base.config).send(
    new UpdateCommand({
      TableName: base.config.tableName,
      Key: { PK: `USER#${c.id}`, SK: 'PROFILE' },
      UpdateExpression: 'SET street = :s, city = :c, #state = :st, zipCode = :z',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':s': '1 Main Street', ':c': 'Austin', ':st': 'TX', ':z': '78701' },
    }),
  );
  const report = await sandboxAt(NOW.toISOString()).pull({
    firstName: 'Pat', lastName: 'Typical', ssn: '987654329', dateOfBirth: '1985-04-12', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
  });
  await saveReport({ creditReports: base.creditReports, files: base.files, bureau: { name: 'sandbox', sandbox: true }, newId: () => crypto.randomUUID(), figures: base.figures }, { userId: c.id, report, source: 'pull', consentId: 'consent' });
}

async function call(handler: LambdaHandler, c: Client, method: string, path: string, body?: unknown, params?: Record<string, string>) {
  setDeps(deps);
  const event: HttpEvent = httpEvent({ method, path, ...(body === undefined ? {} : { body }), headers: viewerHeaders(), claims: idClaims({ sub: c.id, email: c.email }) });
  if (params) event.pathParameters = params;
  const res = await handler(event);
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}

const saveGoal = (c: Client, goal: unknown) => call(handlers.saveGoal, c, 'PUT', '/api/profile/goal', { goal });
const latest = async (c: Client) => latestAnalysisResponse.parse((await call(handlers.latest, c, 'GET', '/api/credit/analysis')).body);
const clientItem = async (c: Client) => (await itemsUnder(base, `USER#${c.id}`)).find((i) => i.SK === 'CLIENT');

describe('the client’s credit goal', () => {
  it('is saved on the client record, appears in the account export, and is cleared with null', async () => {
    const c = await newClient();
    const saved = await saveGoal(c, 'mortgage');
    expect(saved.status).toBe(200);
    expect(goalResponse.parse(saved.body)).toEqual({ goal: 'mortgage', setAt: NOW.toISOString() });
    expect(await clientItem(c)).toMatchObject({ goal: 'mortgage', goalSetAt: NOW.toISOString(), folderIds: {} });

    const exported = await call(handlers.exportAccount, c, 'GET', '/api/account/export');
    expect(exported.status).toBe(200);
    const items = (exported.body as { items: Record<string, unknown>[] }).items;
    expect(items).toContainEqual(expect.objectContaining({ kind: 'CLIENT', goal: 'mortgage', goalSetAt: NOW.toISOString() }));

    expect(goalResponse.parse((await saveGoal(c, null)).body)).toEqual({ goal: null, setAt: null });
    const cleared = await clientItem(c);
    expect(cleared).toBeDefined();
    expect(cleared).not.toHaveProperty('goal');
    expect((await latest(c)).goal).toBeNull();
  });

  it('refuses a goal not offered with a clear 400, and writes nothing', async () => {
    const c = await newClient();
    const res = await saveGoal(c, 'yacht');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(goalMessages.invalidGoal);
    expect(await clientItem(c)).not.toHaveProperty('goal');
  });

  it('orders the stored plan for the goal when it is read, on the latest analysis and on the finished run alike', async () => {
    const c = await newClient();
    await withReport(c);
    const started = analysisRunResponse.parse((await call(handlers.start, c, 'POST', '/api/credit/analysis')).body).run;
    await queue.drained();
    const plain = (await latest(c)).analysis!;
    expect(plain.actions.some((a) => a.id.startsWith('goal:'))).toBe(false);

    await saveGoal(c, 'mortgage');
    const ordered = await latest(c);
    expect(ordered.goal).toBe('mortgage');
    expect(ordered.analysis!.actions).toEqual(planForGoal(plain.actions, 'mortgage'));
    expect(ordered.analysis!.actions.map((a) => a.id)).toContain(goalStepId('mortgage', 'rapidRescore'));
    const run = analysisRunResponse.parse((await call(handlers.run, c, 'GET', `/api/credit/analysis/runs/${started.id}`, undefined, { id: started.id })).body).run;
    expect(run.analysis!.actions).toEqual(ordered.analysis!.actions);

    await saveGoal(c, 'credit_card');
    expect((await latest(c)).analysis!.actions).toEqual(planForGoal(plain.actions, 'credit_card'));
  });

  it('goes with the account’s data on deletion', async () => {
    const c = await newClient();
    await saveGoal(c, 'rebuild');
    await base.users.deleteUserData(c.id, NOW);
    expect(await clientItem(c)).toBeUndefined();
    expect(await base.profiles.goal(c.id)).toBeNull();
  });
});
