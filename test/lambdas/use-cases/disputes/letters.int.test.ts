import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { AFFIRMATION_WORDING, disputeResponse, type DisputeView } from '../../../../lambdas/contract/disputes.js';
import { disputeDraftsResponse, letterMessages, letterResponse, type LetterResponse } from '../../../../lambdas/contract/letters.js';
import { emptyState } from '../../../../lambdas/domain/subscription.js';
import type { StoredProfile } from '../../../../lambdas/ports/profile.js';
import { auditWhere, json, makeMember } from '../../../support/admin.js';
import { api, signIn, useLocalStack } from '../../../support/local.js';

/** Dispute letters through the local HTTP API: the letters' frozen content (client and desk; the browser renders the PDF), the drafts, the verification request. */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

interface Member {
  id: string;
  email: string;
  token: string;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** Saves the client's name, address and date of birth (`street` varies). */
async function saveProfile(userId: string, email: string, before: StoredProfile, street: string): Promise<void> {
  const previousAddresses = [{ street: '400 Elm Avenue', city: 'Austin', state: 'TX', zipCode: '78701', from: '2021-06', to: today().slice(0, 7) }];
  await base.profiles.save(userId, before, { fullName: 'Ștefan Núñez', contactEmail: email, phoneNumber: '+15555550123', dateOfBirth: '1988-04-09', street, city: 'San Antonio', state: 'TX', zipCode: '78205', previousAddresses }, {
    identityIqUsername: null,
    identityIqPassword: undefined,
    creditKarmaUsername: null,
    creditKarmaPassword: undefined,
    creditRepair: null,
    annualIncomeCents: null,
    employmentStatus: null,
    employerName: null,
    jobTitle: null,
    additionalInfo: null,
    profileSavedAt: new Date().toISOString(),
  });
}

/** An Elite client with their name, address and date of birth saved, a verified ID, and the identity the first pull locked. */
async function newClient(): Promise<Member & { password: string }> {
  const member = await makeMember(base, 'client');
  const createdAt = daysAgo(10);
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Ștefan Núñez', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  const { profile } = await base.profiles.get(member.id);
  await saveProfile(member.id, member.email, profile!, '12 Peña Street');
  // The verified identity as staff confirmed it and the first pull locked it: the letters' sender.
  const identity = { fullName: 'Ștefan Núñez', dateOfBirth: '1988-04-09', street: '12 Peña Street', city: 'San Antonio', state: 'TX', zipCode: '78205' };
  await base.identity.confirm(member.id, { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, documentId: 'id-document', verifiedAt: createdAt, verifiedBy: 'staff' });
  await base.identity.lock(member.id, identity, createdAt);
  await base.documents.create({
    id: crypto.randomUUID(),
    userId: member.id,
    documentType: 'id',
    fileName: 'passport.png',
    contentType: 'image/png',
    sizeBytes: 10,
    status: 'verified',
    reason: null,
    objectKey: `users/${member.id}/documents/x`,
    uploadedAt: createdAt,
    reviewedAt: createdAt,
    reviewedBy: null,
  });
  return { id: member.id, email: member.email, password: member.password, token: (await signIn(member.email, member.password)).IdToken };
}

/** The client affirms the dispute (what its letters say in their name): no letter before it. */
async function affirm(client: Member, disputeId: string, evidenceDocumentIds: string[] = []): Promise<DisputeView> {
  const res = await api(`/api/disputes/${disputeId}/affirmation`, json('POST', { affirmed: true, evidenceDocumentIds }, client.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return disputeResponse.parse(res.body).dispute;
}

/** A dispute filed and affirmed. */
async function fileDispute(client: Member): Promise<DisputeView> {
  const filed = await fileUnaffirmed(client);
  await affirm(client, filed.id);
  return filed;
}

async function fileUnaffirmed(client: Member): Promise<DisputeView> {
  const res = await api(
    '/api/disputes',
    json('POST', { accountName: 'CAPITAL ONE ····4821', reason: 'Incorrect balance reported', description: 'The balance is $1,240.', amountCents: 124_000, bureaus: ['experian', 'equifax'] }, client.token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return disputeResponse.parse(res.body).dispute;
}

/** The letter's text, squashed (what the PDF prints: web/src/lib/letters/pdf.ts draws these lines). */
const letterText = ({ letter }: LetterResponse) =>
  [...letter.sender, letter.date, ...letter.recipient, letter.subject, ...letter.paragraphs, ...letter.items.flatMap((i) => [i.heading, ...i.lines]), ...letter.enclosures, letter.signature].join('').replace(/\s+/g, '');

let employee: Member;
beforeAll(async () => {
  const member = await makeMember(base, 'employee', 'Member123!', { totp: true });
  await base.users.createUser({ id: member.id, role: 'employee', fullName: 'Erin Desk', email: member.email, createdAt: new Date().toISOString() });
  employee = { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
});

describe('the letters through the API', () => {
  it('gives the client and the desk the same frozen letter, even after the profile changed; a client gets 403 on the desk’s route and 404 on another’s dispute', async () => {
    const client = await newClient();
    const other = await newClient();
    const dispute = await fileDispute(client);

    const mine = await api(`/api/disputes/${dispute.id}/letters/experian`, json('POST', undefined, client.token));
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const answer = letterResponse.parse(mine.body);
    expect(answer.fileName).toBe(`dispute-letter-experian-${dispute.id.slice(0, 8)}.pdf`);
    const text = letterText(answer);
    for (const expected of ['Experian', 'P.O.Box4500', 'ȘtefanNúñez', '12PeñaStreet', 'Dateofbirth:April9,1988', 'CAPITALONE····4821', 'passport.png']) expect(text).toContain(expected);
    const stored = await base.disputes.get(client.id, dispute.id);
    const key = `users/${client.id}/disputes/${dispute.id}/experian.json`;
    expect(stored!.letterKeys).toEqual({ experian: key });
    expect(JSON.parse(new TextDecoder().decode(await base.files.read(key)))).toEqual(answer.letter);
    // The client moves: the letter on record (maybe already in the post) does not change.
    await saveProfile(client.id, client.email, (await base.profiles.get(client.id)).profile!, '99 Other Road');
    expect((await base.profiles.get(client.id)).profile?.street).toBe('99 Other Road');

    expect((await api(`/api/admin/disputes/${client.id}/${dispute.id}/letters/experian`, json('POST', undefined, client.token))).status).toBe(403);
    expect((await api(`/api/disputes/${dispute.id}/letters/experian`, json('POST', undefined, other.token))).status).toBe(404);
    expect((await api(`/api/disputes/${dispute.id}/drafts`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/disputes/${dispute.id}/letters/transunion`, json('POST', undefined, client.token))).status).toBe(404);

    const desk = await api(`/api/admin/disputes/${client.id}/${dispute.id}/letters/experian`, json('POST', undefined, employee.token));
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(letterResponse.parse(desk.body)).toEqual(answer);
    expect(letterResponse.parse((await api(`/api/disputes/${dispute.id}/letters/experian`, json('POST', undefined, client.token))).body)).toEqual(answer);
    const audit = await auditWhere(base, (e) => e.targetUserId === client.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'dispute.letter-download', actorId: employee.id, details: { disputeId: dispute.id, bureau: 'experian', kind: 'dispute' } })]);
    const view = await api(`/api/admin/disputes/${client.id}/${dispute.id}`, { token: employee.token });
    expect(view.body).toMatchObject({ dispute: { letters: ['experian'] } });
  });

  it('offers the drafts as text, and the verification request only after "verified": then its letter cites §611(a)(7)', async () => {
    const client = await newClient();
    const dispute = await fileDispute(client);
    const drafts = disputeDraftsResponse.parse((await api(`/api/disputes/${dispute.id}/drafts`, { token: client.token })).body);
    expect(drafts.creditor).toContain('Ștefan Núñez');
    expect(drafts.goodwill).toContain('[Explain in your own words');

    const ask = () => api(`/api/disputes/${dispute.id}/verification-request`, json('POST', { bureau: 'experian' }, client.token));
    const early = await ask();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: letterMessages.notVerified('Experian') });
    expect((await api(`/api/disputes/${dispute.id}/letters/experian?kind=verification`, json('POST', undefined, client.token))).status).toBe(409);

    const stored = (await base.disputes.get(client.id, dispute.id))!;
    await base.disputes.update({
      ...stored,
      items: stored.items.map((i) => (i.bureau === 'experian' ? { ...i, sentAt: '2026-10-01', dueAt: '2026-10-31', result: 'verified', respondedAt: '2026-10-20' } : i)),
      version: stored.version + 1,
    });
    const asked = await ask();
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestedAt = disputeResponse.parse(asked.body).dispute.items.find((i) => i.bureau === 'experian')!.verificationRequestedAt;
    expect(requestedAt?.slice(0, 10)).toBe(today());
    // The desk sees it.
    const view = await api(`/api/admin/disputes/${client.id}/${dispute.id}`, { token: employee.token });
    expect(view.body).toMatchObject({ dispute: { items: expect.arrayContaining([expect.objectContaining({ bureau: 'experian', verificationRequestedAt: requestedAt })]) } });

    const link = await api(`/api/admin/disputes/${client.id}/${dispute.id}/letters/experian?kind=verification`, json('POST', undefined, employee.token));
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const text = letterText(letterResponse.parse(link.body));
    for (const expected of ['§611(a)(7)', 'OnOctober1,2026IdisputedtheitemlistedbelowwithExperian', 'InyouranswerdatedOctober20,2026']) expect(text).toContain(expected);
    expect((await base.disputes.get(client.id, dispute.id))!.letterKeys).toMatchObject({ 'experian-mov': `users/${client.id}/disputes/${dispute.id}/experian-mov.json` });
  });

  it('refuses a letter until the client affirmed (409), records what they affirmed and when, and encloses the evidence they chose', async () => {
    const client = await newClient();
    const dispute = await fileUnaffirmed(client);
    expect(dispute.affirmation).toBeNull();
    expect(dispute.toAffirm).toEqual(['The balance reported for this account is not correct.', 'The amount I state for this item: $1,240.00', 'The balance is $1,240.']);
    const early = await api(`/api/disputes/${dispute.id}/letters/experian`, json('POST', undefined, client.token));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: letterMessages.notAffirmed });
    expect((await base.disputes.get(client.id, dispute.id))!.letterKeys).toEqual({});

    const statement = crypto.randomUUID();
    await base.documents.create({
      id: statement, userId: client.id, documentType: 'bank', fileName: 'payoff-letter.pdf', contentType: 'application/pdf', sizeBytes: 10, status: 'verified',
      reason: null, objectKey: `users/${client.id}/documents/${statement}`, uploadedAt: daysAgo(1), reviewedAt: daysAgo(1), reviewedBy: null,
    });
    // Another's document, or one that is not there, cannot be enclosed.
    expect((await api(`/api/disputes/${dispute.id}/affirmation`, json('POST', { affirmed: true, evidenceDocumentIds: ['nope'] }, client.token))).status).toBe(400);
    expect((await api(`/api/disputes/${dispute.id}/affirmation`, json('POST', { affirmed: false }, client.token))).status).toBe(400);
    const affirmed = await affirm(client, dispute.id, [statement]);
    expect(affirmed.affirmation).toMatchObject({ statements: dispute.toAffirm, wording: AFFIRMATION_WORDING, evidenceDocumentIds: [statement] });
    expect(affirmed.affirmation!.at.slice(0, 10)).toBe(today());

    const answer = letterResponse.parse((await api(`/api/disputes/${dispute.id}/letters/experian`, json('POST', undefined, client.token))).body);
    expect(answer.letter.enclosures).toEqual([letterMessages.enclosure.id('passport.png'), letterMessages.enclosure.evidence('payoff-letter.pdf')]);
    // The address left this month is within the last two years: listed from the profile.
    expect(answer.letter.sender.some((l) => l.startsWith('Previous address (June 2021 to ') && l.endsWith('): 400 Elm Avenue, Austin, TX 78701'))).toBe(true);
    // Once a letter exists, what it says no longer changes.
    const again = await api(`/api/disputes/${dispute.id}/affirmation`, json('POST', { affirmed: true }, client.token));
    expect(again.status).toBe(409);
  });

  // The browser's half (the typed SSN drawn into the PDF, never in a request) is test/web/features/disputes/disputes-tab.test.tsx
  // and test/web/lib/letters/pdf.test.ts; here the server's: it neither asks for, answers nor keeps one.
  it('no SSN reaches the server: the letter is asked for without one, answered without one, and nothing stored holds one', async () => {
    const SENTINEL = '078-05-1120';
    const client = await newClient();
    const dispute = await fileDispute(client);
    const res = await api(`/api/disputes/${dispute.id}/letters/equifax`, json('POST', undefined, client.token));
    expect(res.status).toBe(200);
    const answer = letterResponse.parse(res.body);
    expect(JSON.stringify(answer)).not.toMatch(/Social Security|\d{3}-\d{2}-\d{4}/);
    // A client who sends one anyway (an old or hostile page) is not heard: the route takes no body, and it is not kept.
    const pushy = await api(`/api/disputes/${dispute.id}/letters/experian`, json('POST', { ssn: SENTINEL }, client.token));
    expect([200, 400]).toContain(pushy.status);
    expect(JSON.stringify(pushy.body)).not.toContain(SENTINEL);
    // Everything the server holds about the client: the table's items, every stored file's bytes.
    const exported = await api('/api/account/export', { token: client.token });
    const body = exported.body as { files: string[] };
    const contents = await Promise.all(body.files.map(async (key) => new TextDecoder().decode(await base.files.read(key))));
    const held = JSON.stringify(exported.body) + contents.join('\n');
    expect(held).toContain('400 Elm Avenue'); // the export holds the profile's address history
    expect(held).not.toMatch(/078-?05-?1120/);
  });

  it('lists the stored letters in the account export, and account deletion removes them with the user’s prefix', async () => {
    const client = await newClient();
    const dispute = await fileDispute(client);
    for (const bureau of ['experian', 'equifax']) expect((await api(`/api/disputes/${dispute.id}/letters/${bureau}`, json('POST', undefined, client.token))).status).toBe(200);
    const letters = [`users/${client.id}/disputes/${dispute.id}/equifax.json`, `users/${client.id}/disputes/${dispute.id}/experian.json`];

    const exported = await api('/api/account/export', { token: client.token });
    expect(exported.status).toBe(200);
    const body = exported.body as { files: string[]; items: { kind?: string; letterKeys?: Record<string, string> }[] };
    expect(body.files).toEqual(expect.arrayContaining(letters));
    expect(body.items.find((i) => i.kind === `DISPUTE#${dispute.id}`)?.letterKeys).toEqual({ experian: letters[1], equifax: letters[0] });

    const { IdToken } = await signIn(client.email, client.password);
    expect((await api('/api/account', { ...json('DELETE', { confirm: 'DELETE' }), token: IdToken })).status).toBe(200);
    expect(await base.files.listKeys(`users/${client.id}/`)).toEqual([]);
  });
});
