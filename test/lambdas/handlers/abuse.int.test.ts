/**
 * The abuse limits, as an attacker would try them against the local stack: brute-forcing a
 * reset code by asking for new ones, telling which addresses have accounts, and bursts past each limit.
 * Most go through the gateway; the ones that need a day to pass call the handler with a moved clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { authMessages, partnerMessages, publicMessages } from '../../../lambdas/contract/messages.js';
import { RATE_LIMITS, windowStart } from '../../../lambdas/domain/rate-limit.js';
import { handler as forgotPassword } from '../../../lambdas/handlers/forgot-password.js';
import { handler as resetPassword } from '../../../lambdas/handlers/reset-password.js';
import { randomAddress, viewerHeaders } from '../../support/client-address.js';
import { httpEvent } from '../../support/http-event.js';
import { api, signIn, uniqueEmail, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));
afterEach(() => setDeps(undefined));

const post = (path: string, body: unknown, address?: string) =>
  api(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...viewerHeaders(address) } });

interface Mail {
  to: string;
  subject?: string;
  body: string;
  links: string[];
}
const mailTo = async (to: string) => ((await (await fetch(`${stack.url}/dev/outbox`)).json()) as Mail[]).filter((m) => m.to === to);
const codeIn = (mail: Mail | undefined) => /code is (\d{6})/.exec(mail?.body ?? '')?.[1];

/** A confirmed client with a known password. */
async function newClient(password = 'secret1') {
  const email = uniqueEmail('victim');
  expect((await post('/api/auth/signup', { name: 'Vic Tim', email, password, referralCode: 'DEMO2025' })).status).toBe(201);
  const token = new URL((await mailTo(email)).at(-1)!.links[0]!).searchParams.get('token');
  expect((await post('/api/auth/confirm-email', { token })).status).toBe(200);
  return { email, password };
}

/** Calls a handler in this process at a given moment, from a fresh address (as the attacker's botnet would). */
async function at(moment: Date, handler: typeof forgotPassword, body: unknown) {
  setDeps({ ...buildDeps(readConfig(stack.env)), now: () => moment });
  const res = await handler(httpEvent({ method: 'POST', body, headers: viewerHeaders() }));
  setDeps(undefined);
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') as Record<string, unknown> };
}

describe('password reset brute force', () => {
  it('counts failures across re-requested codes: the tenth locks resets, the owner is told, and the real code is then refused', async () => {
    const { email, password } = await newClient();
    // A moment of our own, so the day's windows are this test's alone.
    let clock = Date.parse('2031-03-01T08:00:00Z') + Math.floor(Math.random() * 1e6) * 1000;
    const step = () => new Date((clock += 61_000));
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    let failures = 0;
    let lastCode = '';
    for (const guesses of [5, 4, 1]) {
      expect((await at(step(), forgotPassword, { email })).body.message).toBe(authMessages.resetCodeSent);
      lastCode = codeIn((await mailTo(email)).at(-1))!;
      expect(lastCode).toMatch(/^\d{6}$/);
      for (let i = 0; i < guesses; i++) {
        const res = await at(step(), resetPassword, { email, code: wrongFor(lastCode), password: 'hijacked1' });
        failures++;
        expect(res.status, `failure ${failures}`).toBe(failures < 10 ? 400 : 429);
      }
    }
    const lockMail = (await mailTo(email)).at(-1);
    expect(lockMail?.subject).toBe('Password reset locked on your account');

    // The real, unused, unexpired code from the last email no longer works.
    const real = await at(step(), resetPassword, { email, code: lastCode, password: 'hijacked1' });
    expect(real).toMatchObject({ status: 429, body: { message: authMessages.resetLocked } });
    // Asking for another code is answered as always, and sends nothing.
    const sentBefore = (await mailTo(email)).length;
    expect((await at(step(), forgotPassword, { email })).body.message).toBe(authMessages.resetCodeSent);
    expect((await mailTo(email)).length).toBe(sentBefore);
    // The password is unchanged.
    await expect(signIn(email, password)).resolves.toHaveProperty('IdToken');
  });

  it('locks an unknown address the same way (no enumeration through the lock)', async () => {
    const email = uniqueEmail('ghost');
    const moment = new Date(Date.parse('2031-04-01T08:00:00Z') + Math.floor(Math.random() * 1e6) * 1000);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await at(moment, resetPassword, { email, code: '123456', password: 'hijacked1' })).status);
    expect(statuses).toEqual([...Array(9).fill(400), 429, 429]);
  });

  it('issues at most one code a minute and five a day per account, answering the same either way', async () => {
    const { email } = await newClient();
    // Through the gateway: a second request within the minute sends nothing.
    const first = await post('/api/auth/forgot-password', { email });
    const second = await post('/api/auth/forgot-password', { email });
    expect(second).toMatchObject({ status: first.status, body: first.body });
    expect((await mailTo(email)).filter((m) => codeIn(m)).length).toBe(1);

    const other = (await newClient()).email;
    let clock = Date.parse('2031-05-01T08:00:00Z') + Math.floor(Math.random() * 1e6) * 1000;
    for (let i = 0; i < 7; i++) {
      expect(await at(new Date((clock += 61_000)), forgotPassword, { email: other })).toMatchObject({ status: 200, body: { message: authMessages.resetCodeSent } });
    }
    expect((await mailTo(other)).filter((m) => codeIn(m)).length).toBe(5);
  });

  it('signs the user out everywhere after a successful reset', async () => {
    const { email } = await newClient();
    const calls: string[] = [];
    const base = buildDeps(readConfig(stack.env));
    const directory = Object.assign(Object.create(Object.getPrototypeOf(base.directory) as object) as typeof base.directory, base.directory, {
      signOutEverywhere: async (id: string) => void calls.push(id),
    });
    await post('/api/auth/forgot-password', { email });
    const code = codeIn((await mailTo(email)).at(-1))!;
    setDeps({ ...base, directory });
    const res = await resetPassword(httpEvent({ method: 'POST', body: { email, code, password: 'newpass1' }, headers: viewerHeaders() }));
    setDeps(undefined);
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([await deps.users.findUserIdByEmail(email)]);
  });
});

describe('no account enumeration', () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  async function timed(path: string, body: unknown) {
    const started = performance.now();
    const res = await post(path, body);
    return { status: res.status, body: res.body, ms: performance.now() - started };
  }

  it('signup: an existing and a new address get the same status, body and time; the owner is told', async () => {
    const existing = await newClient();
    const taken = await timed('/api/auth/signup', { name: 'Eve', email: existing.email, password: 'secret1', referralCode: 'DEMO2025' });
    const takenAgain = await timed('/api/auth/signup', { name: 'Eve', email: existing.email.toUpperCase(), password: 'secret1', referralCode: 'DEMO2025' });
    const fresh = [
      await timed('/api/auth/signup', { name: 'Eve', email: uniqueEmail('new'), password: 'secret1', referralCode: 'DEMO2025' }),
      await timed('/api/auth/signup', { name: 'Eve', email: uniqueEmail('new'), password: 'secret1', referralCode: 'DEMO2025' }),
    ];
    for (const res of [taken, takenAgain, ...fresh]) expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: authMessages.signupSuccess } });
    // Loosely: both paths are padded to the same floor, so their medians are close.
    const [a, b] = [median([taken.ms, takenAgain.ms]), median(fresh.map((r) => r.ms))];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(1.5);
    const owner = (await mailTo(existing.email)).at(-1);
    expect(owner?.subject).toBe('Someone tried to sign up with your email address');
    // Nothing the requester typed (their name) reaches the owner's inbox.
    expect(owner?.body).toContain('Hi Vic Tim,');
    expect(owner?.body).not.toContain('Eve');
  });

  it('partner application: an existing and a new address get the same status and body', async () => {
    const body = { name: 'Pat', businessName: 'Probe LLC', phone: '+1 415 555 0100', password: 'secret1' };
    const taken = await post('/api/partners/apply', { ...body, email: 'client@demo.local' });
    const fresh = await post('/api/partners/apply', { ...body, email: uniqueEmail('probe') });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(taken).toMatchObject({ status: 201, body: { message: partnerMessages.applicationReceived } });
    expect(await deps.directory.groupsOf('client@demo.local')).toEqual(['client']);
  });

  it('forgot password and resend confirmation: the same status and body for an existing and an unknown address', async () => {
    const { email } = await newClient();
    for (const path of ['/api/auth/forgot-password', '/api/auth/resend-confirmation']) {
      const known = await post(path, { email });
      const unknown = await post(path, { email: uniqueEmail('nobody') });
      expect({ status: known.status, body: known.body }).toEqual({ status: unknown.status, body: unknown.body });
    }
  });
});

describe('abuse limits on the public routes', () => {
  /**
   * Sends `count` requests (made by `body(i)`) to `path` from one address and returns the statuses: all but the last
   * at once (as a burst comes; the counter is one atomic ADD, so each request sees its own count, and the routes that
   * answer in an even time answer in one such time, not one per request), then the last once they have answered.
   */
  async function burst(path: string, count: number, body: (i: number) => unknown, address = randomAddress()) {
    const send = async (i: number) => {
      const res = await post(path, body(i), address);
      if (res.status === 429) expect(res.body?.message).toBe(publicMessages.tooManyRequests);
      return res.status;
    };
    return thenOneMore(count, send);
  }
  /** `send(0..count-2)` at once, then `send(count-1)` after them; the statuses in that order. */
  async function thenOneMore(count: number, send: (i: number) => Promise<number>): Promise<number[]> {
    const first = await Promise.all(Array.from({ length: count - 1 }, (_, i) => send(i)));
    return [...first, await send(count - 1)];
  }
  const over = (statuses: number[]) => [statuses.slice(0, -1).includes(429), statuses.at(-1)];
  /**
   * Runs a burst within one fixed window: the limits count per window of 10 minutes, an hour or a day, all
   * aligned on 10-minute boundaries, so a burst that crossed one (at 06:59:59, say) is run again with new
   * subjects. The test then passes at any time of day, not only away from the hour.
   */
  async function inOneWindow<T>(run: () => Promise<T>): Promise<T> {
    const started = windowStart(new Date(), 600);
    const result = await run();
    return windowStart(new Date(), 600) === started ? result : run();
  }

  it.each([
    ['/api/auth/signup', RATE_LIMITS.signup.max, () => ({ name: 'Guess', email: uniqueEmail('guess'), password: 'secret1', referralCode: `NOPE${Math.random().toString(36).slice(2, 8)}` })],
    ['/api/auth/forgot-password', RATE_LIMITS.forgotPassword.max, () => ({ email: uniqueEmail('spray') })],
    ['/api/auth/reset-password', RATE_LIMITS.resetPassword.max, () => ({ email: uniqueEmail('spray'), code: '123456', password: 'secret1' })],
    ['/api/auth/resend-confirmation', RATE_LIMITS.resendConfirmation.max, () => ({ email: uniqueEmail('spray') })],
    ['/api/auth/confirm-email', RATE_LIMITS.confirmEmail.max, () => ({ token: 'x'.repeat(43) })],
    ['/api/waitlist', RATE_LIMITS.waitlist.max, () => ({ email: uniqueEmail('spray') })],
    ['/api/support-requests', RATE_LIMITS.supportRequest.max, () => ({ name: 'Spam', email: uniqueEmail('spray'), question: 'Buy now' })],
  ])('%s: one address gets 429 past %i requests', async (path, max, body) => {
    expect(over(await inOneWindow(() => burst(path, max + 1, body)))).toEqual([false, 429]);
  });

  it('counts an IPv6 client by its /64: wrong referral codes from rotating addresses of one network are limited, another network is not', async () => {
    const statuses = await inOneWindow(async () => {
      const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
      return thenOneMore(RATE_LIMITS.referralMisses.max + 1, async (i) => {
        const res = await post('/api/auth/signup', { name: 'Guess', email: uniqueEmail('guess'), password: 'secret1', referralCode: `NOPE${i}X${Date.now()}` }, `${net}:${(i + 1).toString(16)}::${(i * 13 + 1).toString(16)}`);
        if (res.status === 400) expect(res.body?.message).toBe(authMessages.referralInvalid);
        return res.status;
      });
    });
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The same burst's next address in another /64 still gets the real answer.
    const other = await post('/api/auth/signup', { name: 'Guess', email: uniqueEmail('guess'), password: 'secret1', referralCode: 'NOPE0000' }, `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1`);
    expect(other.body?.message).toBe(authMessages.referralInvalid);
  });

  it('/api/partners/apply: one address gets 429 past its limit', async () => {
    const body = () => ({ name: 'Spam', businessName: 'Spam LLC', email: uniqueEmail('spam'), phone: '+1 415 555 0100', password: 'secret1' });
    expect(over(await inOneWindow(() => burst('/api/partners/apply', RATE_LIMITS.partnerApply.max + 1, body)))).toEqual([false, 429]);
  });

  it.each([
    ['/api/auth/signup', RATE_LIMITS.signupEmail.max, (email: string) => ({ name: 'Guess', email, password: 'secret1', referralCode: 'NOPE1234' })],
    ['/api/partners/apply', RATE_LIMITS.partnerApplyEmail.max, (email: string) => ({ name: 'Spam', businessName: 'Spam LLC', email, phone: '+1 415 555 0100', password: 'secret1' })],
    ['/api/auth/resend-confirmation', RATE_LIMITS.resendConfirmationEmail.max, (email: string) => ({ email })],
    ['/api/waitlist', RATE_LIMITS.waitlistEmail.max, (email: string) => ({ email })],
    ['/api/support-requests', RATE_LIMITS.supportRequestEmail.max, (email: string) => ({ name: 'Spam', email, question: 'Buy now' })],
  ])('%s: one email gets 429 past %i requests, from any number of addresses', async (path, max, body) => {
    const statuses = await inOneWindow(async () => {
      const email = uniqueEmail('target');
      return thenOneMore(max + 1, async () => (await post(path, body(email))).status);
    });
    expect(over(statuses)).toEqual([false, 429]);
  });

  it('ignores a viewer address without the origin secret: the socket’s address is counted', async () => {
    const forged = (i: number) => ({ 'x-origin-verify': 'guessed', 'cloudfront-viewer-address': `198.51.100.${i}:1234` });
    // Spoofing a fresh address per request does not escape the limit.
    const statuses = await inOneWindow(async () => {
      const seen: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.confirmEmail.max; i++) {
        const res = await api('/api/auth/confirm-email', { method: 'POST', body: JSON.stringify({ token: 'y'.repeat(43) }), headers: { 'content-type': 'application/json', ...forged(i) } });
        seen.push(res.status);
      }
      return seen;
    });
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses names with links or digits, and overlong ones, before anything is sent', async () => {
    for (const name of ['Visit evil.com now', 'Winner 1000', 'x'.repeat(81)]) {
      const res = await post('/api/auth/signup', { name, email: uniqueEmail('name'), password: 'secret1', referralCode: 'DEMO2025' });
      expect(res.status, name).toBe(400);
      expect([authMessages.nameInvalid, authMessages.nameTooLong(80)]).toContain(res.body?.message);
    }
    expect((await post('/api/auth/signup', { name: 'Zoë O’Brien-Núñez', email: uniqueEmail('name'), password: 'secret1', referralCode: 'DEMO2025' })).status).toBe(201);
  });
});
