import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { staffThreadResponse } from '../../../lambdas/contract/client-view.js';
import { inboxResponse, postMessageResponse, secureMessageMessages as m, threadResponse } from '../../../lambdas/contract/secure-messages.js';
import { inboxOrder, newThread } from '../../../lambdas/domain/secure-messages.js';
import { json } from '../../support/admin.js';
import { signedInClient, signedInStaff, type SignedInMember } from '../../support/advisors.js';
import { api, lastMessageTo, useLocalStack } from '../../support/local.js';

/** Secure messages through the HTTP API of the local stack: who reaches which thread, receipts, emails, the inbox, export and deletion. */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

type Member = SignedInMember;
const newClient = (tier: 'starter' | 'elite' | 'total', fullName = 'Casey Client') => signedInClient(deps, tier, fullName);
const newStaff = (group: 'employee' | 'admin', fullName: string) => signedInStaff(deps, group, fullName);

const advise = (clientId: string, advisorId: string) => deps.advisors.set(clientId, { advisorId, assignedAt: new Date().toISOString(), assignedBy: 'test' }, null);
const send = (token: string, text: string, attachments: string[] = []) => api('/api/messages', json('POST', { text, attachments }, token));
const answer = (token: string, clientId: string, text: string) => api(`/api/admin/messages/${clientId}`, json('POST', { text }, token));

let advisor: Member;
let other: Member;
let admin: Member;
beforeAll(async () => {
  advisor = await newStaff('employee', 'Morgan Advisor');
  other = await newStaff('employee', 'Quinn Other');
  admin = await newStaff('admin', 'Alex Admin');
});

describe('the client’s thread', () => {
  it('shows a Total client their advisor, takes their message, and emails the advisor without the content', async () => {
    const client = await newClient('total');
    await advise(client.id, advisor.id);
    const first = await api('/api/messages', { token: client.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const empty = threadResponse.parse(first.body);
    expect(empty.advisor).toMatchObject({ userId: advisor.id, name: 'Morgan Advisor', initials: 'MA', photoUrl: null });
    expect(empty.messages).toEqual([]);
    expect(empty.responseTarget).toBe('by the end of the next business day');

    const secret = `My balance question ${randomUUID()}`;
    const posted = await send(client.token, secret);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(postMessageResponse.parse(posted.body).message).toMatchObject({ from: 'client', text: secret, readAt: null });

    const email = await lastMessageTo(advisor.email);
    expect(email?.subject).toBe(m.staffEmailSubject);
    expect(JSON.stringify(email)).not.toContain(secret);
    expect(JSON.stringify(email)).not.toContain('balance');
  });

  it('answers 403 with the plan’s reason to a client whose plan has no advisor', async () => {
    const client = await newClient('elite');
    for (const res of [await api('/api/messages', { token: client.token }), await send(client.token, 'hello'), await api('/api/messages/read', json('POST', {}, client.token))]) {
      expect(res.status).toBe(403);
      expect(res.body?.message).toBe(m.notOnPlan);
    }
  });

  it('refuses an empty or over-long message, and an attachment that is not the client’s own document', async () => {
    const client = await newClient('total');
    const stranger = await newClient('total');
    const empty = await send(client.token, '   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(m.empty);
    expect((await send(client.token, 'x'.repeat(4001))).status).toBe(400);
    const documentId = randomUUID();
    await deps.documents.create({ id: documentId, userId: stranger.id, documentType: 'bank', fileName: 'theirs.pdf', contentType: 'application/pdf', sizeBytes: 10, status: 'verified', reason: null, objectKey: `users/${stranger.id}/documents/${documentId}`, uploadedAt: new Date().toISOString(), reviewedAt: null, reviewedBy: null });
    const theirs = await send(client.token, 'see attached', [documentId]);
    expect(theirs.status).toBe(400);
    expect(theirs.body?.message).toBe(m.attachmentNotFound);
  });

  it('attaches the client’s own accepted document', async () => {
    const client = await newClient('total');
    const documentId = randomUUID();
    await deps.documents.create({ id: documentId, userId: client.id, documentType: 'bank', fileName: 'statement.pdf', contentType: 'application/pdf', sizeBytes: 10, status: 'pending_review', reason: null, objectKey: `users/${client.id}/documents/${documentId}`, uploadedAt: new Date().toISOString(), reviewedAt: null, reviewedBy: null });
    const res = await send(client.token, 'my statement', [documentId]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(postMessageResponse.parse(res.body).message.attachments).toEqual([{ documentId, fileName: 'statement.pdf' }]);
  });
});

describe('staff reach only their own clients’ threads, admins any', () => {
  it('lets the advisor read and answer, answers 404 to another employee, and lets an admin in', async () => {
    const client = await newClient('total', 'Jordan Client');
    await advise(client.id, advisor.id);
    expect((await send(client.token, 'Question one')).status).toBe(201);

    const mine = await api(`/api/admin/messages/${client.id}`, { token: advisor.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const thread = staffThreadResponse.parse(mine.body);
    expect(thread.messages.map((x) => x.text)).toEqual(['Question one']);
    expect(thread.client.client).toMatchObject({ id: client.id, name: 'Jordan Client' });
    expect(thread.thread.waitingSince).not.toBeNull();

    for (const res of [
      await api(`/api/admin/messages/${client.id}`, { token: other.token }),
      await answer(other.token, client.id, 'not mine'),
      await api(`/api/admin/messages/${client.id}/read`, json('POST', {}, other.token)),
      await api(`/api/admin/messages/${randomUUID()}`, { token: advisor.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body?.message).toBe(m.threadNotFound);
    }
    expect((await api(`/api/admin/messages/${client.id}`, { token: admin.token })).status).toBe(200);
    // A client calling staff's routes is refused, even for their own thread.
    expect((await api(`/api/admin/messages/${client.id}`, { token: client.token })).status).toBe(403);
  });

  it('delivers the answer to the client with a bell and one email without content, and keeps read receipts per side', async () => {
    const client = await newClient('total');
    await advise(client.id, advisor.id);
    await send(client.token, 'Question');
    expect((await api(`/api/admin/messages/${client.id}/read`, json('POST', {}, advisor.token))).status).toBe(200);

    const secret = `Answer ${randomUUID()}`;
    const posted = await answer(advisor.token, client.id, secret);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const email = await lastMessageTo(client.email);
    expect(email?.subject).toBe(m.emailSubject);
    expect(JSON.stringify(email)).not.toContain(secret);
    expect((await deps.notifications.list(client.id)).map((n) => n.kind)).toContain('secure_message');

    const seen = threadResponse.parse((await api('/api/messages', { token: client.token })).body);
    expect(seen.messages.map((x) => [x.from, x.text])).toEqual([
      ['client', 'Question'],
      ['staff', secret],
    ]);
    expect(seen.messages[0]!.readAt).not.toBeNull();
    expect(seen.messages[1]!.readAt).toBeNull();
    expect(seen.thread.unread).toBe(1);

    expect((await api('/api/messages/read', json('POST', {}, client.token))).status).toBe(200);
    const after = staffThreadResponse.parse((await api(`/api/admin/messages/${client.id}`, { token: advisor.token })).body);
    expect(after.messages[1]!.readAt).not.toBeNull();
    expect(after.thread.waitingSince).toBeNull();
  });
});

describe('the inbox', () => {
  it('lists the advisor’s threads, the oldest unanswered first, answered ones after', async () => {
    const employee = await newStaff('employee', 'Riley Inbox');
    const first = await newClient('total', 'First Waiting');
    const second = await newClient('total', 'Second Waiting');
    await advise(first.id, employee.id);
    await advise(second.id, employee.id);
    await send(first.token, 'one');
    await send(second.token, 'two');
    const order = async () => inboxResponse.parse((await api('/api/admin/messages', { token: employee.token })).body).items.map((t) => t.clientId);
    expect(await order()).toEqual([first.id, second.id]);
    await answer(employee.token, first.id, 'answered');
    expect(await order()).toEqual([second.id, first.id]);
    // Another employee's inbox does not list them; an employee asking for every thread still gets their own.
    const others = inboxResponse.parse((await api('/api/admin/messages?scope=all', { token: other.token })).body).items.map((t) => t.clientId);
    expect(others).not.toContain(first.id);
    expect(others).not.toContain(second.id);
  });

  it('puts priority plans ahead of Starter and marks a thread past its target overdue', async () => {
    const employee = await newStaff('employee', 'Sam Order');
    const starter = { ...newThread(randomUUID(), 'Starter Sam', employee.id), waitingSince: '2026-01-05T15:00:00.000Z', respondBy: '2026-01-07', plan: 'starter' as const, lastMessageAt: '2026-01-05T15:00:00.000Z' };
    const total = { ...newThread(randomUUID(), 'Total Toni', employee.id), waitingSince: '2026-01-06T15:00:00.000Z', respondBy: '2026-01-07', plan: 'total' as const, priority: true, lastMessageAt: '2026-01-06T15:00:00.000Z' };
    for (const thread of [starter, total]) {
      await deps.secureMessages.append({ id: randomUUID(), clientId: thread.clientId, from: 'client', authorId: thread.clientId, authorName: thread.clientName, text: 'x', attachments: [], sentAt: thread.waitingSince }, thread);
    }
    expect(inboxOrder(total) < inboxOrder(starter)).toBe(true);
    const items = inboxResponse.parse((await api('/api/admin/messages', { token: employee.token })).body).items;
    expect(items.map((t) => t.clientId)).toEqual([total.clientId, starter.clientId]);
    expect(items.every((t) => t.overdue)).toBe(true);
  });
});

describe('export and deletion', () => {
  it('exports the client’s messages and deletes them with the account', async () => {
    const client = await newClient('total');
    await advise(client.id, advisor.id);
    await send(client.token, 'Keep me in the export');
    const exported = await api('/api/account/export', { token: client.token });
    expect(exported.status).toBe(200);
    const body = exported.body as { secureMessages: { text: string }[]; items: { kind: string }[] };
    expect(body.secureMessages.map((x) => x.text)).toEqual(['Keep me in the export']);
    expect(body.items.map((i) => i.kind)).toContain('MESSAGE_THREAD');

    const deleted = await api('/api/account', json('DELETE', { confirm: 'DELETE' }, client.token));
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect(await deps.secureMessages.allMessages(client.id)).toEqual([]);
    expect(await deps.secureMessages.getThread(client.id)).toBeUndefined();
  });
});
