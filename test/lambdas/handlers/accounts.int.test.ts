import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { authMessages } from '../../../lambdas/contract/messages.js';
import { handler as deleteAccount } from '../../../lambdas/handlers/delete-account.js';
import { handler as signup } from '../../../lambdas/handlers/signup.js';
import { userFilePrefix } from '../../../lambdas/domain/documents.js';
import { httpEvent } from '../../support/http-event.js';
import { api, lastMessageTo, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';
import { decodeJwt } from '../../support/tokens.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
const post = (path: string, body: unknown, token?: string) =>
  api(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, ...(token ? { token } : {}) });

async function partnerClientCount() {
  const partnerId = await deps.users.findPartnerIdByReferralCode('DEMO2025');
  return (await deps.users.getPartner(partnerId!))!.clientCount;
}

/** Signs up and confirms through the emailed link; returns a verified session. */
async function newClient(password = 'secret1') {
  const email = uniqueEmail('client');
  const res = await post('/api/auth/signup', { name: 'New Client', email, password, referralCode: 'DEMO2025' });
  expect(res.status).toBe(201);
  const token = new URL((await lastMessageTo(email))!.links[0]!).searchParams.get('token');
  expect((await post('/api/auth/confirm-email', { token })).status).toBe(200);
  return { email, password, tokens: await signIn(email, password) };
}

describe('POST /api/auth/signup', () => {
  it.each([
    [{ name: '', email: 'a@b.co', password: 'secret1', referralCode: 'DEMO2025' }, authMessages.fillAllFieldsWithReferral],
    [{ name: 'A', email: 'a@b.co', password: 'secret1', referralCode: '   ' }, authMessages.fillAllFieldsWithReferral],
    [{ name: 'A', email: 'a@b.co', password: 'secret1' }, authMessages.fillAllFieldsWithReferral],
    [{ name: 'A', email: 'a@b.co', password: '12345', referralCode: 'DEMO2025' }, 'Password must be at least 6 characters long'],
    [{ name: 'A', email: 'not-an-email', password: 'secret1', referralCode: 'DEMO2025' }, authMessages.invalidEmail],
    [{ name: 'A', email: 'a@b.co', password: 'secret1', referralCode: 'NOPE' }, 'Invalid referral code. Please check and try again.'],
  ])('refuses %j with 400 “%s”', async (body, message) => {
    const res = await post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body?.message).toBe(message);
  });

  it('answers an email that already has an account (whatever its case) exactly as a new one, makes nothing, and tells the owner', async () => {
    const ownerId = await deps.users.findUserIdByEmail('client@demo.local');
    const taken = await post('/api/auth/signup', { name: 'A', email: ' Client@Demo.Local ', password: 'secret1', referralCode: 'DEMO2025' });
    const fresh = await post('/api/auth/signup', { name: 'A', email: uniqueEmail('fresh'), password: 'secret1', referralCode: 'DEMO2025' });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(taken).toMatchObject({ status: 201, body: { message: authMessages.signupSuccess } });
    expect(await deps.users.findUserIdByEmail('client@demo.local')).toBe(ownerId);
    const mail = await lastMessageTo('client@demo.local');
    expect(mail?.subject).toBe('Someone tried to sign up with your email address');
    expect(mail?.body).toContain('Hi Demo Client,');
  });

  it('creates a client of the referring partner, emails a confirmation link, and blocks the API until it is used', async () => {
    const before = await partnerClientCount();
    const email = uniqueEmail('signup');
    const res = await post('/api/auth/signup', { name: '  Pat Doe ', email: email.toUpperCase(), password: 'secret1', referralCode: ' demo2025 ' });
    expect(res.status).toBe(201);
    expect(res.body?.message).toBe('Account created successfully! Please verify your email.');
    expect(await partnerClientCount()).toBe(before + 1);

    const mail = await lastMessageTo(email);
    expect(mail?.subject).toBe('Confirm your email address');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/callback`);

    const unverified = await signIn(email, 'secret1');
    const blocked = await api('/api/me', { token: unverified.IdToken });
    expect(blocked.status).toBe(403);
    expect(blocked.body?.message).toBe(authMessages.emailNotVerified);

    const confirmed = await post('/api/auth/confirm-email', { token: link.searchParams.get('token') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body?.email).toBe(email);

    const session = await signIn(email, 'secret1');
    const me = await api('/api/me', { token: session.IdToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, name: 'Pat Doe', groups: ['client'], foldersReady: false });
    const client = await deps.users.getClient(decodeJwt(session.IdToken).sub as string);
    expect(client?.partnerId).toBe(await deps.users.findPartnerIdByReferralCode('DEMO2025'));

    // The link works once.
    const again = await post('/api/auth/confirm-email', { token: link.searchParams.get('token') });
    expect(again.status).toBe(400);
    expect(again.body?.message).toBe(authMessages.confirmationInvalid);
  });

  // Signup may not delete users (least privilege): what a failure leaves has no group, no profile and an
  // unconfirmed address, and the next signup with the address completes it.
  it('leaves only a sign-in account without group or profile when writing the account fails; the next signup completes it', async () => {
    const email = uniqueEmail('halfway');
    const failing = buildDeps(readConfig(stack.env));
    failing.users.createUser = async () => {
      throw new Error('DynamoDB went away');
    };
    setDeps(failing);
    try {
      const res = await signup(httpEvent({ method: 'POST', body: { name: 'H', email, password: 'secret1', referralCode: 'DEMO2025' } }));
      expect(res.statusCode).toBe(500);
    } finally {
      setDeps(undefined);
    }
    const leftover = await deps.directory.getUser(email);
    expect(leftover).toMatchObject({ emailVerified: false });
    expect(await deps.directory.groupsOf(leftover!.id)).toEqual([]);
    expect((await post('/api/auth/signup', { name: 'H', email, password: 'secret2', referralCode: 'DEMO2025' })).status).toBe(201);
    expect((await deps.directory.getUser(email))!.id).toBe(leftover!.id);
    expect(await deps.directory.groupsOf(leftover!.id)).toEqual(['client']);
  });
});

describe('confirmation links', () => {
  it('rejects a made-up token', async () => {
    const res = await post('/api/auth/confirm-email', { token: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body?.message).toBe(authMessages.confirmationInvalid);
  });

  it('sends a new link on request, and answers the same for unknown addresses', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/signup', { name: 'R', email, password: 'secret1', referralCode: 'DEMO2025' });
    const first = (await lastMessageTo(email))!.links[0];
    const res = await post('/api/auth/resend-confirmation', { email });
    expect(res.body?.message).toBe(authMessages.confirmationSent);
    expect((await lastMessageTo(email))!.links[0]).not.toBe(first);

    const unknown = uniqueEmail('nobody');
    expect((await post('/api/auth/resend-confirmation', { email: unknown })).body?.message).toBe(authMessages.confirmationSent);
    expect(await lastMessageTo(unknown)).toBeUndefined();
  });
});

describe('password reset', () => {
  it('emails a code, refuses a wrong one, and sets the new password with the right one', async () => {
    const { email } = await newClient();
    expect((await post('/api/auth/forgot-password', { email })).body?.message).toBe(authMessages.resetCodeSent);
    const code = /code is (\d{6})/.exec((await lastMessageTo(email))!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await post('/api/auth/reset-password', { email, code: wrong, password: 'newpass1' });
    expect(bad.status).toBe(400);
    expect(bad.body?.message).toBe(authMessages.resetCodeInvalid);
    expect((await post('/api/auth/reset-password', { email, code, password: '123' })).body?.message).toBe(authMessages.passwordTooShort);

    expect((await post('/api/auth/reset-password', { email, code, password: 'newpass1' })).status).toBe(200);
    await expect(signIn(email, 'secret1')).rejects.toThrow();
    await expect(signIn(email, 'newpass1')).resolves.toHaveProperty('IdToken');
    // Used once.
    expect((await post('/api/auth/reset-password', { email, code, password: 'another1' })).status).toBe(400);
  });

  it('locks a code after five wrong guesses', async () => {
    const { email } = await newClient();
    await post('/api/auth/forgot-password', { email });
    const code = /code is (\d{6})/.exec((await lastMessageTo(email))!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/auth/reset-password', { email, code: wrong, password: 'newpass1' });
    expect((await post('/api/auth/reset-password', { email, code, password: 'newpass1' })).status).toBe(400);
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await post('/api/auth/forgot-password', { email })).body?.message).toBe(authMessages.resetCodeSent);
    expect(await lastMessageTo(email)).toBeUndefined();
  });
});

describe('the signed-in user’s account', () => {
  it('sets up the five document folders once, under the user’s own area', async () => {
    const { tokens } = await newClient();
    const id = decodeJwt(tokens.IdToken).sub as string;
    const first = await post('/api/account/folders', {}, tokens.IdToken);
    expect(first.status).toBe(201);
    const folders = first.body?.folders as Record<string, string>;
    expect(Object.keys(folders).sort()).toEqual(['addressProof', 'bankStatement', 'governmentIssuedId', 'incomeProof', 'socialSecurityCard']);
    for (const prefix of Object.values(folders)) expect(prefix.startsWith(userFilePrefix(id))).toBe(true);
    expect((await deps.files.listKeys(userFilePrefix(id))).sort()).toEqual(Object.values(folders).sort());

    const second = await post('/api/account/folders', {}, tokens.IdToken);
    expect(second).toMatchObject({ status: 200, body: { created: false, folders } });
    expect((await api('/api/me', { token: tokens.IdToken })).body?.foldersReady).toBe(true);
  });

  it('reports no active subscription until billing writes one', async () => {
    const { tokens } = await newClient();
    const res = await api('/api/billing/subscription', { token: tokens.IdToken });
    expect(res).toMatchObject({ status: 200, body: { tier: null, status: 'inactive', startedAt: null, hasActiveSubscription: false } });
  });

  it('stores notification preferences and validates them', async () => {
    const { tokens } = await newClient();
    expect((await api('/api/me', { token: tokens.IdToken })).body?.notificationPreferences).toEqual({ email: true, sms: false });
    const put = (body: unknown) =>
      api('/api/account/preferences', { method: 'PUT', token: tokens.IdToken, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await put({ email: false, sms: true })).status).toBe(200);
    expect((await api('/api/me', { token: tokens.IdToken })).body?.notificationPreferences).toEqual({ email: false, sms: true });
    expect((await put({ email: 'yes' })).status).toBe(400);
  });

  it('exports everything held about the user as a JSON download', async () => {
    const { tokens, email } = await newClient();
    await post('/api/account/folders', {}, tokens.IdToken);
    const res = await fetch(`${stack.url}/api/account/export`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/);
    const data = (await res.json()) as { account: { email: string }; items: { kind: string }[] };
    expect(data.account.email).toBe(email);
    expect(data.items.map((i) => i.kind).sort()).toEqual(['CLIENT', 'PROFILE']);
  });

  it('lists connected accounts (none yet)', async () => {
    const { tokens } = await newClient();
    expect((await api('/api/account/connections', { token: tokens.IdToken })).body).toEqual({ connections: [] });
  });
});

describe('DELETE /api/account', () => {
  const del = (token: string, body: unknown) =>
    api('/api/account', { method: 'DELETE', token, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  it('needs the confirmation word', async () => {
    const { tokens } = await newClient();
    const res = await del(tokens.IdToken, {});
    expect(res.status).toBe(400);
    expect(res.body?.message).toBe('Type DELETE to confirm.');
  });

  it('removes the Cognito user, every item and file, and the partner’s count of them', async () => {
    const { tokens, email, password } = await newClient();
    const id = decodeJwt(tokens.IdToken).sub as string;
    await post('/api/account/folders', {}, tokens.IdToken);
    const before = await partnerClientCount();

    const res = await del(tokens.IdToken, { confirm: 'DELETE' });
    expect(res).toMatchObject({ status: 200, body: { message: authMessages.accountDeleted } });
    expect(await partnerClientCount()).toBe(before - 1);
    expect(await deps.users.listUserItems(id)).toEqual([]);
    expect(await deps.users.findUserIdByEmail(email)).toBeUndefined();
    expect(await deps.files.listKeys(userFilePrefix(id))).toEqual([]);
    expect(await deps.directory.getUser(id)).toBeUndefined();
    await expect(signIn(email, password)).rejects.toThrow();
    // The address is free again.
    expect((await post('/api/auth/signup', { name: 'Back', email, password, referralCode: 'DEMO2025' })).status).toBe(201);
  });

  it('finishes on retry after failing half-way, without counting twice', async () => {
    const { tokens } = await newClient();
    const id = decodeJwt(tokens.IdToken).sub as string;
    const before = await partnerClientCount();
    const event = () => httpEvent({ method: 'DELETE', body: { confirm: 'DELETE' }, claims: decodeJwt(tokens.IdToken) });

    const flaky = buildDeps(readConfig(stack.env));
    flaky.directory.deleteUser = async () => {
      throw new Error('Cognito throttled');
    };
    setDeps(flaky);
    expect((await deleteAccount(event())).statusCode).toBe(500);
    expect(await deps.users.listUserItems(id)).toEqual([]);
    expect(await deps.directory.getUser(id)).toBeDefined();

    setDeps(undefined);
    expect((await deleteAccount(event())).statusCode).toBe(200);
    expect(await deps.directory.getUser(id)).toBeUndefined();
    expect(await partnerClientCount()).toBe(before - 1);
  });
});
afterEach(() => setDeps(undefined));
