import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { adminMessages, authMessages } from '../../../lambdas/contract/messages.js';
import { handler as changeRole } from '../../../lambdas/handlers/admin-change-role.js';
import { allPages, indexPartition, json, makePartner } from '../../support/admin.js';
import { httpEvent } from '../../support/http-event.js';
import { api, enrolTotp, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';
import { decodeJwt } from '../../support/tokens.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
let admin: { token: string; claims: Record<string, unknown> };

beforeAll(async () => {
  const token = (await signIn('admin@demo.local')).IdToken;
  admin = { token, claims: decodeJwt(token) };
});
afterEach(() => setDeps(undefined));

const addStaff = (body: Record<string, unknown>) => api('/api/admin/team', json('POST', body, admin.token));
const setRole = (id: string, role: string) => api(`/api/admin/team/${id}/role`, json('PUT', { role }, admin.token));
const team = async () => (await api('/api/admin/team', { token: admin.token })).body!.items as { id: string; role: string; email: string }[];
const analytics = async () => (await api('/api/admin/analytics', { token: admin.token })).body!;
const auditFor = async (target: string) =>
  (await allPages<{ action: string; targetUserId: string; details: Record<string, unknown> }>('/api/admin/audit?limit=100', admin.token, 5)).rows.filter(
    (e) => e.targetUserId === target,
  );

/** Adds a team member and lets them choose a password with the emailed link and the code the admin got, as they would. */
async function invite(role: 'employee' | 'admin', name = 'Erin Employee') {
  const email = uniqueEmail('staff');
  const res = await addStaff({ name, email, role });
  expect(res).toMatchObject({ status: 201, body: { message: adminMessages.staffAdded(email), member: { email, role, name } } });
  const mail = (await lastMessageTo(email))!;
  expect(mail.subject).toBe('You have been added to the Credit Repair team');
  expect(mail.links[0]).toContain(`/forgot-password?invited=1&email=${encodeURIComponent(email)}&invitation=`);
  const code = res.body!.invitationCode as string;
  const invitation = new URL(mail.links[0]!).searchParams.get('invitation');
  const reset = await api('/api/auth/reset-password', json('POST', { email, code, password: 'Chosen123!', invitation }));
  expect(reset.status).toBe(200);
  // Their first sign-in enrols an authenticator app, as the SPA makes staff do.
  await enrolTotp(email, 'Chosen123!');
  return { id: (res.body!.member as { id: string }).id, email, signIn: () => signIn(email, 'Chosen123!') };
}

describe('a staff member’s first enrolment needs the invitation code and the emailed link both', () => {
  it('refuses the code without the link, the link with a wrong code, and sends no reset code to the mailbox while the invitation waits', async () => {
    const email = uniqueEmail('staff');
    const res = await addStaff({ name: 'Ina Vited', email, role: 'admin' });
    expect(res.status).toBe(201);
    const code = res.body!.invitationCode as string;
    expect(code).toMatch(/^\d{6}$/);
    const mail = (await lastMessageTo(email))!;
    // The code travels apart from the email: it is not in it.
    expect(mail.body).not.toContain(code);
    const invitation = new URL(mail.links[0]!).searchParams.get('invitation')!;
    const reset = (body: Record<string, unknown>) => api('/api/auth/reset-password', json('POST', { email, password: 'Chosen123!', ...body }));

    // Whoever learnt the code (the admin's side) but not the link.
    expect(await reset({ code })).toMatchObject({ status: 400, body: { message: authMessages.resetCodeInvalid } });
    expect(await reset({ code, invitation: 'x'.repeat(43) })).toMatchObject({ status: 400 });
    // Whoever reads the mailbox: the link, and no code from "forgot password" either.
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await reset({ code: wrong, invitation })).toMatchObject({ status: 400 });
    expect((await api('/api/auth/forgot-password', json('POST', { email }))).status).toBe(200);
    expect(await lastMessageTo(email)).toEqual(mail);

    // The member, with both.
    expect((await reset({ code, invitation })).status).toBe(200);
    expect((await signIn(email, 'Chosen123!')).IdToken).toBeTruthy();
  });
});

describe('the team: employees and admins', () => {
  it('adds an employee who chooses their own password, is in the employee group and is listed and audited', async () => {
    const before = await analytics();
    const member = await invite('employee');
    const session = await member.signIn();
    expect(decodeJwt(session.IdToken)['cognito:groups']).toEqual(['employee']);
    expect((await api('/api/me', { token: session.IdToken })).status).toBe(200);
    expect((await api('/api/admin/ping', { token: session.IdToken })).status).toBe(403);

    expect((await team()).find((m) => m.id === member.id)).toMatchObject({ role: 'employee', email: member.email });
    const after = await analytics();
    expect((after.usersByRole as Record<string, number>).employee).toBe((before.usersByRole as Record<string, number>).employee! + 1);
    expect((await auditFor(member.id)).map((e) => [e.action, e.details.role])).toEqual([['staff.add', 'employee']]);
  });

  it('promotes an employee to admin and back: groups, listing, counters and the audit log follow', async () => {
    const member = await invite('employee', 'Pat Promoted');
    const before = await analytics();

    const promoted = await setRole(member.id, 'admin');
    expect(promoted).toMatchObject({ status: 200, body: { message: adminMessages.roleChanged('admin'), member: { role: 'admin' } } });
    expect(await deps.directory.groupsOf(member.id)).toEqual(['admin']);
    expect((await team()).find((m) => m.id === member.id)?.role).toBe('admin');
    expect((await indexPartition(deps, 'GSI2', 'ROLE#employee')).map((i) => i.id)).not.toContain(member.id);
    expect((await indexPartition(deps, 'GSI2', 'ROLE#admin')).map((i) => i.id)).toContain(member.id);
    const mid = await analytics();
    const roles = (a: Record<string, unknown>) => a.usersByRole as Record<string, number>;
    expect([roles(mid).admin, roles(mid).employee]).toEqual([roles(before).admin! + 1, roles(before).employee! - 1]);
    expect(mid.totalUsers).toBe(before.totalUsers);
    // A new session carries the new role.
    expect((await api('/api/admin/ping', { token: (await member.signIn()).IdToken })).status).toBe(200);

    expect((await setRole(member.id, 'employee')).status).toBe(200);
    expect(await deps.directory.groupsOf(member.id)).toEqual(['employee']);
    expect((await auditFor(member.id)).filter((e) => e.action === 'role.change').map((e) => e.details)).toEqual([
      { from: 'admin', to: 'employee' },
      { from: 'employee', to: 'admin' },
    ]);
  });

  it('finishes a role change on retry when the group move failed half-way', async () => {
    const member = await invite('employee', 'Half Way');
    const flaky = buildDeps(readConfig(stack.env));
    flaky.directory.removeFromGroup = async () => {
      throw new Error('Cognito throttled');
    };
    setDeps(flaky);
    const event = () => httpEvent({ method: 'PUT', params: { userId: member.id }, body: { role: 'admin' }, claims: admin.claims });
    expect((await changeRole(event())).statusCode).toBe(500);
    setDeps(undefined);
    expect((await changeRole(event())).statusCode).toBe(200);
    expect(await deps.directory.groupsOf(member.id)).toEqual(['admin']);
    expect((await auditFor(member.id)).filter((e) => e.action === 'role.change')).toHaveLength(1);
  });

  it('refuses bad input and changes nobody outside the team, nor the caller', async () => {
    const email = uniqueEmail('nobody');
    for (const [body, status, message] of [
      [{ name: ' ', email, role: 'employee' }, 400, adminMessages.staffNameRequired],
      [{ name: 'N', email: 'not-an-email', role: 'employee' }, 400, authMessages.invalidEmail],
      [{ name: 'N', email, role: 'partner' }, 400, adminMessages.staffRoleInvalid],
      [{ name: 'N', email: 'client@demo.local', role: 'employee' }, 409, authMessages.emailTaken],
    ] as const) {
      expect(await addStaff(body)).toMatchObject({ status, body: { message } });
    }
    expect(await deps.directory.getUser(email)).toBeUndefined();
    // The taken address's owner keeps their account and role (docs/security.md: why 409 is acceptable here).
    const owner = (await deps.directory.getUser('client@demo.local'))!;
    expect(await deps.directory.groupsOf(owner.id)).toEqual(['client']);

    expect(await setRole(admin.claims.sub as string, 'employee')).toMatchObject({ status: 400, body: { message: adminMessages.cannotChangeOwnRole } });
    const partner = await makePartner(deps, 'Not Staff Inc');
    expect(await setRole(partner.id, 'admin')).toMatchObject({ status: 400, body: { message: adminMessages.notStaff } });
    expect(await setRole('no-such-user', 'admin')).toMatchObject({ status: 404 });
    expect(await setRole(partner.id, 'owner')).toMatchObject({ status: 400, body: { message: adminMessages.staffRoleInvalid } });
  });
});
