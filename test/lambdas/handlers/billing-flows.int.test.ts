import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { billingMessages } from '../../../lambdas/contract/billing.js';
import { AGREEMENT_VERSION } from '../../../lambdas/domain/agreement.js';
import { cancellationDeadline } from '../../../lambdas/domain/business-days.js';
import { FEATURE_NAMES, planByTier, type ChargingMode, type Plan } from '../../../lambdas/domain/plans.js';
import type { StoredDispute } from '../../../lambdas/ports/disputes.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { AppError } from '../../../lambdas/errors.js';
import { handler as workPerformed } from '../../../lambdas/handlers/admin-work-performed.js';
import { handler as agreement } from '../../../lambdas/handlers/billing-agreement.js';
import { handler as cancel } from '../../../lambdas/handlers/billing-cancel.js';
import { handler as checkout } from '../../../lambdas/handlers/billing-checkout.js';
import { handler as featureAccess } from '../../../lambdas/handlers/billing-feature-access.js';
import { handler as portal } from '../../../lambdas/handlers/billing-portal.js';
import { handler as price } from '../../../lambdas/handlers/billing-price.js';
import { handler as sign } from '../../../lambdas/handlers/billing-sign-agreement.js';
import { handler as subscription } from '../../../lambdas/handlers/subscription.js';
import { handler as reconcile } from '../../../lambdas/handlers/reconcile-subscriptions.js';
import { statusOf } from '../../../lambdas/http/route.js';
import { cancelWithRefund } from '../../../lambdas/use-cases/billing/cancel.js';
import { checkFeature } from '../../../lambdas/use-cases/billing/entitlements.js';
import { reconcileSubscription, type Repair } from '../../../lambdas/use-cases/billing/reconcile.js';
import { useLocalJobQueues } from '../../../lambdas/adapters/job-queue.js';
import { jobWorker } from '../../../lambdas/http/job.js';
import { InProcessJobQueue } from '../../../lib/local/job-queue.js';
import { emulator, eventually } from '../../support/billing.js';
import { itemsUnder, indexPartition, makeMember } from '../../support/admin.js';
import { TEST_ORIGIN_SECRET } from '../../support/client-address.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

type Res = { status: number; body: Record<string, unknown> };
/** `signedInAt`: the session's sign-in (a staff session lasts 12 hours from it); by default, just now. */
const call = async (handler: (e: ReturnType<typeof httpEvent>) => Promise<{ statusCode: number; body?: string }>, userId: string, opts: Parameters<typeof httpEvent>[0] = {}, groups = ['client'], signedInAt?: Date): Promise<Res> => {
  const authTime = signedInAt ? { auth_time: Math.floor(signedInAt.getTime() / 1000) } : {};
  const res = await handler(httpEvent({ ...opts, claims: idClaims({ sub: userId, email: `${userId.slice(0, 8)}@billing.test`, 'cognito:groups': groups, ...authTime }) }));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
};
const post = (handler: Parameters<typeof call>[0], userId: string, body: unknown) => call(handler, userId, { method: 'POST', body });
const state = (userId: string) => deps.subscriptions.getState(userId);

/** Sells a plan differently for one test (the catalogue is what decides). */
const restore: (() => void)[] = [];
function withPlan(tier: string, change: Partial<Plan>) {
  const plan = planByTier(tier) as Plan;
  const before = { ...plan };
  Object.assign(plan, change);
  restore.push(() => Object.assign(plan, before));
}
afterEach(() => restore.splice(0).forEach((undo) => undo()));

/** The handlers run as a deployment whose operator set this charging mode (and, for a test of months rendered, this clock). */
function withChargingMode(mode: ChargingMode, now?: () => Date) {
  setDeps({ ...buildDeps({ ...readConfig(stack.env), chargingMode: mode }), ...(now ? { now } : {}) });
  restore.push(() => setDeps(undefined));
}

async function signFor(userId: string, plan: string): Promise<string> {
  const res = await call(sign, userId, { method: 'POST', body: { plan, version: AGREEMENT_VERSION, accepted: true }, headers: { 'user-agent': 'vitest-browser' } });
  expect(res.status).toBe(201);
  return res.body.agreementId as string;
}

/** A signed-in user who signs and starts checkout for a plan; returns the session id at the emulator. */
async function startCheckout(tier: string, userId = randomUUID()) {
  const plan = planByTier(tier)!;
  const priceRes = await post(price, userId, { productId: plan.lookupKey, planType: plan.kind });
  expect(priceRes.status, JSON.stringify(priceRes.body)).toBe(200);
  const agreementId = await signFor(userId, tier);
  const res = await post(checkout, userId, { priceId: priceRes.body.priceId, planType: plan.kind, agreementId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = res.body.url as string;
  expect(url).toMatch(new RegExp(`^${stack.emulators.stripe}/checkout/cs_test_`));
  return { userId, sessionId: url.split('/').at(-1)!, agreementId };
}

async function pay(sessionId: string, opts: { card?: string; deliver?: boolean } = {}) {
  const res = await emulator(`/_emulator/checkout/${sessionId}/complete`, { card: opts.card ?? '4242424242424242', deliver: String(opts.deliver ?? true) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.session as Record<string, unknown>;
}

const activeState = async (userId: string) => (await eventually(() => state(userId), (s) => s?.status === 'active'))!;

describe('get-price-for-product and the service agreement', () => {
  it('finds the Total plan’s price by lookup key, and refuses plans not on sale', async () => {
    const user = randomUUID();
    const res = await post(price, user, { productId: 'total_one_time', planType: 'one-time' });
    expect(res).toMatchObject({ status: 200, body: { priceId: expect.stringMatching(/^price_/) } });
    expect(await post(price, user, { productId: 'starter_monthly', planType: 'subscription' })).toMatchObject({ status: 400, body: { message: billingMessages.planNotAvailable } });
    expect(await post(price, user, { productId: 'gold_forever', planType: 'one-time' })).toMatchObject({ status: 400, body: { message: billingMessages.unknownPlan } });
    expect(await post(price, user, { productId: 'total_one_time', planType: 'subscription' })).toMatchObject({ status: 400, body: { message: billingMessages.planTypeMismatch } });
  });

  it('serves the CROA agreement for a plan and stores a signature with version, time, IP and user agent', async () => {
    const user = randomUUID();
    const res = await call(agreement, user, { query: { plan: 'total' } });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(res.body.version).toBe(AGREEMENT_VERSION);
    for (const needed of ['Consumer Credit File Rights Under State and Federal Law', '$649.00', 'Estimated duration', '3rd business day', 'Notice of Cancellation', 'I hereby cancel this transaction']) {
      expect(text).toContain(needed);
    }
    const id = await signFor(user, 'total');
    const stored = await deps.agreements.getSignature(user, id);
    expect(stored).toMatchObject({ userId: user, tier: 'total', version: AGREEMENT_VERSION, ip: '127.0.0.1', userAgent: 'vitest' });
    expect(stored?.textSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.now() - new Date(stored!.signedAt).getTime()).toBeLessThan(60_000);

    expect(await post(sign, user, { plan: 'total', version: '1999-01-01', accepted: true })).toMatchObject({ status: 409, body: { message: billingMessages.agreementOutdated } });
    expect(await post(sign, user, { plan: 'total', version: AGREEMENT_VERSION, accepted: false })).toMatchObject({ status: 400, body: { message: billingMessages.agreementMustAccept } });
  });

  it('records the client address CloudFront vouches for as the signer’s IP, and ignores that header without the origin secret', async () => {
    const signWith = async (user: string, headers: Record<string, string>) => {
      const res = await call(sign, user, { method: 'POST', body: { plan: 'total', version: AGREEMENT_VERSION, accepted: true }, headers });
      expect(res.status).toBe(201);
      return (await deps.agreements.getSignature(user, res.body.agreementId as string))?.ip;
    };
    const trusted = randomUUID();
    expect(await signWith(trusted, { 'x-origin-verify': TEST_ORIGIN_SECRET, 'cloudfront-viewer-address': '203.0.113.7:51234' })).toBe('203.0.113.7');
    const ipv6 = randomUUID();
    expect(await signWith(ipv6, { 'x-origin-verify': TEST_ORIGIN_SECRET, 'cloudfront-viewer-address': '2001:db8::7:443' })).toBe('2001:db8::7');
    const forged = randomUUID();
    expect(await signWith(forged, { 'x-origin-verify': 'guessed', 'cloudfront-viewer-address': '203.0.113.7:51234' })).toBe('127.0.0.1');
  });
});

describe('create-checkout', () => {
  it('requires the caller’s own signed agreement for that plan (server-enforced)', async () => {
    const user = randomUUID();
    const { priceId } = (await post(price, user, { productId: 'total_one_time', planType: 'one-time' })).body as { priceId: string };
    expect(await post(checkout, user, { priceId, planType: 'one-time' })).toMatchObject({ status: 400, body: { message: billingMessages.agreementRequired } });
    expect(await post(checkout, user, { priceId, planType: 'one-time', agreementId: randomUUID() })).toMatchObject({ status: 400, body: { message: billingMessages.agreementRequired } });
    const someoneElses = await signFor(randomUUID(), 'total');
    expect(await post(checkout, user, { priceId, planType: 'one-time', agreementId: someoneElses })).toMatchObject({ status: 400, body: { message: billingMessages.agreementRequired } });
  });

  it('two checkouts started at once for the same plan open one payment page, and a later call reuses it while it is open', async () => {
    const user = randomUUID();
    const plan = planByTier('total')!;
    const { priceId } = (await post(price, user, { productId: plan.lookupKey, planType: plan.kind })).body as { priceId: string };
    const agreementId = await signFor(user, 'total');
    const body = { priceId, planType: plan.kind, agreementId };
    const [a, b] = await Promise.all([post(checkout, user, body), post(checkout, user, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.url).toBe(a.body.url);
    const sessionId = String(a.body.url).split('/').at(-1)!;
    expect((await state(user))?.pendingCheckout).toMatchObject({ sessionId, tier: 'total', agreementId });
    // A third click: still that page, not another.
    expect((await post(checkout, user, body)).body.url).toBe(a.body.url);
    // Once it is paid the purchase is done; the same page is not handed out again.
    await pay(sessionId);
    await activeState(user);
    expect(await post(checkout, user, body)).toMatchObject({ status: 409, body: { message: billingMessages.alreadySubscribed } });
  });

  it('one-time plan: payment mode for the user’s one Stripe customer; paying makes the subscription active', async () => {
    const first = await startCheckout('total');
    const session = (await deps.billing.retrieveCheckoutSession(first.sessionId))!;
    expect(session).toMatchObject({ mode: 'payment', clientReferenceId: first.userId, status: 'open' });
    expect(session.metadata).toMatchObject({ userId: first.userId, tier: 'total', agreementId: first.agreementId });
    // Checked out again (e.g. after cancelling the first page): the same customer, not a second one.
    const again = await startCheckout('total', first.userId);
    expect((await deps.billing.retrieveCheckoutSession(again.sessionId))!.customerId).toBe(session.customerId);
    expect(await deps.customers.getCustomerId(first.userId)).toBe(session.customerId);

    const paid = await pay(again.sessionId);
    expect(paid.success_url).toBe(`${stack.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(paid.cancel_url).toBe(`${stack.url}/payment-canceled`);
    await activeState(first.userId);
    const res = await call(subscription, first.userId);
    expect(res.body).toMatchObject({ tier: 'total', status: 'active', hasActiveSubscription: true, kind: 'one-time', started_at: expect.any(String) });
    expect(res.body.startedAt).toBe(res.body.started_at);

    // Already paying: no second purchase.
    const { priceId } = (await post(price, first.userId, { productId: 'total_one_time', planType: 'one-time' })).body as { priceId: string };
    const agreementId = await signFor(first.userId, 'total');
    expect(await post(checkout, first.userId, { priceId, planType: 'one-time', agreementId })).toMatchObject({ status: 409, body: { message: billingMessages.alreadySubscribed } });
  });

  it('monthly plan, once its coming-soon flag is off: subscription mode, renewal, failed payment, portal cancellation', async () => {
    withPlan('elite', { comingSoon: false });
    const { userId, sessionId } = await startCheckout('elite');
    expect((await deps.billing.retrieveCheckoutSession(sessionId))!.mode).toBe('subscription');
    await pay(sessionId);
    const active = await activeState(userId);
    expect(active).toMatchObject({ tier: 'elite', kind: 'subscription', stripeSubscriptionId: expect.stringMatching(/^sub_/) });
    await eventually(() => state(userId), (s) => s?.currentPeriodEnd !== null);

    await emulator(`/_emulator/subscriptions/${active.stripeSubscriptionId}/fail_payment`);
    await eventually(() => state(userId), (s) => s?.status === 'past_due');
    expect((await call(subscription, userId)).body.hasActiveSubscription).toBe(false);
    await emulator(`/_emulator/subscriptions/${active.stripeSubscriptionId}/renew`);
    await activeState(userId);

    const portalRes = await post(portal, userId, {});
    expect(portalRes.status).toBe(200);
    const portalUrl = portalRes.body.url as string;
    expect(portalUrl).toMatch(new RegExp(`^${stack.emulators.stripe}/portal/bps_`));
    expect(await (await fetch(portalUrl)).text()).toContain('Cancel subscription');
    const cancelled = await fetch(`${portalUrl}/subscriptions/${active.stripeSubscriptionId}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    await eventually(() => state(userId), (s) => s?.status === 'canceled');
    expect((await call(subscription, userId)).body).toMatchObject({ tier: 'elite', status: 'canceled', hasActiveSubscription: false });
  });

  it('a paid checkout whose webhook is lost is confirmed by the next subscription check', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId, { deliver: false });
    expect((await state(userId))?.status).toBe('inactive');
    expect((await call(subscription, userId)).body).toMatchObject({ hasActiveSubscription: true, tier: 'total' });
    expect((await state(userId))?.pendingCheckout).toBeNull();
  });
});

describe('customer-portal', () => {
  it('says there is no subscription when the user has no Stripe customer', async () => {
    expect(await post(portal, randomUUID(), {})).toMatchObject({ status: 404, body: { message: billingMessages.portalNoCustomer } });
  });
});

describe('check-feature-access', () => {
  /** What each tier has, from the two specs (pricing cards and the dashboard), written out by hand. */
  const expected: Record<string, string[]> = {
    starter: ['ai_credit_analysis', 'disputes', 'credit_monitoring', 'email_support'],
    elite: ['ai_credit_analysis', 'disputes', 'credit_monitoring', 'email_support', 'priority_disputes', 'priority_support', 'credit_builder_tools', 'auto_dispute_letters'],
    total: [...FEATURE_NAMES],
  };

  async function userWith(tier: string, status = 'active') {
    const userId = randomUUID();
    await deps.subscriptions.commit({ next: { ...emptyState(userId), tier: tier as 'total', status: status as 'active', kind: 'subscription' }, expectedVersion: 0 });
    return userId;
  }

  it.each(['starter', 'elite', 'total'])('%s: every feature, as the catalogue maps it', async (tier) => {
    const userId = await userWith(tier);
    for (const feature of FEATURE_NAMES) {
      const res = await post(featureAccess, userId, { feature, incrementUsage: false });
      expect(res.status).toBe(200);
      expect(res.body.hasAccess, `${tier} ${feature}`).toBe(expected[tier]!.includes(feature));
    }
  });

  it('nothing without an active subscription (none, past due, cancelled, refunded)', async () => {
    const users = [randomUUID(), await userWith('total', 'past_due'), await userWith('total', 'canceled'), await userWith('elite', 'refunded')];
    for (const userId of users) for (const feature of FEATURE_NAMES) expect((await post(featureAccess, userId, { feature })).body.hasAccess).toBe(false);
  });

  it('refuses an unknown feature name with 400', async () => {
    expect((await post(featureAccess, randomUUID(), { feature: 'free_money' })).status).toBe(400);
  });

  it('Starter: five disputes a month; a sixth is refused even when ten arrive at once', async () => {
    const userId = await userWith('starter');
    const results = await Promise.all(Array.from({ length: 10 }, () => post(featureAccess, userId, { feature: 'disputes', incrementUsage: true })));
    expect(results.filter((r) => r.body.hasAccess === true)).toHaveLength(5);
    expect(await post(featureAccess, userId, { feature: 'disputes', incrementUsage: true })).toMatchObject({ body: { hasAccess: false, used: 5, limit: 5 } });
    expect(await post(featureAccess, userId, { feature: 'disputes', incrementUsage: false })).toMatchObject({ body: { hasAccess: false, used: 5, limit: 5 } });

    // A new calendar month (UTC) starts a new count.
    const nextMonth: Deps = { ...deps, now: () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1, 0, 0, 1)) };
    expect(await checkFeature(nextMonth, userId, 'disputes', true)).toEqual({ hasAccess: true, used: 1, limit: 5 });
  });

  it('Elite and Total: disputes are unlimited', async () => {
    const userId = await userWith('elite');
    const results = await Promise.all(Array.from({ length: 8 }, () => post(featureAccess, userId, { feature: 'disputes', incrementUsage: true })));
    expect(results.every((r) => r.body.hasAccess === true)).toBe(true);
  });
});

describe('the reconciliation job', () => {
  // The job fans out: its scheduler (the real handler) enqueues the drift candidates on an in-process
  // queue whose worker is the real worker's use case, recording the repairs it makes for this run.
  const repairs: Repair[] = [];
  const queue = new InProcessJobQueue(async () => jobWorker('ReconcileSubscriptions', async (d, userId) => void repairs.push(...(await reconcileSubscription(d, userId)))), 3);
  beforeAll(() => useLocalJobQueues((id) => (id === 'ReconcileSubscriptions' ? queue : undefined)));
  afterAll(() => useLocalJobQueues(undefined));
  const run = async () => {
    repairs.length = 0;
    let result = await reconcile();
    // Another file's run may hold the job's lock for the moment it takes to enqueue: wait for it.
    for (let tries = 0; 'skipped' in result && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      result = await reconcile();
    }
    if ('skipped' in result) throw new Error('the reconciliation job stayed locked');
    await queue.drained();
    return { checked: result.enqueued, repairs: [...repairs] };
  };

  it('gives access to a user who paid but whose webhook never came', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId, { deliver: false });
    expect((await state(userId))?.status).toBe('inactive');
    const report = await run();
    expect(report.repairs).toContainEqual(expect.objectContaining({ userId, from: { tier: null, status: 'inactive' }, to: { tier: 'total', status: 'active' } }));
    expect(report.checked).toBeGreaterThan(0);
    expect((await state(userId))?.status).toBe('active');
  });

  it('takes access away from a subscription cancelled at Stripe without a webhook, and gives it back when Stripe says active', async () => {
    withPlan('elite', { comingSoon: false });
    const { userId, sessionId } = await startCheckout('elite');
    await pay(sessionId);
    const { stripeSubscriptionId } = await activeState(userId);
    // The payment's later webhooks read the subscription fresh: let them land before the drift.
    await emulator('/_emulator/deliveries/settle', {});

    await emulator(`/_emulator/subscriptions/${stripeSubscriptionId}/set_status`, { status: 'canceled', deliver: 'false' });
    let report = await run();
    expect(report.repairs).toContainEqual(expect.objectContaining({ userId, from: { tier: 'elite', status: 'active' }, to: { tier: 'elite', status: 'canceled' } }));
    expect((await state(userId))?.status).toBe('canceled');

    await emulator(`/_emulator/subscriptions/${stripeSubscriptionId}/set_status`, { status: 'active', deliver: 'false' });
    report = await run();
    expect(report.repairs).toContainEqual(expect.objectContaining({ userId, to: { tier: 'elite', status: 'active' } }));
    expect((await state(userId))?.status).toBe('active');
    // Nothing left to repair: a second run changes nothing for this user.
    expect((await run()).repairs.filter((r) => r.userId === userId)).toEqual([]);
  });

  it('repairs a stored item drifted by hand, and lists subscriptions from their index partition', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId);
    const current = await activeState(userId);
    await deps.subscriptions.commit({ next: { ...current, status: 'canceled' }, expectedVersion: current.version });
    await run();
    expect((await state(userId))?.status).toBe('active');
    const listed = await indexPartition(deps, 'GSI2', 'SUBSCRIPTIONS');
    expect(listed.some((i) => i.userId === userId)).toBe(true);
  });
});

describe('CROA: cancel within 3 business days', () => {
  it('refunds a one-time purchase in full, in one call', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId);
    const paid = await activeState(userId);
    const view = await call(subscription, userId);
    expect(view.body.cancellation).toMatchObject({ refundable: true });

    const res = await post(cancel, userId, {});
    expect(res).toMatchObject({ status: 200, body: { status: 'refunded', refundedCents: 64900, message: billingMessages.canceledRefunded('$649.00') } });
    expect(await state(userId)).toMatchObject({ status: 'refunded', refundedCents: 64900 });
    const payment = await deps.billing.retrievePayment(paid.stripePaymentIntentId!);
    expect(payment).toMatchObject({ amountCents: 64900, amountRefundedCents: 64900 });
    // The charge.refunded webhook that follows changes nothing more, and a second click has nothing to cancel.
    await emulator('/_emulator/deliveries/settle', {});
    expect((await state(userId))?.status).toBe('refunded');
    expect(await post(cancel, userId, {})).toMatchObject({ status: 400, body: { message: billingMessages.nothingToCancel } });
  });

  it('cancels a monthly subscription at Stripe and refunds its first payment', async () => {
    withPlan('elite', { comingSoon: false });
    const { userId, sessionId } = await startCheckout('elite');
    await pay(sessionId);
    const { stripeSubscriptionId } = await activeState(userId);
    expect(await post(cancel, userId, {})).toMatchObject({ status: 200, body: { status: 'refunded', refundedCents: 9900 } });
    expect((await deps.billing.retrieveSubscription(stripeSubscriptionId!))?.status).toBe('canceled');
    await emulator('/_emulator/deliveries/settle', {});
    const ended = await state(userId);
    expect(ended?.status, JSON.stringify(ended)).toBe('refunded');
  });

  it('still records the refund when Stripe\'s "subscription deleted" webhook lands before our own write', async () => {
    withPlan('elite', { comingSoon: false });
    const { userId, sessionId } = await startCheckout('elite');
    await pay(sessionId);
    await activeState(userId);
    // Deliver Stripe's webhook for the cancellation before the use case writes its own result.
    const racing: Deps = {
      ...deps,
      billing: Object.assign(Object.create(deps.billing) as Deps['billing'], {
        cancelSubscription: async (id: string) => {
          const canceled = await deps.billing.cancelSubscription(id);
          await emulator('/_emulator/deliveries/settle', {});
          expect((await state(userId))?.status).toBe('canceled');
          return canceled;
        },
      }),
    };
    expect(await cancelWithRefund(racing, userId)).toMatchObject({ status: 'refunded', refundedCents: 9900 });
    expect(await state(userId)).toMatchObject({ status: 'refunded', refundedCents: 9900 });
  });

  it('keeps the refund when a read of the subscription taken before the cancellation is applied after it, in the same second', async () => {
    withPlan('elite', { comingSoon: false });
    const { userId, sessionId } = await startCheckout('elite');
    await pay(sessionId);
    const { stripeSubscriptionId } = await activeState(userId);
    await emulator('/_emulator/deliveries/settle', {});
    // A webhook (or the reconciliation) reads the subscription from Stripe just before the client cancels...
    const readBefore = await deps.billing.retrieveSubscription(stripeSubscriptionId!);
    expect(readBefore?.status).toBe('active');
    expect(await cancelWithRefund(deps, userId)).toMatchObject({ status: 'refunded', refundedCents: 9900 });
    const refunded = await state(userId);
    // ...and writes what it read just after our own write, within its second.
    const late: Deps = {
      ...deps,
      now: () => new Date(refunded!.eventAt * 1000),
      billing: Object.assign(Object.create(deps.billing) as Deps['billing'], { retrieveSubscription: async () => readBefore }),
    };
    await reconcileSubscription(late, userId);
    expect((await state(userId))?.status).toBe('refunded');
    // Stripe's own webhooks for the cancellation leave it refunded too.
    await emulator('/_emulator/deliveries/settle', {});
    expect(await state(userId)).toMatchObject({ status: 'refunded', refundedCents: 9900 });
  });

  it('keeps a one-time refund when a read of the payment taken before it is applied after it, in the same second', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId);
    const { stripePaymentIntentId } = await activeState(userId);
    await emulator('/_emulator/deliveries/settle', {});
    // The reconciliation reads the payment from Stripe just before the client cancels...
    const readBefore = await deps.billing.retrievePayment(stripePaymentIntentId!);
    expect(readBefore).toMatchObject({ status: 'succeeded', amountRefundedCents: 0 });
    expect(await cancelWithRefund(deps, userId)).toMatchObject({ status: 'refunded', refundedCents: 64900 });
    await emulator('/_emulator/deliveries/settle', {});
    const refunded = (await state(userId))!;
    expect(refunded).toMatchObject({ status: 'refunded', canceledAt: expect.any(String) });
    // ...and writes what it read just after our own write, within its second: it repairs nothing.
    const late: Deps = {
      ...deps,
      now: () => new Date(refunded.eventAt * 1000),
      billing: Object.assign(Object.create(deps.billing) as Deps['billing'], { retrievePayment: async () => readBefore }),
    };
    expect(await reconcileSubscription(late, userId)).toEqual([]);
    expect(await state(userId)).toEqual(refunded);
  });

  it('after the window, explains why no refund is automatic, and changes nothing', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId);
    const paid = await activeState(userId);
    const deadline = cancellationDeadline(new Date(paid.startedAt!));
    const later: Deps = { ...deps, now: () => new Date(deadline.getTime() + 1000) };
    const error = (await cancelWithRefund(later, userId).catch((e: unknown) => e)) as AppError;
    expect(statusOf(error)).toBe(409);
    expect(error.message).toMatch(/^Your 3-business-day cancellation period ended on .+\. Full refunds are automatic only within that period/);
    expect((await state(userId))?.status).toBe('active');
    expect((await deps.billing.retrievePayment(paid.stripePaymentIntentId!))?.amountRefundedCents).toBe(0);
  });
});

describe('after-service plans (CROA: no charge before the work is done)', () => {
  // A real admin with an authenticator: staff routes re-check the directory on every call.
  let admin = '';
  beforeAll(async () => {
    admin = (await makeMember(deps, 'admin', undefined, { totp: true })).id;
  }, 60_000);
  // `at`: the handlers' clock when it is not now; the admin signed in a minute before it.
  const markDone = (userId: string, at?: Date) =>
    call(workPerformed, admin, { method: 'POST', params: { userId }, path: `/api/admin/users/${userId}/work-performed` }, ['admin'], at && new Date(at.getTime() - 60_000));

  /** A dispute whose items the bureaus answered "deleted" today (the work a per-item plan pays for). */
  async function deletions(userId: string, bureaus: StoredDispute['items'][number]['bureau'][]) {
    const today = new Date().toISOString();
    await deps.disputes.create({
      id: randomUUID(), userId, accountName: 'CAPITAL ONE ····4821', accountKey: null, findingId: null, reason: 'Incorrect balance reported',
      description: 'The balance is wrong.', amountCents: null, status: 'resolved', createdAt: today, updatedAt: today,
      items: bureaus.map((bureau) => ({ bureau, sentAt: today.slice(0, 10), dueAt: null, extended: false, result: 'deleted' as const, respondedAt: today.slice(0, 10), verificationRequestedAt: null, reinsertedAt: null, reinsertionNoticeAt: null, trackingNumber: null, receivedAt: null, supplementSentAt: null })),
      earliestSendDate: today.slice(0, 10), afterFreeDisclosure: false, newInformation: null, addedInformation: [], bureauResponse: null, resolutionNotes: null, autoGenerated: false, priority: true, letterKeys: {}, ladder: null, affirmation: null, version: 1,
    });
  }

  it('Total: saves the card at checkout, charges nothing until items are deleted, then per item deleted, once each, up to the plan’s price', async () => {
    withChargingMode('after-service');
    const { userId, sessionId } = await startCheckout('total');
    expect((await deps.billing.retrieveCheckoutSession(sessionId))!.mode).toBe('setup');
    await pay(sessionId);
    const active = await activeState(userId);
    expect(active).toMatchObject({ chargeTiming: 'after-service', amountPaidCents: 0, paymentMethodId: expect.stringMatching(/^pm_/) });
    expect(await deps.billing.listPayments(active.stripeCustomerId!)).toEqual([]);
    expect((await call(subscription, userId)).body).toMatchObject({ hasActiveSubscription: true, chargeTiming: 'after-service', workPerformedAt: null });
    // The admin's client list offers "Work performed" on this client while it may still owe for work.
    const createdAt = new Date().toISOString();
    await deps.users.createUser({ id: userId, role: 'client', fullName: 'After Service', email: `${userId}@billing.test`, createdAt }, { client: { id: userId, partnerId: null, folderIds: {}, createdAt } });
    const pending = async () => (await deps.userViews.getUserViews([userId])).get(userId)?.client?.afterServiceChargePending;
    expect(await pending()).toBe(true);

    // Nothing deleted yet: nothing to charge.
    expect(await markDone(userId)).toMatchObject({ status: 409, body: { message: billingMessages.workNothingCompleted('deleted-item') } });
    await deletions(userId, ['equifax', 'experian']);
    const [first, second] = await Promise.all([markDone(userId), markDone(userId)]);
    const ok = [first, second].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [first, second]) expect([200, 409]).toContain(r.status);
    expect(ok[0]!.body).toMatchObject({ chargedCents: 20000, message: billingMessages.workCharged('$200.00') });
    expect(await markDone(userId)).toMatchObject({ status: 409, body: { message: billingMessages.workNothingCompleted('deleted-item') } });
    expect((await deps.billing.listPayments(active.stripeCustomerId!)).map((p) => [p.amountCents, p.status])).toEqual([[20000, 'succeeded']]);
    expect(await state(userId)).toMatchObject({ serviceChargedUnits: 2, serviceChargedCents: 20000, amountPaidCents: 20000, workPerformedAt: expect.any(String) });
    expect(await pending()).toBe(true);

    // Seven more deletions would be $700: only the $449 left of the plan's $649 is charged, and then no more.
    await deletions(userId, ['transunion', 'equifax', 'experian', 'transunion', 'equifax', 'experian', 'transunion']);
    expect(await markDone(userId)).toMatchObject({ status: 200, body: { chargedCents: 44900 } });
    expect(await markDone(userId)).toMatchObject({ status: 409, body: { message: billingMessages.workAlreadyCharged } });
    const payments = await deps.billing.listPayments(active.stripeCustomerId!);
    expect(payments.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([20000, 44900]);
    expect(await pending()).toBe(false);
    const audit = await indexPartition(deps, 'GSI2', 'AUDIT');
    // Each click that charged is audited (both concurrent clicks may answer 200 with the one idempotent payment).
    expect(audit.filter((a) => a.action === 'billing.work-performed' && a.targetUserId === userId && a.actorId === admin).length).toBeGreaterThanOrEqual(2);
  });

  it('a monthly plan: sold after-service, each full month is charged only after it is rendered; ending it later charges nothing more', async () => {
    withPlan('elite', { comingSoon: false });
    withChargingMode('after-service');
    const { userId, sessionId } = await startCheckout('elite');
    expect((await deps.billing.retrieveCheckoutSession(sessionId))!.mode).toBe('setup');
    await pay(sessionId);
    const active = await activeState(userId);
    expect(active).toMatchObject({ kind: 'subscription', chargeTiming: 'after-service', amountPaidCents: 0, stripeSubscriptionId: null });
    expect(await markDone(userId)).toMatchObject({ status: 409, body: { message: billingMessages.workNothingCompleted('month') } });

    // Two months and a day later: two months rendered, charged $99 each, once.
    const later = new Date(new Date(active.startedAt!).getTime() + 62 * 86_400_000);
    withChargingMode('after-service', () => later);
    expect(await markDone(userId, later)).toMatchObject({ status: 200, body: { chargedCents: 19800 } });
    expect(await markDone(userId, later)).toMatchObject({ status: 409, body: { message: billingMessages.workNothingCompleted('month') } });
    // Past the 3-day window the client can still end the plan (nothing was paid in advance); nothing more is charged.
    expect(await post(cancel, userId, {})).toMatchObject({ status: 200, body: { status: 'canceled', refundedCents: 0, message: billingMessages.canceledAfterService } });
    expect(await markDone(userId, later)).toMatchObject({ status: 400, body: { message: billingMessages.workNotAfterService } });
    expect((await deps.billing.listPayments(active.stripeCustomerId!)).map((p) => p.amountCents)).toEqual([19800]);
  });

  it('a declined saved card is reported to the admin and nothing is recorded as paid', async () => {
    withChargingMode('after-service');
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId, { card: '4000000000000341' });
    await activeState(userId);
    await deletions(userId, ['equifax']);
    const res = await markDone(userId);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(billingMessages.workChargeDeclined('Your card was declined.'));
    expect(await state(userId)).toMatchObject({ serviceChargePaymentIntentId: null, serviceChargedUnits: 0, amountPaidCents: 0 });
  });

  it('cancelling within the window before the work is done ends the plan with nothing charged', async () => {
    withChargingMode('after-service');
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId);
    await activeState(userId);
    expect(await post(cancel, userId, {})).toMatchObject({ status: 200, body: { status: 'canceled', refundedCents: 0, message: billingMessages.canceledNothingCharged } });
    expect(await markDone(userId)).toMatchObject({ status: 400, body: { message: billingMessages.workNotAfterService } });
  });

  it('refuses to charge a client whose plan is paid upfront, or an unknown user', async () => {
    const { userId, sessionId } = await startCheckout('total');
    await pay(sessionId);
    await activeState(userId);
    expect(await markDone(userId)).toMatchObject({ status: 400, body: { message: billingMessages.workNotAfterService } });
    expect((await markDone(randomUUID())).status).toBe(404);
  });
});

describe('account deletion and billing', () => {
  it('deletes the Stripe customer and the billing items, and keeps signed agreements for the retention period', async () => {
    const { closeBillingAccount } = await import('../../../lambdas/use-cases/billing/close-account.js');
    const { userId, sessionId, agreementId } = await startCheckout('total');
    await pay(sessionId);
    const { stripeCustomerId } = await activeState(userId);
    await closeBillingAccount(deps, userId);
    await deps.users.deleteUserData(userId, deps.now());
    expect(await itemsUnder(deps, `USER#${userId}`)).toEqual([]);
    const retained = await itemsUnder(deps, `RETAINED#USER#${userId}`);
    expect(retained).toEqual(expect.arrayContaining([expect.objectContaining({ id: agreementId, version: AGREEMENT_VERSION, ip: '127.0.0.1' })]));
    const twoYears = Date.now() / 1000 + 2 * 365 * 86400;
    for (const item of retained) expect(item.expiresAt as number).toBeGreaterThan(twoYears - 86400);
    const customer = await emulator(`/v1/customers/${stripeCustomerId}`, {}, 'GET');
    expect(customer.status).toBe(404);
  });
});
