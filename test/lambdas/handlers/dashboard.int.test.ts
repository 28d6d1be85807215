import { randomInt, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type ServiceInputTypes } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { billingMessages, publicMessages, quotaMessages } from '../../../lambdas/contract/messages.js';
import { RATE_LIMITS } from '../../../lambdas/domain/rate-limit.js';
import { profileMessages, profileSaveResponse } from '../../../lambdas/contract/profile.js';
import { smsVerificationResponse, verificationMessages } from '../../../lambdas/contract/verification.js';
import { dashboardResponse } from '../../../lambdas/contract/dashboard.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { handler as dashboardHandler } from '../../../lambdas/handlers/dashboard.js';
import { itemsUnder, json, makeMember } from '../../support/admin.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { api, lastMessageTo, signIn, useLocalStack } from '../../support/local.js';
import { decodeJwt } from '../../support/tokens.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
afterEach(() => {
  setDeps(undefined);
  vi.restoreAllMocks();
});

interface Client {
  id: string;
  email: string;
  token: string;
}

/** A signed-in client with the users and client items signup writes, and (unless told) an active plan. */
async function newClient(options: { subscribed?: boolean } = {}): Promise<Client> {
  const member = await makeMember(deps, 'client');
  const createdAt = deps.now().toISOString();
  await deps.users.createUser(
    { id: member.id, role: 'client', fullName: 'Pat Client', email: member.email, createdAt },
    { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } },
  );
  if (options.subscribed !== false) {
    await deps.subscriptions.commit({
      next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt },
      expectedVersion: 0,
    });
  }
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

const dashboard = async (c: Client) => {
  const res = await api('/api/dashboard', { token: c.token });
  expect(res.status).toBe(200);
  // The answer is what the contract says, so the web can rely on its types.
  return dashboardResponse.strict().parse(res.body);
};
const sms = async (c: Client, body: unknown) => {
  const res = await api('/api/verification/sms', json('POST', body, c.token));
  if (res.status === 200) smsVerificationResponse.strict().parse(res.body);
  return res;
};
/** A US number of our own per test, so the per-number limit of one test does not reach another. */
const newPhone = () => `(555) ${randomInt(200, 999)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`;
const codeSentTo = async (phone: string) => /\b(\d{6})\b/.exec((await lastMessageTo(e164(phone)))!.body)![1]!;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const profileForm = {
  fullName: 'Pat Doe',
  email: 'pat.contact@example.com',
  phoneNumber: '5551234567',
  birthMonth: '02',
  birthDay: '28',
  birthYear: '1990',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  identityIqUsername: 'pat-iiq',
  identityIqPassword: 'Iiq-Plaintext-Secret-1',
  creditKarmaUsername: 'pat-ck',
  creditKarmaPassword: 'Ck-Plaintext-Secret-2',
  creditRepair: 'YES',
  annualIncome: '55,000',
  employmentStatus: 'employed',
  employerName: 'Acme',
  jobTitle: 'Engineer',
  additionalInfo: 'Nothing else',
};

describe('GET /api/dashboard', () => {
  it('needs an active plan (402) and a session (401)', async () => {
    const unpaid = await newClient({ subscribed: false });
    expect(await api('/api/dashboard', { token: unpaid.token })).toMatchObject({ status: 402, body: { message: billingMessages.subscriptionRequired } });
    expect((await api('/api/dashboard')).status).toBe(401);
  });

  it('returns a new client’s dashboard: step 1 of 5, nothing verified, the plan’s features', async () => {
    const c = await newClient();
    const body = await dashboard(c);
    expect(body.profile).toMatchObject({ fullName: 'Pat Client', email: c.email, signInEmail: c.email, dateOfBirth: null });
    expect(body.client).toMatchObject({ identityIqPasswordSaved: false, creditKarmaPasswordSaved: false, savedAt: null });
    expect(body.verification).toMatchObject({ status: 'unverified', pending: false });
    expect(body.onboarding).toMatchObject({ currentStep: 1, completedCount: 0, percent: 0, progressText: '0 of 5 steps' });
    expect(body.documents).toEqual([]);
    expect(body.notifications).toEqual({ unreadCount: 0, items: [] });
    expect(body.subscription).toMatchObject({ tier: 'elite', planName: 'Elite Credit Recovery', active: true });
    expect(body.features).toContain('credit_builder_tools');
    expect(body.applicationStatus).toMatchObject({ status: 'not_started' });
    expect(body.applicationStatus.steps).toHaveLength(5);
  });

  it('reads the whole collection with ONE DynamoDB Query and no other read of it', async () => {
    const c = await newClient();
    await deps.notifications.add(c.id, { kind: 'document_verified', title: 'Document verified', body: 'Your ID was verified.' });
    const sent: { command: string; input: ServiceInputTypes }[] = [];
    // Both clients of the table: the document client (writes) and the low-level one its reads go through.
    for (const client of [DynamoDBDocumentClient, DynamoDBClient]) {
      const real = client.prototype.send;
      vi.spyOn(client.prototype, 'send').mockImplementation(function (this: unknown, command: unknown, ...rest: unknown[]) {
        const cmd = command as { constructor: { name: string }; input: ServiceInputTypes };
        sent.push({ command: cmd.constructor.name, input: cmd.input });
        return (real as (...args: unknown[]) => Promise<unknown>).call(this, command, ...rest);
      } as typeof real);
    }
    setDeps(buildDeps(readConfig(stack.env)));
    const res = await dashboardHandler(httpEvent({ method: 'GET', path: '/api/dashboard', claims: idClaims({ sub: c.id, email: c.email }) }));
    expect(res.statusCode).toBe(200);
    const pk = `USER#${c.id}`;
    // A key value as either client writes it: plain, or as a low-level AttributeValue ({ S: ... }).
    const isPk = (value: unknown) => value === pk || (value as { S?: unknown } | undefined)?.S === pk;
    const ofUser = sent.filter((s) => {
      const input = s.input as { Key?: { PK?: unknown }; ExpressionAttributeValues?: Record<string, unknown> };
      return isPk(input.Key?.PK) || Object.values(input.ExpressionAttributeValues ?? {}).some(isPk);
    });
    expect(ofUser.map((s) => s.command)).toEqual(['QueryCommand']);
    expect((ofUser[0]!.input as { KeyConditionExpression?: string }).KeyConditionExpression).toBe('#pk = :pk');
    // Beside it, only the wrapper's own standing check (the deleted-account tombstone, a GetItem).
    expect(sent.filter((s) => s.command === 'QueryCommand')).toHaveLength(1);
    expect(JSON.parse(res.body as string).notifications.unreadCount).toBe(1);
  });
});

describe('POST /api/verification/sms', () => {
  it('validates with the spec’s words: missing information, the code’s 6 digits; and refuses bad numbers and minors', async () => {
    const c = await newClient();
    expect(await sms(c, { action: 'request', phoneNumber: '', dateOfBirth: '1990-01-01' })).toMatchObject({
      status: 400,
      body: { message: verificationMessages.missingInformation },
    });
    expect(await sms(c, { action: 'request', phoneNumber: newPhone(), dateOfBirth: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please provide both phone number and date of birth.' },
    });
    expect(await sms(c, { action: 'verify', code: '12345' })).toMatchObject({ status: 400, body: { message: 'Please enter a 6-digit verification code.' } });
    expect(await sms(c, { action: 'request', phoneNumber: '12345', dateOfBirth: '1990-01-01' })).toMatchObject({
      status: 400,
      body: { message: verificationMessages.invalidPhone },
    });
    // A Jamaican and a premium-rate "+1" number: valid NANP numbers, but no US subscriber's (SMS pumping).
    for (const phoneNumber of ['+1 (876) 555-0100', '+1 900 555 0100']) {
      expect(await sms(c, { action: 'request', phoneNumber, dateOfBirth: '1990-01-01' })).toMatchObject({ status: 400, body: { message: verificationMessages.smsUsOnly } });
    }
    const minor = `${new Date().getUTCFullYear() - 17}-01-01`;
    expect(await sms(c, { action: 'request', phoneNumber: newPhone(), dateOfBirth: minor })).toMatchObject({
      status: 400,
      body: { message: verificationMessages.tooYoung },
    });
    expect(await sms(c, { action: 'verify', code: '123456' })).toMatchObject({ status: 400, body: { message: verificationMessages.noCode } });
  });

  it('sends a code by SMS (outbox), stored only as a hash; pending until verified; single use; then verified', async () => {
    const c = await newClient();
    const phone = newPhone();
    const sent = await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' });
    expect(sent).toMatchObject({ status: 200, body: { message: verificationMessages.codeSent, verification: { status: 'code_sent', pending: true } } });
    const code = await codeSentTo(phone);
    const otpItem = (await itemsUnder(deps, `USER#${c.id}`)).find((i) => i.SK === 'OTP')!;
    expect(JSON.stringify(otpItem)).not.toContain(code);
    expect(otpItem).toMatchObject({ phone: e164(phone), attempts: 0 });
    expect(otpItem.dateOfBirth).toBeUndefined();

    // Pending: the dashboard says so, so the page shows only the verification form.
    expect((await dashboard(c)).verification).toMatchObject({ status: 'code_sent', pending: true, attemptsLeft: 5, phoneLast4: e164(phone).slice(-4) });
    // Resend at most once a minute.
    expect(await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' })).toMatchObject({
      status: 429,
      body: { message: verificationMessages.resendTooSoon },
    });

    expect(await sms(c, { action: 'verify', code: wrongCode(code) })).toMatchObject({ status: 400, body: { message: verificationMessages.codeWrong } });
    const ok = await sms(c, { action: 'verify', code });
    expect(ok).toMatchObject({ status: 200, body: { message: verificationMessages.verified, verification: { status: 'verified', method: 'sms' } } });

    const items = await itemsUnder(deps, `USER#${c.id}`);
    expect(items.find((i) => i.SK === 'OTP')).toBeUndefined();
    expect(items.find((i) => i.SK === 'VERIFICATION')).toMatchObject({ method: 'sms', phone: e164(phone), verifiedAt: expect.stringMatching(/Z$/) });
    const after = await dashboard(c);
    expect(after.onboarding).toMatchObject({ currentStep: 2, progressText: '1 of 5 steps' });
    expect(after.applicationStatus.steps[0]).toMatchObject({ key: 'verification', status: 'complete' });
    // Verified: no new code is sent.
    expect((await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' })).status).toBe(409);
  });

  it('single use at the store: a matched code completes once', async () => {
    const c = await newClient();
    const phone = newPhone();
    await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' });
    const { otp } = await deps.verification.get(c.id);
    const record = { verifiedAt: new Date().toISOString(), phone: otp!.phone };
    expect(await deps.verification.complete(c.id, otp!.codeHash, record)).toBe(true);
    expect(await deps.verification.complete(c.id, otp!.codeHash, record)).toBe(false);
  });

  it('5 attempts, then the code is dead even when right', async () => {
    const c = await newClient();
    const phone = newPhone();
    await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' });
    const code = await codeSentTo(phone);
    for (let i = 1; i <= 4; i++) expect((await sms(c, { action: 'verify', code: wrongCode(code) })).body?.message).toBe(verificationMessages.codeWrong);
    expect((await sms(c, { action: 'verify', code: wrongCode(code) })).body?.message).toBe(verificationMessages.attemptsExhausted);
    expect(await sms(c, { action: 'verify', code })).toMatchObject({ status: 400, body: { message: verificationMessages.attemptsExhausted } });
    expect((await dashboard(c)).verification).toMatchObject({ status: 'unverified', pending: false });
  });

  it('Skip for Now is recorded; the client can verify later', async () => {
    const c = await newClient();
    expect(await sms(c, { action: 'skip' })).toMatchObject({ status: 200, body: { message: 'Verification Skipped', verification: { status: 'skipped' } } });
    expect((await dashboard(c)).verification).toMatchObject({ status: 'skipped', pending: false });
    expect((await dashboard(c)).applicationStatus.steps[0]).toMatchObject({ status: 'pending' });
    const phone = newPhone();
    await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' });
    expect((await dashboard(c)).verification.pending).toBe(true);
    expect((await sms(c, { action: 'verify', code: await codeSentTo(phone) })).status).toBe(200);
  });

  it('limits code requests per account and per destination number, across accounts', async () => {
    const [c, other] = [await newClient(), await newClient()];
    const phone = newPhone();
    const request = (who: Client) => sms(who, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' });
    expect((await request(c)).status).toBe(200);
    // The code item refuses a resend within the minute; the route's counters count every request.
    for (let i = 2; i <= RATE_LIMITS.smsCodeAccount.max; i++) expect((await request(c)).body?.message).toBe(verificationMessages.resendTooSoon);
    // The account's own quota, said as such (the count is the account's, wherever it calls from).
    expect(await request(c)).toMatchObject({ status: 429, body: { message: quotaMessages.smsCodes } });
    // Another account, its own first code, but to the same number: the number's limit holds.
    expect(await request(other)).toMatchObject({ status: 429, body: { message: publicMessages.tooManyRequests } });
    expect((await sms(other, { action: 'request', phoneNumber: newPhone(), dateOfBirth: '1990-02-28' })).status).toBe(200);
  });

  it('needs an active plan', async () => {
    const unpaid = await newClient({ subscribed: false });
    expect((await sms(unpaid, { action: 'skip' })).status).toBe(402);
  });
});

describe('PUT /api/profile', () => {
  it('refuses wrong input with the spec’s message, then saves; credentials sealed, never returned, no plaintext stored', async () => {
    const c = await newClient();
    const wrong = await api('/api/profile', json('PUT', { ...profileForm, zipCode: '123' }, c.token));
    expect(wrong).toMatchObject({ status: 400, body: { message: 'ZIP code is required', fields: { zipCode: 'ZIP code is required' } } });
    const noPassword = await api('/api/profile', json('PUT', { ...profileForm, identityIqPassword: '' }, c.token));
    expect(noPassword).toMatchObject({ status: 400, body: { message: profileMessages.identityIqPasswordRequired } });

    const saved = await api('/api/profile', json('PUT', profileForm, c.token));
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: profileMessages.allSaved,
        profile: { fullName: 'Pat Doe', email: 'pat.contact@example.com', signInEmail: c.email, dateOfBirth: '1990-02-28', zipCode: '78701' },
        client: { identityIqUsername: 'pat-iiq', identityIqPasswordSaved: true, creditKarmaPasswordSaved: true, creditRepair: true, annualIncomeCents: 5_500_000 },
      },
    });
    expect(JSON.stringify(saved.body)).not.toContain('Plaintext-Secret');
    profileSaveResponse.strict().parse(saved.body);

    const items = await itemsUnder(deps, `USER#${c.id}`);
    const stored = JSON.stringify(items);
    expect(stored).not.toContain('Iiq-Plaintext-Secret-1');
    expect(stored).not.toContain('Ck-Plaintext-Secret-2');
    const client = items.find((i) => i.SK === 'CLIENT')!;
    expect(client.identityIqPassword).toMatchObject({ v: 1, wrappedKey: expect.any(String), ciphertext: expect.any(String) });
    // The sign-in address is untouched: the form's email is the contact address.
    const profile = items.find((i) => i.SK === 'PROFILE')!;
    expect(profile).toMatchObject({ email: c.email, contactEmail: 'pat.contact@example.com' });
    expect(await deps.users.findUserIdByEmail(c.email)).toBe(c.id);
    expect(decodeJwt((await signIn(c.email, 'Member123!')).IdToken).email).toBe(c.email);

    // A blank password keeps the saved one; 'Update Profile' follows from savedAt.
    const again = await api('/api/profile', json('PUT', { ...profileForm, identityIqPassword: '', creditKarmaPassword: '' }, c.token));
    expect(again).toMatchObject({ status: 200, body: { client: { identityIqPasswordSaved: true, creditKarmaPasswordSaved: true, savedAt: expect.any(String) } } });

    const body = await dashboard(c);
    expect(body.onboarding.steps[1]).toMatchObject({ key: 'personalInfo', done: true });
    expect(body.applicationStatus.steps[1]).toMatchObject({ key: 'personal_info', status: 'complete' });
  });

  it('keeps previous addresses on the profile item (so export and deletion carry them); a save without the list keeps it', async () => {
    const c = await newClient();
    const previousAddresses = [{ street: '400 Elm Avenue', city: 'Austin', state: 'TX', zipCode: '78701', from: '2022-01', to: '2025-09' }];
    const bad = await api('/api/profile', json('PUT', { ...profileForm, previousAddresses: [{ ...previousAddresses[0], to: '2021-01' }] }, c.token));
    expect(bad.status).toBe(400);
    const saved = await api('/api/profile', json('PUT', { ...profileForm, previousAddresses }, c.token));
    expect(saved).toMatchObject({ status: 200, body: { profile: { previousAddresses } } });
    expect((await api('/api/profile', json('PUT', profileForm, c.token))).status).toBe(200);
    const profile = (await itemsUnder(deps, `USER#${c.id}`)).find((i) => i.SK === 'PROFILE')!;
    expect(profile.previousAddresses).toEqual(previousAddresses);
    const exported = await api('/api/account/export', { token: c.token });
    expect(JSON.stringify(exported.body)).toContain('400 Elm Avenue');
  });

  it('saves over a phone staff cleared (stored null), and keeps the admin tables’ name key and search in step', async () => {
    const c = await newClient();
    await deps.userViews.updateContact(c.id, { phoneNumber: null });
    expect((await api('/api/profile', json('PUT', { ...profileForm, fullName: 'Robin Renamed' }, c.token))).status).toBe(200);
    const profile = (await itemsUnder(deps, `USER#${c.id}`)).find((i) => i.SK === 'PROFILE')!;
    expect(profile).toMatchObject({ fullName: 'Robin Renamed', phoneNumber: '5551234567', GSI3SK: `robin renamed#${c.id}` });
    const search = (await itemsUnder(deps, `USER#${c.id}#INDEX`)).map((i) => String(i.search));
    expect(search.every((text) => text.includes('robin renamed') && !text.includes('pat client'))).toBe(true);
  });

  it('is the caller’s own: a body naming another user changes nothing of theirs', async () => {
    const [a, b] = [await newClient(), await newClient()];
    expect((await api('/api/profile', json('PUT', { ...profileForm, id: b.id, userId: b.id }, a.token))).status).toBe(200);
    expect((await dashboard(b)).profile.fullName).toBe('Pat Client');
  });
});

describe('POST /api/admin/clients/{userId}/credentials/reveal', () => {
  it('lets an admin read a saved credential with a reason, audit-logged; clients get 403; nothing saved 404', async () => {
    const c = await newClient();
    await api('/api/profile', json('PUT', profileForm, c.token));
    const path = `/api/admin/clients/${c.id}/credentials/reveal`;
    expect((await api(path, json('POST', { which: 'identityIq', reason: 'Pull the client report for the dispute' }, c.token))).status).toBe(403);

    // Its own admin: reveals are limited per staff member.
    const member = await makeMember(deps, 'admin', 'Member123!', { totp: true });
    const admin = await signIn(member.email, member.password);
    expect(await api(path, json('POST', { which: 'identityIq', reason: 'short' }, admin.IdToken))).toMatchObject({
      status: 400,
      body: { message: profileMessages.revealReasonRequired },
    });
    const res = await api(path, json('POST', { which: 'identityIq', reason: 'Pull the client report for the dispute' }, admin.IdToken));
    expect(res).toMatchObject({ status: 200, body: { which: 'identityIq', username: 'pat-iiq', password: 'Iiq-Plaintext-Secret-1' } });
    const audit = (await deps.audit.listAudit(100)).items.filter((e) => e.targetUserId === c.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'client.credential-reveal',
        actorId: decodeJwt(admin.IdToken).sub,
        details: { which: 'identityIq', reason: 'Pull the client report for the dispute' },
      }),
    ]);
    const nobody = await newClient();
    expect((await api(`/api/admin/clients/${nobody.id}/credentials/reveal`, json('POST', { which: 'identityIq', reason: 'Pull the client report' }, admin.IdToken))).status).toBe(
      404,
    );
  });
});

describe('notifications', () => {
  it('counts unread in the dashboard and marks the caller’s own read (ids or all); another client’s ids match nothing', async () => {
    const [c, other] = [await newClient(), await newClient()];
    const first = await deps.notifications.add(c.id, { kind: 'document_verified', title: 'Document verified', body: 'Your ID was verified.' });
    await new Promise((r) => setTimeout(r, 5));
    await deps.notifications.add(c.id, { kind: 'document_rejected', title: 'Document rejected', body: 'Please upload a clearer copy.' });
    const body = await dashboard(c);
    expect(body.notifications.unreadCount).toBe(2);
    expect(body.notifications.items.map((n) => n.kind)).toEqual(['document_rejected', 'document_verified']);

    expect(await api('/api/notifications/read', json('POST', { ids: [first.id] }, other.token))).toMatchObject({
      status: 200,
      body: { marked: 0, unreadCount: 0 },
    });
    expect(await api('/api/notifications/read', json('POST', { ids: [first.id] }, c.token))).toMatchObject({ status: 200, body: { marked: 1, unreadCount: 1 } });
    expect(await api('/api/notifications/read', json('POST', {}, c.token))).toMatchObject({ status: 200, body: { marked: 1, unreadCount: 0 } });
    expect((await dashboard(c)).notifications.items.every((n) => n.readAt)).toBe(true);
  });
});

describe('documents in the dashboard', () => {
  it('lists the caller’s documents newest first; a verified one completes step 3; the review queue follows the status', async () => {
    const c = await newClient();
    const doc = (id: string, uploadedAt: string) => ({
      id,
      userId: c.id,
      documentType: 'id' as const,
      fileName: `${id}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1234,
      status: 'scanning' as const,
      reason: null,
      objectKey: `users/${c.id}/documents/${id}`,
      uploadedAt,
      reviewedAt: null,
      reviewedBy: null,
    });
    const [older, newer] = [randomUUID(), randomUUID()];
    await deps.documents.create(doc(older, '2026-01-01T00:00:00.000Z'));
    await deps.documents.create(doc(newer, '2026-01-02T00:00:00.000Z'));
    expect((await dashboard(c)).documents.map((d) => d.id)).toEqual([newer, older]);

    expect(await deps.documents.transition(c.id, older, ['scanning'], { status: 'pending_review' })).toMatchObject({ status: 'pending_review' });
    const queued = async () => {
      const ids: string[] = [];
      let after: Record<string, unknown> | undefined;
      do {
        const page = await deps.documents.listPending(100, after);
        ids.push(...page.items.map((d) => d.id));
        after = page.next;
      } while (after);
      return ids;
    };
    expect(await queued()).toContain(older);
    // Another user's id (or a wrong status) changes nothing.
    expect(await deps.documents.get(randomUUID(), older)).toBeUndefined();
    expect(await deps.documents.transition(c.id, older, ['scanning'], { status: 'verified' })).toBeUndefined();
    const reviewed = await deps.documents.transition(c.id, older, ['pending_review'], { status: 'verified', reviewedAt: new Date().toISOString(), reviewedBy: 'staff-1' });
    expect(reviewed).toMatchObject({ status: 'verified', reviewedBy: 'staff-1' });
    expect(await queued()).not.toContain(older);

    const body = await dashboard(c);
    expect(body.onboarding.steps[2]).toMatchObject({ key: 'documents', done: true });
    expect(body.documents.find((d) => d.id === older)).toMatchObject({ status: 'verified', reason: null });
    expect(JSON.stringify(body.documents)).not.toContain('objectKey');
  });
});

describe('export and deletion of the dashboard’s items', () => {
  it('exports one item of each new kind (never the OTP or a sealed credential), and deletes them all with the account', async () => {
    const c = await newClient();
    await api('/api/profile', json('PUT', profileForm, c.token));
    const phone = newPhone();
    await sms(c, { action: 'request', phoneNumber: phone, dateOfBirth: '1990-02-28' });
    await sms(c, { action: 'skip' });
    await deps.notifications.add(c.id, { kind: 'document_verified', title: 'Document verified', body: 'Your ID was verified.' });
    await deps.documents.create({
      id: randomUUID(),
      userId: c.id,
      documentType: 'bank',
      fileName: 'statement.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      status: 'pending_review',
      reason: null,
      objectKey: `users/${c.id}/documents/x`,
      uploadedAt: new Date().toISOString(),
      reviewedAt: null,
      reviewedBy: null,
    });
    const kinds = (await itemsUnder(deps, `USER#${c.id}`)).map((i) => String(i.SK).split('#')[0]);
    expect(kinds).toEqual(expect.arrayContaining(['OTP', 'VERIFICATION', 'DOC', 'NOTE']));

    const res = await fetch(`${stack.url}/api/account/export`, { headers: { authorization: `Bearer ${c.token}` } });
    expect(res.status).toBe(200);
    const exported = (await res.json()) as { items: { kind: string; identityIqPassword?: unknown }[] };
    const exportedKinds = exported.items.map((i) => i.kind.split('#')[0]);
    expect(exportedKinds).toEqual(expect.arrayContaining(['VERIFICATION', 'DOC', 'NOTE', 'CLIENT']));
    expect(exportedKinds).not.toContain('OTP');
    expect(exported.items.find((i) => i.kind === 'CLIENT')!.identityIqPassword).toBeUndefined();

    await deps.users.deleteUserData(c.id, deps.now());
    expect(await itemsUnder(deps, `USER#${c.id}`)).toEqual([]);
    expect((await deps.documents.listPending(100)).items.filter((d) => d.userId === c.id)).toEqual([]);
  });
});
