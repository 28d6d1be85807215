import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '@contract/billing';
import { planByTier } from '@domain/plans';
import { setRuntimeConfig } from '../../../../web/src/config/runtime-config';
import { runCheckout, type CheckoutEffects } from '../../../../web/src/components/pricing/checkout';
import { testConfig } from '../../render';

const total = planByTier('total')!;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The two server answers in order: get-price-for-product, then create-checkout. */
function server(price: () => Response | Promise<Response>, checkout: () => Response | Promise<Response> = () => json(200, { url: 'https://checkout.test/cs_1' })) {
  const fetchMock = vi.fn(async (url: string) => (String(url).endsWith('/billing/price') ? price() : checkout()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function effects(over: Partial<CheckoutEffects> = {}) {
  const errors: string[] = [];
  const fx: CheckoutEffects = { notifyError: (m) => errors.push(m), assign: vi.fn(), open: vi.fn(() => ({}) as Window), ...over };
  return { fx, errors };
}

describe('the pricing button’s checkout (spec section 8, pricing flow)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the price by the plan’s product id, creates the session under the agreement, and goes there in the same window', async () => {
    setRuntimeConfig(testConfig);
    const fetchMock = server(() => json(200, { priceId: 'price_1' }));
    const { fx, errors } = effects();
    await expect(runCheckout(total, 'agreement-1', fx)).resolves.toBe(true);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ productId: 'total_one_time', planType: 'one-time' });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toEqual({ priceId: 'price_1', planType: 'one-time', agreementId: 'agreement-1' });
    expect(fx.assign).toHaveBeenCalledWith('https://checkout.test/cs_1');
    expect(fx.open).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it.each([
    ['the price call fails', () => server(() => json(503, { message: 'Stripe is down' })), billingMessages.pricingFailed('Stripe is down')],
    ['the price call fails without a message', () => server(() => new Response('oops', { status: 500 })), billingMessages.pricingFailed('Request failed (HTTP 500)')],
    ['there is no price', () => server(() => json(200, { priceId: null })), 'No pricing found for this plan. Product ID: total_one_time'],
    ['checkout fails', () => server(() => json(200, { priceId: 'p' }), () => json(400, { message: billingMessages.agreementRequired })), `Checkout failed: ${billingMessages.agreementRequired}`],
    ['checkout returns no url', () => server(() => json(200, { priceId: 'p' }), () => json(200, { url: null })), 'Unable to create checkout session. Please contact support.'],
  ])('when %s, says so', async (_when, arrange, message) => {
    setRuntimeConfig(testConfig);
    arrange();
    const { fx, errors } = effects();
    await expect(runCheckout(total, 'a', fx)).resolves.toBe(false);
    expect(errors).toEqual([message]);
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it('falls back to a new window when same-window navigation fails, and names popup blockers when that fails too', async () => {
    setRuntimeConfig(testConfig);
    server(() => json(200, { priceId: 'p' }));
    const refused = () => {
      throw new Error('navigation blocked');
    };
    const opened = effects({ assign: refused });
    await expect(runCheckout(total, 'a', opened.fx)).resolves.toBe(true);
    expect(opened.fx.open).toHaveBeenCalledWith('https://checkout.test/cs_1');

    const blocked = effects({ assign: refused, open: () => null });
    await expect(runCheckout(total, 'a', blocked.fx)).resolves.toBe(false);
    expect(blocked.errors).toEqual(['Unable to open checkout. Please disable popup blockers and try again.']);
  });

  it('reports anything else as "An error occurred", with Unknown error when there is no message', async () => {
    setRuntimeConfig(testConfig);
    server(() => json(200, { priceId: 'p' }));
    const { fx, errors } = effects({
      assign: () => {
        throw new Error('x');
      },
      open: () => {
        throw new Error('');
      },
    });
    await runCheckout(total, 'a', fx);
    expect(errors).toEqual(['An error occurred: Unknown error']);
  });
});
