import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { advisorPoolResponse, secureMessageMessages } from '../../../../lambdas/contract/secure-messages.js';
import { assignAtPurchase, ROUND_ROBIN } from '../../../../lambdas/use-cases/advisors/assignment.js';
import { json, makeMember } from '../../../support/admin.js';
import { api, lastMessageTo, signIn, useLocalStack } from '../../../support/local.js';

/**
 * The dedicated advisor a Total purchase gets: round-robin over the staff marked available, one turn per purchase
 * even when two arrive at once, nothing changed by a retried delivery, a queue and the admins told when nobody is
 * available. Against the emulators (the pool and its cursor are real items).
 */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const TOTAL = { tier: 'total', status: 'active' } as const;

async function staff(group: 'employee' | 'admin', fullName: string) {
  const member = await makeMember(deps, group, 'Member123!', { totp: true });
  await deps.users.createUser({ id: member.id, role: group, fullName, email: member.email, createdAt: new Date().toISOString() });
  return member;
}

async function client() {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  await deps.users.createUser({ id, role: 'client', fullName: 'Robin Client', email: `client-${id.slice(0, 8)}@example.com`, createdAt }, { client: { id, partnerId: null, folderIds: {}, createdAt } });
  return id;
}

/** Only these staff members take turns (earlier runs and other files may have marked others available). */
async function onlyAvailable(ids: readonly string[]) {
  for (const member of await deps.advisors.pool()) {
    if (!ids.includes(member.staffId)) await deps.advisors.setAvailable({ ...member, available: false });
  }
  for (const staffId of ids) await deps.advisors.setAvailable({ staffId, available: true, updatedAt: new Date().toISOString(), updatedBy: 'test' });
}

let a: { id: string; email: string };
let b: { id: string; email: string };
beforeAll(async () => {
  a = await staff('employee', 'Avery Advisor');
  b = await staff('employee', 'Blake Advisor');
});

describe('assignment at purchase', () => {
  it('takes turns over the available advisors, one turn per purchase', async () => {
    await onlyAvailable([a.id, b.id]);
    const assigned: (string | null)[] = [];
    for (let i = 0; i < 4; i++) assigned.push(await assignAtPurchase(deps, await client(), TOTAL));
    expect(new Set(assigned)).toEqual(new Set([a.id, b.id]));
    expect(assigned[0]).not.toBe(assigned[1]);
    expect(assigned[1]).not.toBe(assigned[2]);
    expect(assigned[2]).not.toBe(assigned[3]);
  });

  it('gives two purchases arriving at once two different turns', async () => {
    await onlyAvailable([a.id, b.id]);
    const [first, second] = await Promise.all([assignAtPurchase(deps, await client(), TOTAL), assignAtPurchase(deps, await client(), TOTAL)]);
    expect(new Set([first, second])).toEqual(new Set([a.id, b.id]));
  });

  it('changes nothing when the same purchase is delivered again: the advisor stays, no turn is taken', async () => {
    await onlyAvailable([a.id, b.id]);
    const id = await client();
    const first = await assignAtPurchase(deps, id, TOTAL);
    const cursor = await deps.advisors.cursor();
    const again = await Promise.all([assignAtPurchase(deps, id, TOTAL), assignAtPurchase(deps, id, TOTAL)]);
    expect(again).toEqual([first, first]);
    expect(await deps.advisors.cursor()).toEqual(cursor);
    expect(await deps.advisors.get(id)).toMatchObject({ advisorId: first, assignedBy: ROUND_ROBIN });
  });

  it('assigns nobody on a plan without a dedicated advisor, or before the plan is active', async () => {
    await onlyAvailable([a.id]);
    const elite = await client();
    const pending = await client();
    expect(await assignAtPurchase(deps, elite, { tier: 'elite', status: 'active' })).toBeNull();
    expect(await assignAtPurchase(deps, pending, { tier: 'total', status: 'incomplete' })).toBeNull();
    expect(await deps.advisors.get(elite)).toBeUndefined();
    expect(await deps.advisors.get(pending)).toBeUndefined();
  });

  it('skips a staff member who is no longer staff', async () => {
    const departed = await staff('employee', 'Dana Departed');
    await onlyAvailable([a.id, departed.id]);
    await deps.directory.removeFromGroup(departed.id, 'employee');
    for (let i = 0; i < 3; i++) expect(await assignAtPurchase(deps, await client(), TOTAL)).toBe(a.id);
  });

  it('queues the client and emails the admins when nobody is available; marking an advisor available serves the queue', async () => {
    const admin = await staff('admin', 'Ada Admin');
    await onlyAvailable([]);
    const id = await client();
    expect(await assignAtPurchase(deps, id, TOTAL)).toBeNull();
    expect((await deps.advisors.waiting(100)).map((w) => w.clientId)).toContain(id);
    const told = await lastMessageTo(admin.email);
    expect(told?.subject).toBe(secureMessageMessages.noAdvisorSubject);

    const { IdToken } = await signIn(admin.email, 'Member123!');
    const res = await api(`/api/admin/advisors/${b.id}/availability`, json('PUT', { available: true }, IdToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pool = advisorPoolResponse.parse(res.body);
    expect(pool.items.find((m) => m.userId === b.id)?.available).toBe(true);
    expect(pool.waiting.map((w) => w.clientId)).not.toContain(id);
    expect(await deps.advisors.get(id)).toMatchObject({ advisorId: b.id });
  });

  it('serves the whole queue, page after page, and drops a queued client who was given an advisor another way', async () => {
    const admin = await staff('admin', 'Quinn Admin');
    await onlyAvailable([]);
    const queued: string[] = [];
    // More than one page of the queue (25), written as the webhook writes them when nobody is available.
    for (let i = 0; i < 30; i++) {
      const id = await client();
      await deps.advisors.addWaiting(id, new Date().toISOString());
      queued.push(id);
    }
    const alreadyServed = await client();
    await deps.advisors.set(alreadyServed, { advisorId: a.id, assignedAt: new Date().toISOString(), assignedBy: 'test' }, null);
    await deps.advisors.addWaiting(alreadyServed, new Date().toISOString());

    const { IdToken } = await signIn(admin.email, 'Member123!');
    const res = await api(`/api/admin/advisors/${b.id}/availability`, json('PUT', { available: true }, IdToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stillWaiting = new Set(advisorPoolResponse.parse(res.body).waiting.map((w) => w.clientId));
    expect([...queued, alreadyServed].filter((id) => stillWaiting.has(id))).toEqual([]);
    for (const id of queued) expect(await deps.advisors.get(id)).toMatchObject({ advisorId: b.id, assignedBy: ROUND_ROBIN });
    expect(await deps.advisors.get(alreadyServed)).toMatchObject({ advisorId: a.id, assignedBy: 'test' });
  });

  it('lets only admins set availability, and only for current staff', async () => {
    const admin = await staff('admin', 'Ari Admin');
    const adminToken = (await signIn(admin.email, 'Member123!')).IdToken;
    const employeeToken = (await signIn(a.email, 'Member123!')).IdToken;
    expect((await api(`/api/admin/advisors/${a.id}/availability`, json('PUT', { available: true }, employeeToken))).status).toBe(403);
    const notStaff = await api(`/api/admin/advisors/${await client()}/availability`, json('PUT', { available: true }, adminToken));
    expect(notStaff.status).toBe(400);
    expect(notStaff.body?.message).toBe(secureMessageMessages.advisorUnavailable);
  });
});
