import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { disputeList, disputeMessages, deskMessages, disputeQueueResponse, disputeResponse, staffDisputeResponse, type StaffDisputeView } from '../../../../lambdas/contract/disputes.js';
import { addCalendarDays } from '../../../../lambdas/domain/business-days.js';
import { presumedReceipt } from '../../../../lambdas/domain/dispute-clock.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import { auditWhere, json, makeMember } from '../../../support/admin.js';
import { api, lastMessageTo, signIn, useLocalStack } from '../../../support/local.js';

/** The staff's dispute desk, through the HTTP API of the local stack (tokens from the user pool). */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

interface Member {
  id: string;
  email: string;
  token: string;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** A client with an active Elite plan that started `startedDaysAgo` days ago (the CROA window runs from then). */
async function newClient(startedDaysAgo: number, fullName = 'Pat Client'): Promise<Member> {
  const member = await makeMember(base, 'client');
  const createdAt = daysAgo(startedDaysAgo);
  await base.users.createUser({ id: member.id, role: 'client', fullName, email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

async function newEmployee(fullName: string): Promise<Member> {
  const member = await makeMember(base, 'employee', 'Member123!', { totp: true });
  await base.users.createUser({ id: member.id, role: 'employee', fullName, email: member.email, createdAt: new Date().toISOString() });
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

async function fileDispute(client: Member, bureaus = ['experian', 'equifax']) {
  const res = await api(
    '/api/disputes',
    json('POST', { accountName: 'CAPITAL ONE ····4821', reason: 'Incorrect balance reported', description: 'The balance is $1,240.', amountCents: 124_000, bureaus }, client.token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return disputeResponse.parse(res.body).dispute;
}

/** The whole pending queue, page by page (other tests' disputes are in it too). */
async function queue(token: string, status = 'pending'): Promise<StaffDisputeView[]> {
  const rows: StaffDisputeView[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(`/api/admin/disputes?status=${status}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = disputeQueueResponse.parse(res.body);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

const auditOf = async (userId: string) => auditWhere(base, (e) => e.targetUserId === userId);
const desk = (userId: string, id: string, action = '') => `/api/admin/disputes/${userId}/${id}${action}`;

let employee: Member;
beforeAll(async () => {
  employee = await newEmployee('Erin Advisor');
});

describe('the staff routes refuse clients', () => {
  it('answers 403 to a client on every staff route, even for their own dispute, and changes nothing', async () => {
    const client = await newClient(10);
    const dispute = await fileDispute(client);
    const calls = [
      api('/api/admin/disputes?status=pending', { token: client.token }),
      api(desk(client.id, dispute.id), { token: client.token }),
      api(desk(client.id, dispute.id, '/sent'), json('POST', { bureaus: ['experian'], sentAt: today() }, client.token)),
      api(desk(client.id, dispute.id, '/result'), json('POST', { bureau: 'experian', result: 'deleted', respondedAt: today() }, client.token)),
      api(desk(client.id, dispute.id, '/status'), json('POST', { status: 'resolved' }, client.token)),
      api(`/api/admin/clients/${client.id}/advisor`, json('PUT', { advisorId: employee.id }, client.token)),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(await base.disputes.get(client.id, dispute.id)).toMatchObject({ version: 1, status: 'pending' });
    expect(await auditOf(client.id)).toEqual([]);
  });
});

describe('the desk', () => {
  it('answers 404 for an unknown dispute and for a dispute named under another client', async () => {
    const owner = await newClient(10);
    const other = await newClient(10);
    const dispute = await fileDispute(owner);
    expect((await api(desk(owner.id, randomUUID()), { token: employee.token })).status).toBe(404);
    const wrongOwner = await api(desk(other.id, dispute.id), { token: employee.token });
    expect(wrongOwner).toMatchObject({ status: 404, body: { message: disputeMessages.notFound } });
    expect((await api(desk(other.id, dispute.id, '/sent'), json('POST', { bureaus: ['experian'], sentAt: today() }, employee.token))).status).toBe(404);
    expect((await api(desk(other.id, dispute.id, '/status'), json('POST', { status: 'rejected' }, employee.token))).status).toBe(404);
    expect(await auditOf(other.id)).toEqual([]);
  });

  it('refuses to mark letters sent while the client’s right to cancel is open (409 with the first mailing date)', async () => {
    const client = await newClient(0);
    const dispute = await fileDispute(client);
    const res = await api(desk(client.id, dispute.id, '/sent'), json('POST', { bureaus: ['experian'], sentAt: today() }, employee.token));
    expect(res).toMatchObject({ status: 409, body: { message: disputeMessages.notBeforeWindow(dispute.earliestSendDate) } });
  });

  it('works a dispute end to end: queue, open, mark sent, record a result, resolve; the client sees the dates and hears of each step', async () => {
    const client = await newClient(10, 'Dana Desk');
    const dispute = await fileDispute(client);

    const row = (await queue(employee.token)).find((d) => d.id === dispute.id)!;
    expect(row).toMatchObject({ userId: client.id, client: { userId: client.id, name: 'Dana Desk', email: client.email }, advisor: null, priority: true, mine: false, status: 'pending' });

    const opened = await api(desk(client.id, dispute.id), { token: employee.token });
    expect(staffDisputeResponse.parse(opened.body).dispute).toMatchObject({ id: dispute.id, accountName: 'CAPITAL ONE ····4821' });

    // Mark the Experian letter sent today: the 30-day clock starts from the presumed receipt and the dispute is in progress.
    const sent = await api(desk(client.id, dispute.id, '/sent'), json('POST', { bureaus: ['experian'], sentAt: today() }, employee.token));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const afterSent = staffDisputeResponse.parse(sent.body).dispute;
    expect(afterSent.status).toBe('in_progress');
    const experian = afterSent.items.find((i) => i.bureau === 'experian')!;
    expect(experian.sentAt).toBe(today());
    expect(experian).toMatchObject({ receivedAt: presumedReceipt(today()), receiptPresumed: true, dueAt: addCalendarDays(presumedReceipt(today()), 30) });

    // The client's own list shows the dates.
    const mine = disputeList.parse((await api('/api/disputes', { token: client.token })).body).disputes.find((d) => d.id === dispute.id)!;
    expect(mine.status).toBe('in_progress');
    expect(mine.items.find((i) => i.bureau === 'experian')).toMatchObject({ sentAt: today(), dueAt: experian.dueAt, result: null });
    expect(await lastMessageTo(client.email)).toMatchObject({ channel: 'email', subject: deskMessages.emailSubject('CAPITAL ONE ····4821') });

    // The queue now lists it under in_progress, not pending.
    expect((await queue(employee.token)).some((d) => d.id === dispute.id)).toBe(false);
    expect((await queue(employee.token, 'in_progress')).some((d) => d.id === dispute.id)).toBe(true);

    // Experian answers: deleted.
    const result = await api(
      desk(client.id, dispute.id, '/result'),
      json('POST', { bureau: 'experian', result: 'deleted', respondedAt: today(), bureauResponse: 'The item was deleted.', resolutionNotes: 'Experian deleted it.' }, employee.token),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(staffDisputeResponse.parse(result.body).dispute).toMatchObject({ bureauResponse: 'The item was deleted.', resolutionNotes: 'Experian deleted it.' });
    const afterResult = disputeList.parse((await api('/api/disputes', { token: client.token })).body).disputes.find((d) => d.id === dispute.id)!;
    expect(afterResult.items.find((i) => i.bureau === 'experian')).toMatchObject({ result: 'deleted', respondedAt: today() });

    // The client's bell has the news.
    const dashboard = (await api('/api/dashboard', { token: client.token })).body as { notifications: { items: { kind: string; body: string; readAt: string | null }[] } };
    expect(dashboard.notifications.items).toContainEqual(expect.objectContaining({ kind: 'dispute_update', body: deskMessages.resultNote('CAPITAL ONE ····4821', 'Experian', 'deleted'), readAt: null }));

    // Only DISPUTE_TRANSITIONS: back to pending is refused; resolved is allowed, and then nothing more.
    expect(await api(desk(client.id, dispute.id, '/status'), json('POST', { status: 'pending' }, employee.token))).toMatchObject({
      status: 409,
      body: { message: disputeMessages.badTransition('in_progress', 'pending') },
    });
    expect((await api(desk(client.id, dispute.id, '/status'), json('POST', { status: 'resolved' }, employee.token))).status).toBe(200);
    expect((await api(desk(client.id, dispute.id, '/status'), json('POST', { status: 'rejected' }, employee.token))).status).toBe(409);

    // Every action is in the audit log, by this employee.
    const audit = await auditOf(client.id);
    expect(audit.map((e) => e.action).sort()).toEqual(['dispute.result', 'dispute.sent', 'dispute.status', 'dispute.view']);
    expect(audit.every((e) => e.actorId === employee.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(client.email);
  });

  it('assigns an advisor (a current employee, never a client); the advisor’s queue shows that client with “mine”', async () => {
    const client = await newClient(10);
    const other = await newClient(10);
    const dispute = await fileDispute(client, ['transunion']);

    expect(await api(`/api/admin/clients/${client.id}/advisor`, json('PUT', { advisorId: other.id }, employee.token))).toMatchObject({
      status: 400,
      body: { message: deskMessages.advisorNotStaff },
    });
    expect((await api(`/api/admin/clients/${randomUUID()}/advisor`, json('PUT', { advisorId: employee.id }, employee.token))).status).toBe(404);

    const assigned = await api(`/api/admin/clients/${client.id}/advisor`, json('PUT', { advisorId: employee.id }, employee.token));
    expect(assigned).toMatchObject({ status: 200, body: { advisor: { userId: employee.id, name: 'Erin Advisor' } } });
    expect(await base.advisors.listClients(employee.id, 10)).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ clientId: client.id, advisorId: employee.id })]) });

    const row = (await queue(employee.token)).find((d) => d.id === dispute.id)!;
    expect(row).toMatchObject({ advisor: { userId: employee.id, name: 'Erin Advisor' }, mine: true });
    const notes = await base.notifications.list(client.id);
    expect(notes).toContainEqual(expect.objectContaining({ kind: 'dispute_update', body: deskMessages.advisorNote('Erin Advisor') }));
    expect((await auditOf(client.id)).map((e) => e.action)).toEqual(['client.advisor']);

    // Removed again.
    expect(await api(`/api/admin/clients/${client.id}/advisor`, json('PUT', { advisorId: null }, employee.token))).toMatchObject({ status: 200, body: { advisor: null } });
    expect(await base.advisors.get(client.id)).toBeUndefined();
  });
});
