import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { adminMessages } from '../../../lambdas/contract/messages.js';
import { handler as deleteUser } from '../../../lambdas/handlers/admin-delete-user.js';
import { userFilePrefix } from '../../../lambdas/domain/documents.js';
import { allPages, indexPartition, itemsUnder, json, makeMember, makePartner } from '../../support/admin.js';
import { httpEvent } from '../../support/http-event.js';
import { adminDeleteAndWait, api, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';
import { DynamoJobRuns } from '../../../lambdas/adapters/dynamo/job-runs.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { useLocalJobQueues } from '../../../lambdas/adapters/job-queue.js';
import { jobs } from '../../../lambdas/routes.js';
import { localJobs } from '../../../lib/local/job-queue.js';
import { decodeJwt } from '../../support/tokens.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
let admin: { token: string; claims: Record<string, unknown> };

beforeAll(async () => {
  const token = (await signIn('admin@demo.local')).IdToken;
  admin = { token, claims: decodeJwt(token) };
});
afterEach(() => setDeps(undefined));

// The server deletes asynchronously (202, then the AdminDeletion job): wait for each deletion to end.
const del = (id: string, token = admin.token) => adminDeleteAndWait(id, token);
const totalUsers = async () => (await api('/api/admin/analytics', { token: admin.token })).body!.totalUsers as number;

/** A real client (Cognito user, items, document folders) of the partner with this code. */
async function signUpClient(referralCode: string, name = 'Del Client') {
  const email = uniqueEmail('del');
  const res = await api('/api/auth/signup', json('POST', { name, email, password: 'secret1', referralCode }));
  expect(res.status).toBe(201);
  const token = new URL((await lastMessageTo(email))!.links[0]!).searchParams.get('token');
  expect((await api('/api/auth/confirm-email', json('POST', { token }))).status).toBe(200);
  const session = await signIn(email, 'secret1');
  expect((await api('/api/account/folders', json('POST', {}, session.IdToken))).status).toBe(201);
  return { id: decodeJwt(session.IdToken).sub as string, email };
}

/** Nothing of the user is left: no sign-in account, no item, no index or search item, no file, no email guard. */
async function expectGone(id: string, email: string) {
  expect(await deps.directory.getUser(id)).toBeUndefined();
  expect(await deps.users.listUserItems(id)).toEqual([]);
  expect(await itemsUnder(deps, `USER#${id}#INDEX`)).toEqual([]);
  expect(await itemsUnder(deps, `UNIQUE#EMAIL#${email}`)).toEqual([]);
  expect(await indexPartition(deps, 'GSI1', `EMAIL#${email}`)).toEqual([]);
  expect(await deps.files.listKeys(userFilePrefix(id))).toEqual([]);
}

describe('DELETE /api/admin/users/{userId}', () => {
  it('deletes a client completely and keeps the partner’s count and the user total exact', async () => {
    const partner = await makePartner(deps, 'Deletion Partners');
    const client = await signUpClient(partner.referralCode, 'Gone Soon');
    expect((await deps.users.getPartner(partner.id))?.clientCount).toBe(1);
    expect(await itemsUnder(deps, `USER#${client.id}#INDEX`)).not.toEqual([]);
    const before = await totalUsers();

    const res = await del(client.id);
    expect(res).toMatchObject({ status: 200, body: { message: adminMessages.clientDeleted, role: 'client' } });
    await expectGone(client.id, client.email);
    expect((await deps.users.getPartner(partner.id))?.clientCount).toBe(0);
    expect(await totalUsers()).toBe(before - 1);
    const search = await api(`/api/admin/clients?q=${encodeURIComponent('gone soon')}`, { token: admin.token });
    expect((search.body!.items as { id: string }[]).map((r) => r.id)).not.toContain(client.id);
    expect((await del(client.id)).status).toBe(404);
  });

  it('finishes on retry after failing half-way, counting the deletion once', async () => {
    const partner = await makePartner(deps, 'Retry Partners');
    const client = await signUpClient(partner.referralCode);
    const before = await totalUsers();
    const event = () => httpEvent({ method: 'DELETE', params: { userId: client.id }, claims: admin.claims });

    const flaky = buildDeps(readConfig(stack.env));
    flaky.directory.deleteUser = async () => {
      throw new Error('Cognito throttled');
    };
    // The handler called here enqueues on this process's own AdminDeletion queue, worked by the real worker.
    const local = localJobs(jobs, new DynamoJobRuns(documentClient(deps.config), deps.config.tableName));
    useLocalJobQueues(local.queueFor);
    const queue = local.queueFor('AdminDeletion')!;
    try {
      setDeps(flaky);
      const started = await deleteUser(event());
      expect(started.statusCode).toBe(202);
      const first = JSON.parse(started.body!) as { id: string };
      await queue.drained();
      // Retried, then failed visibly: the deletion says so and its message is a dead letter.
      expect(await deps.deletions.get(first.id)).toMatchObject({ status: 'failed', attempts: 3, error: expect.stringContaining('Cognito throttled') });
      expect(queue.deadLetters.map((m) => m.item)).toContain(first.id);
      expect(await deps.users.listUserItems(client.id)).toEqual([]);
      expect(await deps.directory.getUser(client.id)).toBeDefined();

      setDeps(undefined);
      const again = await deleteUser(event());
      expect(again.statusCode).toBe(202);
      await queue.drained();
      expect(await deps.deletions.get((JSON.parse(again.body!) as { id: string }).id)).toMatchObject({ status: 'done', stepsDone: 6, stepsTotal: 6 });
    } finally {
      useLocalJobQueues(undefined);
    }
    await expectGone(client.id, client.email);
    expect((await deps.users.getPartner(partner.id))?.clientCount).toBe(0);
    expect(await totalUsers()).toBe(before - 1);
  });

  it('deletes a partner and leaves its clients unassigned, unsearchable by the old business name', async () => {
    const partner = await makePartner(deps, 'Vanishing Ventures');
    const clients = [await signUpClient(partner.referralCode, 'Orphan One'), await signUpClient(partner.referralCode, 'Orphan Two')];
    const before = await totalUsers();

    // An interruption while the clients are being unassigned: one is moved, then the function dies.
    await deps.userViews.moveClient(clients[0]!.id, null);
    const res = await del(partner.id);
    expect(res).toMatchObject({ status: 200, body: { message: adminMessages.partnerDeleted } });

    expect(await deps.users.listUserItems(partner.id)).toEqual([]);
    expect(await itemsUnder(deps, `USER#${partner.id}#INDEX`)).toEqual([]);
    expect(await deps.users.findPartnerIdByReferralCode(partner.referralCode)).toBeUndefined();
    expect(await itemsUnder(deps, `UNIQUE#REFERRAL#${partner.referralCode}`)).toEqual([]);
    expect(await indexPartition(deps, 'GSI2', `PARTNER#${partner.id}#CLIENTS`)).toEqual([]);
    for (const c of clients) expect((await deps.users.getClient(c.id))?.partnerId).toBeNull();
    const { rows } = await allPages<{ id: string; partner: unknown }>(`/api/admin/clients?q=orphan`, admin.token);
    for (const c of clients) expect(rows.find((r) => r.id === c.id)?.partner).toBeNull();
    expect((await api(`/api/admin/clients?q=${encodeURIComponent('vanishing ventures')}`, { token: admin.token })).body!.items).toEqual([]);
    expect(await totalUsers()).toBe(before - 1);
  });

  it('answers 202 at once with the deletion, the account already unable to sign in or call the API, and shows its progress', async () => {
    const partner = await makePartner(deps, 'Async Partners');
    const client = await signUpClient(partner.referralCode);
    const session = await signIn(client.email, 'secret1');
    const res = await api(`/api/admin/users/${client.id}`, { method: 'DELETE', token: admin.token });
    expect(res).toMatchObject({ status: 202, body: { userId: client.id, role: 'client', status: 'pending', stepsDone: 0, stepsTotal: 6, message: adminMessages.deletionStarted } });
    expect((await api('/api/me', { token: session.IdToken })).status).toBe(401);
    await expect(signIn(client.email, 'secret1')).rejects.toThrow(/sign-in failed/);
    const id = (res.body as { id: string }).id;
    let view = (await api(`/api/admin/deletions/${id}`, { token: admin.token })).body!;
    for (let tries = 0; view.status !== 'done' && tries < 300; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      view = (await api(`/api/admin/deletions/${id}`, { token: admin.token })).body!;
    }
    expect(view).toMatchObject({ status: 'done', stepsDone: 6, message: adminMessages.clientDeleted });
    await expectGone(client.id, client.email);
    expect(await api(`/api/admin/deletions/${crypto.randomUUID()}`, { token: admin.token })).toMatchObject({ status: 404, body: { message: adminMessages.deletionNotFound } });
    // Only admins see deletions.
    expect((await api(`/api/admin/deletions/${id}`, { token: session.IdToken })).status).toBeGreaterThanOrEqual(401);
  });

  it('refuses to delete the caller or another admin', async () => {
    const self = await del(admin.claims.sub as string);
    expect(self).toMatchObject({ status: 400, body: { message: adminMessages.cannotDeleteSelf } });
    const other = await makeMember(deps, 'admin');
    const res = await del(other.id);
    expect(res).toMatchObject({ status: 403, body: { message: adminMessages.cannotDeleteAdmin } });
    expect(await deps.directory.getUser(other.id)).toBeDefined();
  });

  it('records each deletion in the audit log, newest first', async () => {
    const partner = await makePartner(deps, 'Audited Partners');
    expect((await del(partner.id)).status).toBe(200);
    // Other files' staff act on clocks of their own (some in the weeks ahead), so this entry is found by paging from
    // the newest, and each page is newest first.
    let found: Record<string, unknown> | undefined;
    let cursor: string | null = null;
    for (let page = 0; page < 20 && !found; page++) {
      const log = await api(`/api/admin/audit?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: admin.token });
      const items = log.body!.items as { at: string; targetUserId: string }[];
      expect(items.map((i) => i.at)).toEqual(items.map((i) => i.at).sort().reverse());
      found = items.find((i) => i.targetUserId === partner.id);
      cursor = log.body!.nextCursor as string | null;
      if (!cursor) break;
    }
    expect(found).toMatchObject({
      action: 'user.delete',
      targetUserId: partner.id,
      actorId: admin.claims.sub,
      actorEmail: 'admin@demo.local',
      details: { role: 'partner' },
    });
  });
});
