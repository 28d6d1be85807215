import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { quotaMessages } from '../../../lambdas/contract/messages.js';
import { RATE_LIMITS } from '../../../lambdas/domain/rate-limit.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { LambdaHandler } from '../../../lambdas/http/route.js';
import { makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/**
 * Per-account daily quotas on what a signed-in client creates: a stolen session or a script cannot flood the
 * documents bucket, the scanner, the dispute desk or the SMS bill, whatever addresses it calls from. Each burst
 * runs on the test's own clock at mid-day, so the day's window cannot end half-way.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const midday: Deps = { ...base, now: () => new Date('2031-06-15T12:00:00.000Z') };

let handlers: Record<'upload' | 'file' | 'info', LambdaHandler>;
beforeAll(async () => {
  handlers = {
    upload: (await import('../../../lambdas/handlers/document-start-upload.js')).handler,
    file: (await import('../../../lambdas/handlers/dispute-file.js')).handler,
    info: (await import('../../../lambdas/handlers/dispute-add-information.js')).handler,
  };
});
afterEach(() => setDeps(undefined));

async function payingClient() {
  const member = await makeMember(base, 'client');
  const createdAt = base.now().toISOString();
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Quota', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return member;
}

/** One call as the client, each from a new address (the quota is the account's, not the network's). */
async function call(handler: LambdaHandler, client: { id: string; email: string }, init: { path: string; body: unknown; params?: Record<string, string> }) {
  setDeps(midday);
  const res = await handler(httpEvent({ method: 'POST', path: init.path, body: init.body, ...(init.params ? { params: init.params } : {}), headers: viewerHeaders(), claims: idClaims({ sub: client.id, email: client.email }) }));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as { message?: string }) : undefined };
}

describe('per-account daily quotas', () => {
  it(`starts at most ${RATE_LIMITS.documentUploadAccount.max} uploads a day, then answers 429 saying so`, async () => {
    const c = await payingClient();
    const upload = () => call(handlers.upload, c, { path: '/api/documents', body: { documentType: 'id', fileName: 'id.png', contentType: 'image/png', sizeBytes: 1000 } });
    for (let i = 0; i < RATE_LIMITS.documentUploadAccount.max; i++) expect((await upload()).status).toBe(201);
    expect(await upload()).toEqual({ status: 429, body: expect.objectContaining({ message: quotaMessages.documentUploads }) });
    // Another client is not affected.
    const other = await payingClient();
    expect((await call(handlers.upload, other, { path: '/api/documents', body: { documentType: 'id', fileName: 'id.png', contentType: 'image/png', sizeBytes: 1000 } })).status).toBe(201);
  });

  it(`files at most ${RATE_LIMITS.disputeFileAccount.max} disputes a day (attempts count), then answers 429 saying so`, async () => {
    const c = await payingClient();
    const body = { accountName: 'Acme Bank', reason: 'Account not mine', description: 'This account is not mine.', amountCents: null, bureaus: ['equifax'] };
    const file = () => call(handlers.file, c, { path: '/api/disputes', body });
    for (let i = 0; i < RATE_LIMITS.disputeFileAccount.max; i++) expect((await file()).status).not.toBe(429);
    expect(await file()).toEqual({ status: 429, body: expect.objectContaining({ message: quotaMessages.disputesFiled }) });
  });

  it(`adds information to disputes at most ${RATE_LIMITS.disputeInfoAccount.max} times a day, then answers 429 saying so`, async () => {
    const c = await payingClient();
    const id = crypto.randomUUID();
    const add = () => call(handlers.info, c, { path: `/api/disputes/${id}/information`, params: { id }, body: { text: 'The bureau has my old address.' } });
    for (let i = 0; i < RATE_LIMITS.disputeInfoAccount.max; i++) expect((await add()).status).toBe(404);
    expect(await add()).toEqual({ status: 429, body: expect.objectContaining({ message: quotaMessages.disputeInformation }) });
  });
});
