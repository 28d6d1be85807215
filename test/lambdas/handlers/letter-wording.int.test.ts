import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { disputeResponse, type DisputeView } from '../../../lambdas/contract/disputes.js';
import { letterWordingMessages as m, staffLetterWordingResponse } from '../../../lambdas/contract/letter-wording.js';
import { letterResponse } from '../../../lambdas/contract/letters.js';
import type { Tier } from '../../../lambdas/domain/plans.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { auditWhere, json, makeMember } from '../../support/admin.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

/**
 * Custom dispute letters (Total) through the local HTTP API: who may reword a letter, the client's approval before the
 * letter is produced, a new approval after a later edit, and the versions in the export and gone with the account.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

interface Member {
  id: string;
  email: string;
  token: string;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** A client on `tier` with the verified identity the letters name (locked by a first pull) and a verified ID. */
async function newClient(tier: Tier): Promise<Member> {
  const member = await makeMember(base, 'client');
  const createdAt = daysAgo(10);
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Ana Pérez', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  const kind = tier === 'total' ? 'one-time' : 'subscription';
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier, status: 'active', kind, startedAt: createdAt }, expectedVersion: 0 });
  const identity = { fullName: 'Ana Pérez', dateOfBirth: '1990-02-03', street: '5 Oak Lane', city: 'Dallas', state: 'TX', zipCode: '75201' };
  await base.identity.confirm(member.id, { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, documentId: 'id-document', verifiedAt: createdAt, verifiedBy: 'staff' });
  await base.identity.lock(member.id, identity, createdAt);
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

async function staff(group: 'employee' | 'admin', name: string): Promise<Member> {
  const member = await makeMember(base, group, 'Member123!', { totp: true });
  await base.users.createUser({ id: member.id, role: group, fullName: name, email: member.email, createdAt: new Date().toISOString() });
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

/** A dispute filed with Experian and Equifax, and affirmed. */
async function affirmedDispute(client: Member): Promise<DisputeView> {
  const filed = await api(
    '/api/disputes',
    json('POST', { accountName: 'CAPITAL ONE ····4821', reason: 'Incorrect balance reported', description: 'The balance is $1,240.', amountCents: 124_000, bureaus: ['experian', 'equifax'] }, client.token),
  );
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  const dispute = disputeResponse.parse(filed.body).dispute;
  expect((await api(`/api/disputes/${dispute.id}/affirmation`, json('POST', { affirmed: true, evidenceDocumentIds: [] }, client.token))).status).toBe(200);
  return dispute;
}

const wordingPath = (clientId: string, disputeId: string, bureau = 'experian') => `/api/admin/disputes/${clientId}/${disputeId}/letters/${bureau}/wording`;
const clientLetter = (client: Member, disputeId: string) => api(`/api/disputes/${disputeId}/letters/experian`, json('POST', undefined, client.token));
const approveAs = (client: Member, disputeId: string, revision: number) => api(`/api/disputes/${disputeId}/letters/experian/approval`, json('POST', { revision }, client.token));

let advisor: Member;
let otherEmployee: Member;
let admin: Member;
beforeAll(async () => {
  [advisor, otherEmployee, admin] = await Promise.all([staff('employee', 'Ava Advisor'), staff('employee', 'Olly Other'), staff('admin', 'Ada Admin')]);
});

const assign = (clientId: string) => base.advisors.set(clientId, { advisorId: advisor.id, assignedAt: new Date().toISOString(), assignedBy: admin.id }, null);

describe('custom letter wording through the API', () => {
  it('lets the client’s advisor and an admin reword the body; the letter is produced only after the client approves, and again after a later edit', async () => {
    const client = await newClient('total');
    const stranger = await newClient('total');
    await assign(client.id);
    const dispute = await affirmedDispute(client);

    // Another employee learns nothing; nor does a bureau the dispute was not filed with, or another client's id in the path.
    expect((await api(wordingPath(client.id, dispute.id), { token: otherEmployee.token })).status).toBe(404);
    expect((await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: ['x'], basedOn: 0 }, otherEmployee.token))).status).toBe(404);
    expect((await api(wordingPath(client.id, dispute.id, 'transunion'), { token: advisor.token })).status).toBe(404);
    expect((await api(wordingPath(stranger.id, dispute.id), { token: admin.token })).status).toBe(404);
    // A client cannot call the staff's route.
    expect((await api(wordingPath(client.id, dispute.id), { token: client.token })).status).toBe(403);

    const opened = await api(wordingPath(client.id, dispute.id), { token: advisor.token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const editor = staffLetterWordingResponse.parse(opened.body);
    expect(editor).toMatchObject({ bureau: 'experian', wording: null, locked: null });
    const generated = editor.generated;
    expect(generated.join(' ')).toContain('15 U.S.C. §1681i');

    // Words, not facts: an amount the letter does not carry is refused, and nothing is saved.
    const invented = await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: [...generated, 'I paid $900.00 last year.'], basedOn: 0 }, advisor.token));
    expect(invented).toMatchObject({ status: 400, body: { message: m.figureNotInLetter('900') } });

    const reworded = [generated[0]!, 'I am writing because my Experian credit file reports an account that is not accurate.', ...generated.slice(2)];
    const saved = await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: reworded, basedOn: 0 }, advisor.token));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(staffLetterWordingResponse.parse(saved.body).wording).toMatchObject({ revision: 1, edited: reworded, generated, approvedAt: null, editedBy: { userId: advisor.id, name: 'Ava Advisor' } });
    // Saved over a stale read: refused.
    expect((await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: generated, basedOn: 0 }, admin.token))).status).toBe(409);

    // Not produced, by either route, and not marked sent, until the client approves.
    expect(await clientLetter(client, dispute.id)).toMatchObject({ status: 409, body: { message: m.awaitingClient } });
    expect(await api(`/api/admin/disputes/${client.id}/${dispute.id}/letters/experian`, json('POST', undefined, advisor.token))).toMatchObject({
      status: 409,
      body: { message: m.awaitingClientStaff('Experian') },
    });
    expect(await api(`/api/admin/disputes/${client.id}/${dispute.id}/sent`, json('POST', { bureaus: ['experian'], sentAt: today() }, advisor.token))).toMatchObject({ status: 409 });
    // The other bureau's letter was not reworded: produced as generated.
    expect((await api(`/api/disputes/${dispute.id}/letters/equifax`, json('POST', undefined, client.token))).status).toBe(200);

    // The client sees both versions, and approves the revision they read; another client cannot.
    const listed = (await api(`/api/disputes/${dispute.id}`, { token: client.token })).body as { dispute: DisputeView };
    expect(listed.dispute.letterWording).toEqual([expect.objectContaining({ bureau: 'experian', generated, edited: reworded, revision: 1, approvedAt: null })]);
    expect((await approveAs(stranger, dispute.id, 1)).status).toBe(404);
    const approved = await approveAs(client, dispute.id, 1);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(disputeResponse.parse(approved.body).dispute.letterWording?.[0]?.approvedAt).toEqual(expect.any(String));

    const letter = letterResponse.parse((await clientLetter(client, dispute.id)).body).letter;
    expect(letter.paragraphs).toEqual(reworded);
    // The structured parts are the generated letter's, as stored.
    const frozen = JSON.parse(new TextDecoder().decode(await base.files.read(`users/${client.id}/disputes/${dispute.id}/experian.json`)));
    expect({ ...letter, paragraphs: frozen.paragraphs }).toEqual(frozen);
    expect(frozen.paragraphs).toEqual(generated);

    // An admin edits after the approval: a new revision, not produced until approved again.
    const again = [...reworded.slice(0, -1), `Thank you for your help. ${reworded.at(-1)!}`];
    expect((await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: again, basedOn: 1 }, admin.token))).status).toBe(200);
    expect((await clientLetter(client, dispute.id)).status).toBe(409);
    expect(await approveAs(client, dispute.id, 1)).toMatchObject({ status: 409, body: { message: m.stale } });
    expect((await approveAs(client, dispute.id, 2)).status).toBe(200);
    expect(letterResponse.parse((await clientLetter(client, dispute.id)).body).letter.paragraphs).toEqual(again);

    const audit = await auditWhere(base, (e) => e.targetUserId === client.id && (e.action === 'dispute.letter-edit' || e.action === 'dispute.letter-approve'));
    // The client's approvals name them by id only (the log outlives the account).
    expect(audit.filter((e) => e.actorId === client.id).map((e) => e.actorEmail)).toEqual(['', '']);
    expect(audit.map((e) => [e.action, e.actorId, e.details.revision]).reverse()).toEqual([
      ['dispute.letter-edit', advisor.id, 1],
      ['dispute.letter-approve', client.id, 1],
      ['dispute.letter-edit', admin.id, 2],
      ['dispute.letter-approve', client.id, 2],
    ]);

    // Once mailed, the wording no longer changes.
    expect((await api(`/api/admin/disputes/${client.id}/${dispute.id}/sent`, json('POST', { bureaus: ['experian'], sentAt: today() }, advisor.token))).status).toBe(200);
    expect(await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: reworded, basedOn: 2 }, advisor.token))).toMatchObject({ status: 409, body: { message: m.mailed('Experian') } });
  });

  it('answers 403 with the reason for a client on another plan, to their advisor and to the client', async () => {
    const elite = await newClient('elite');
    await assign(elite.id);
    const dispute = await affirmedDispute(elite);
    // The desk does not offer the editor for this client; it does for a Total client.
    expect(await api(`/api/admin/disputes/${elite.id}/${dispute.id}`, { token: advisor.token })).toMatchObject({ status: 200, body: { dispute: { customLetters: false } } });
    const total = await newClient('total');
    const totalDispute = await affirmedDispute(total);
    expect(await api(`/api/admin/disputes/${total.id}/${totalDispute.id}`, { token: admin.token })).toMatchObject({ status: 200, body: { dispute: { customLetters: true } } });
    expect(await api(wordingPath(elite.id, dispute.id), { token: advisor.token })).toMatchObject({ status: 403, body: { message: m.notTotal } });
    expect(await api(wordingPath(elite.id, dispute.id), json('PUT', { paragraphs: ['Hello'], basedOn: 0 }, admin.token))).toMatchObject({ status: 403, body: { message: m.notTotal } });
    expect(await approveAs(elite, dispute.id, 1)).toMatchObject({ status: 403, body: { message: m.clientNotTotal } });
    // Their letter is produced as generated.
    expect((await clientLetter(elite, dispute.id)).status).toBe(200);
  });

  it('exports both versions with the dispute and deletes them with the account', async () => {
    const client = await newClient('total');
    await assign(client.id);
    const dispute = await affirmedDispute(client);
    const { generated } = staffLetterWordingResponse.parse((await api(wordingPath(client.id, dispute.id), { token: advisor.token })).body);
    const reworded = [...generated.slice(0, -1), `Thank you. ${generated.at(-1)!}`];
    expect((await api(wordingPath(client.id, dispute.id), json('PUT', { paragraphs: reworded, basedOn: 0 }, advisor.token))).status).toBe(200);

    const exported = await api('/api/account/export', { token: client.token });
    expect(exported.status).toBe(200);
    const items = (exported.body as { items: Record<string, unknown>[] }).items;
    expect(items).toContainEqual(
      expect.objectContaining({ itemKind: 'DISPUTE', id: dispute.id, letterWording: { experian: expect.objectContaining({ generated, edited: reworded, editedBy: advisor.id, revision: 1 }) } }),
    );

    expect((await api('/api/account', { ...json('DELETE', { confirm: 'DELETE' }), token: client.token })).status).toBe(200);
    expect(await base.disputes.get(client.id, dispute.id)).toBeUndefined();
  });
});
