import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { watchRequests } from '../../../lambdas/adapters/dynamo/table-client.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { LambdaHandler } from '../../../lambdas/http/route.js';
import { makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/**
 * What a call costs in DynamoDB requests, counted by the table client's request watch (a middleware on its clients,
 * one count per request whatever the SDK retries): the caller is read once, with their plan; filing a dispute is that
 * read, the Query of their disputes and one transaction; the dashboard is one Query besides the caller's read.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

let handlers: Record<'file' | 'list' | 'dashboard', LambdaHandler>;
beforeAll(async () => {
  handlers = {
    file: (await import('../../../lambdas/handlers/dispute-file.js')).handler,
    list: (await import('../../../lambdas/handlers/disputes-list.js')).handler,
    dashboard: (await import('../../../lambdas/handlers/dashboard.js')).handler,
  };
});
afterEach(() => setDeps(undefined));

async function newClient(tier: 'starter' | 'elite') {
  const member = await makeMember(base, 'client');
  const createdAt = base.now().toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Count', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier, status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return member;
}

/** One call as the client, and the DynamoDB requests it made, by command. */
async function counted(handler: LambdaHandler, c: { id: string; email: string }, method: string, path: string, body?: unknown) {
  setDeps(base);
  const commands: string[] = [];
  const stop = watchRequests((command) => commands.push(command));
  try {
    const res = await handler(httpEvent({ method, path, ...(body === undefined ? {} : { body }), headers: viewerHeaders(), claims: idClaims({ sub: c.id, email: c.email }) }));
    return { status: res.statusCode, commands };
  } finally {
    stop();
  }
}

const dispute = { accountName: 'Acme Bank', reason: 'Account not mine', description: 'This account is not mine.', amountCents: null, bureaus: ['equifax', 'experian'] };

describe('DynamoDB requests per call', () => {
  it('files a dispute in at most 3 requests: the caller with their plan, their disputes, and one transaction', async () => {
    const c = await newClient('starter');
    const first = await counted(handlers.file, c, 'POST', '/api/disputes', dispute);
    expect(first.status).toBe(201);
    expect(first.commands).toEqual(['BatchGetItemCommand', 'QueryCommand', 'TransactWriteItemsCommand']);
    // A second one (the monthly count now read from the counter) costs the same.
    const second = await counted(handlers.file, c, 'POST', '/api/disputes', { ...dispute, accountName: 'Other Bank' });
    expect(second.status).toBe(201);
    expect(second.commands.length).toBeLessThanOrEqual(3);
  });

  it('lists the disputes with this month\'s use in the caller\'s read and one Query', async () => {
    const c = await newClient('starter');
    const res = await counted(handlers.list, c, 'GET', '/api/disputes');
    expect(res.status).toBe(200);
    expect(res.commands).toEqual(['BatchGetItemCommand', 'QueryCommand']);
  });

  it('loads the dashboard with one Query of the caller\'s collection (beside the tombstone read, reused while fresh)', async () => {
    const c = await newClient('elite');
    const cold = await counted(handlers.dashboard, c, 'GET', '/api/dashboard');
    expect(cold.status).toBe(200);
    expect(cold.commands.filter((command) => command === 'QueryCommand')).toHaveLength(1);
    expect(cold.commands.length).toBeLessThanOrEqual(2);
    const warm = await counted(handlers.dashboard, c, 'GET', '/api/dashboard');
    expect(warm.commands).toEqual(['QueryCommand']);
  });
});
