import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { sandboxAt } from '../../support/credit-fakes.js';
import { DynamoJobRuns } from '../../../lambdas/adapters/dynamo/job-runs.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { useLocalJobQueues } from '../../../lambdas/adapters/job-queue.js';
import { analysisMessages, analysisRunResponse, latestAnalysisResponse, type AnalysisRun } from '../../../lambdas/contract/analysis.js';
import { RULES } from '../../../lambdas/domain/analysis/rules.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import type { StoredAnalysisRun } from '../../../lambdas/ports/analyses.js';
import { jobs } from '../../../lambdas/routes/jobs.js';
import { KEEP_ANALYSES } from '../../../lambdas/use-cases/credit/analysis.js';
import { saveReport } from '../../../lambdas/use-cases/credit/save-report.js';
import { localJobs } from '../../../lib/local/job-queue.js';
import { itemsUnder, makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/** The analysis routes and the AnalysisRun worker, against the emulators. */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

let handlers: Record<'start' | 'run' | 'latest' | 'confirm' | 'reset' | 'exportAccount', LambdaHandler>;
let queue: NonNullable<ReturnType<ReturnType<typeof localJobs>['queueFor']>>;
beforeAll(async () => {
  handlers = {
    start: (await import('../../../lambdas/handlers/credit-analysis-start.js')).handler,
    run: (await import('../../../lambdas/handlers/credit-analysis-run.js')).handler,
    latest: (await import('../../../lambdas/handlers/credit-analysis-get.js')).handler,
    confirm: (await import('../../../lambdas/handlers/credit-analysis-confirm.js')).handler,
    reset: (await import('../../../lambdas/handlers/credit-reset.js')).handler,
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
  const createdAt = base.now().toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Typical', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return { id: member.id, email: member.email };
}

/** The Typical persona's file, kept as a pull would keep it, and the client's profile address (the analysis compares the file's). */
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
  const report = await sandboxAt(base.now().toISOString()).pull({
    firstName: 'Pat', lastName: 'Typical', ssn: '987654329', dateOfBirth: '1985-04-12', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
  });
  await saveReport({ creditReports: base.creditReports, files: base.files, bureau: { name: 'sandbox', sandbox: true }, newId: () => crypto.randomUUID(), figures: base.figures }, { userId: c.id, report, source: 'pull', consentId: 'consent' });
}

async function call(handler: LambdaHandler, c: Client, method: string, path: string, body?: unknown, params?: Record<string, string>) {
  setDeps(base);
  const event: HttpEvent = httpEvent({ method, path, ...(body === undefined ? {} : { body }), headers: viewerHeaders(), claims: idClaims({ sub: c.id, email: c.email }) });
  if (params) event.pathParameters = params;
  const res = await handler(event);
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}

const start = (c: Client) => call(handlers.start, c, 'POST', '/api/credit/analysis');
const run = (c: Client, id: string) => call(handlers.run, c, 'GET', `/api/credit/analysis/runs/${id}`, undefined, { id });

/** Starts a run, lets the worker finish it, and answers the finished run. */
async function analyse(c: Client): Promise<AnalysisRun> {
  const started = await start(c);
  expect(started.status).toBe(202);
  const { run: queued } = analysisRunResponse.parse(started.body);
  await queue.drained();
  const done = await run(c, queued.id);
  expect(done.status).toBe(200);
  return analysisRunResponse.parse(done.body).run;
}

describe('the analysis run', () => {
  it('is refused without a credit report, with the message that says what to do', async () => {
    const c = await newClient();
    const res = await start(c);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: analysisMessages.needsReport });
  });

  it('queues, then reports real progress stage by stage (one step per rule) until the analysis is stored', async () => {
    const c = await newClient();
    await withReport(c);
    const seen: Pick<StoredAnalysisRun, 'stage' | 'percent'>[] = [];
    const putRun = base.analyses.putRun.bind(base.analyses);
    base.analyses.putRun = async (r) => {
      seen.push({ stage: r.stage, percent: r.percent });
      await putRun(r);
    };
    try {
      const started = analysisRunResponse.parse((await start(c)).body).run;
      expect(started).toMatchObject({ stage: 'queued', percent: 0, analysis: null });
      await queue.drained();
      const done = analysisRunResponse.parse((await run(c, started.id)).body).run;
      expect(done).toMatchObject({ stage: 'done', percent: 100, error: null });
      expect(seen.map((s) => s.stage)).toEqual(['queued', 'reading_report', ...Array<string>(RULES.length + 1).fill('checking_rules'), 'building_plan', 'done']);
      expect(seen.map((s) => s.percent)).toEqual([...seen.map((s) => s.percent)].sort((a, b) => a - b));
      // The Typical persona's documented cases, each citing the bureaus' lines.
      const rules = done.analysis!.findings.map((f) => f.rule);
      expect(rules).toEqual(expect.arrayContaining(['obsolete_negative', 'duplicate_debt', 'cross_bureau_mismatch', 'late_after_closure', 'balance_on_paid_account', 'high_utilization']));
      expect(done.analysis!.projection.baseScore).toBeGreaterThan(0);
      const latest = latestAnalysisResponse.parse((await call(handlers.latest, c, 'GET', '/api/credit/analysis')).body);
      expect(latest.analysis).toEqual(done.analysis);
    } finally {
      base.analyses.putRun = putRun;
    }
  });

  it('answers 404 for another client\'s run and for an unknown run', async () => {
    const c = await newClient();
    await withReport(c);
    const started = analysisRunResponse.parse((await start(c)).body).run;
    await queue.drained();
    const other = await newClient();
    expect((await run(other, started.id)).status).toBe(404);
    expect((await run(c, crypto.randomUUID())).status).toBe(404);
  });

  it('turns an address the client does not recognise into a dispute at the next run; refuses an unknown finding', async () => {
    const c = await newClient();
    await withReport(c);
    const first = await analyse(c);
    const address = first.analysis!.findings.find((f) => f.rule === 'unrecognised_personal_info' && f.subject.includes('ELM'))!;
    expect(address).toMatchObject({ needsConfirmation: true, dispute: null });
    expect((await call(handlers.confirm, c, 'POST', '/api/credit/analysis/confirmations', { findingId: 'obsolete_negative:nothing', accurate: false })).status).toBe(404);
    // A finding the file proves asks nothing: there is no answer to give.
    const proven = first.analysis!.findings.find((f) => f.rule === 'obsolete_negative')!;
    expect((await call(handlers.confirm, c, 'POST', '/api/credit/analysis/confirmations', { findingId: proven.id, accurate: false })).status).toBe(404);
    expect((await call(handlers.confirm, c, 'POST', '/api/credit/analysis/confirmations', { findingId: address.id, accurate: false })).status).toBe(204);
    // The answer is kept in the words the client saw, with the time (the server's, from the finding, not the request).
    const answers = (await itemsUnder(base, `USER#${c.id}`)).find((i) => i.SK === 'ANALYSISANSWERS')!.answers as Record<string, unknown>;
    expect(answers[address.id]).toEqual({ accurate: false, question: address.question!.text, wording: 'No, I do not recognise it', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const second = await analyse(c);
    expect(second.analysis!.findings.find((f) => f.id === address.id)).toMatchObject({
      needsConfirmation: false,
      priority: 'high',
      answer: { accurate: false, wording: 'No, I do not recognise it' },
      dispute: { reason: 'Incorrect personal information', bureaus: ['transunion'] },
    });
    // Older analyses go once there are more than the few kept: the collection the dashboard reads stays small.
    await analyse(c);
    await analyse(c);
    const kept = (await itemsUnder(base, `USER#${c.id}`)).filter((i) => String(i.SK).startsWith('ANALYSIS#'));
    expect(kept).toHaveLength(KEEP_ANALYSES);
  });

  it('is exported with the account, and a credit reset deletes analyses, runs and answers', async () => {
    const c = await newClient();
    await withReport(c);
    const done = await analyse(c);
    const asked = done.analysis!.findings.find((f) => f.needsConfirmation)!;
    await call(handlers.confirm, c, 'POST', '/api/credit/analysis/confirmations', { findingId: asked.id, accurate: true });
    const exported = await call(handlers.exportAccount, c, 'GET', '/api/account/export');
    const items = (exported.body as { items: { kind: string; answers?: Record<string, { wording: string }> }[] }).items;
    expect(items.map((i) => i.kind.split('#')[0])).toEqual(expect.arrayContaining(['ANALYSIS', 'ANALYSISRUN', 'ANALYSISANSWERS']));
    expect(items.find((i) => i.kind === 'ANALYSISANSWERS')!.answers![asked.id]!.wording).toBe(asked.question!.accurate);
    expect((await call(handlers.reset, c, 'POST', '/api/credit/reset')).status).toBe(204);
    const left = (await itemsUnder(base, `USER#${c.id}`)).map((i) => String(i.SK));
    expect(left.filter((sk) => sk.startsWith('ANALYSIS'))).toEqual([]);
    expect(latestAnalysisResponse.parse((await call(handlers.latest, c, 'GET', '/api/credit/analysis')).body).analysis).toBeNull();
  });
});
