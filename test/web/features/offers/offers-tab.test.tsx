import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offersMessages as m, type MatchedOffer, type OffersResponse } from '@contract/offers';
import type { DashboardResponse } from '@contract/dashboard';
import { renderWithProviders } from '../../render';
import { dashboardFixture } from '../profile/dashboard';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));

const { default: OffersTab } = await import('../../../../web/src/features/offers/offers-tab');

afterEach(() => vi.unstubAllGlobals());

const offer = (id: string, title: string, reasons: string[]): MatchedOffer => ({
  id,
  title,
  provider: 'Lumen Financial',
  type: 'credit_card',
  reward: '2% cash back on every purchase',
  description: 'Flat cash back.',
  requirements: '580+ credit score',
  features: ['No annual fee'],
  badge: 'Matches your profile',
  badgeColor: 'teal',
  preQualified: false,
  reasons,
  disclosure: 'Variable APR 24.49%. Fictional.',
});
const defaults: OffersResponse = { offers: [offer('lumen', 'Lumen Everyday Cash Card', ['Because your Experian VantageScore 3.0 is 684'])], hasReport: true, sandbox: true };
const matched: OffersResponse = {
  offers: [offer('summit', 'Summit Voyager Rewards Card', ['Because your Experian VantageScore 3.0 is 684', 'Your income of $50,000 meets the minimum']), offer('bayview', 'Bayview Member Personal Loan', ['It is available in California'])],
  hasReport: true,
  sandbox: true,
};

type Call = { method: string; path: string; body: unknown };
function serve(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', stage: 'test' }));
      const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const filled = (): DashboardResponse =>
  dashboardFixture(4, {
    profile: { fullName: 'Jane Client', email: 'jane@example.com', signInEmail: 'jane@example.com', phoneNumber: '4155550123', dateOfBirth: '1990-05-01', street: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' },
    client: { ...dashboardFixture().client, annualIncomeCents: 5_000_000 },
  });

function renderTab(dashboard = filled(), goTo = vi.fn()) {
  renderWithProviders(<OffersTab dashboard={dashboard} goTo={goTo} />);
  return goTo;
}

describe('the Offers tab', () => {
  it('shows the intro, the advertiser disclosure and the offers the latest file qualifies for, with their reasons and badge', async () => {
    serve(() => json(defaults));
    renderTab();
    expect(screen.getByRole('heading', { name: m.introTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.seeMyOffers })).toBeTruthy();
    expect(screen.getByTestId('advertiser-disclosure').textContent).toContain('paid');
    const card = await screen.findByRole('article', { name: 'Lumen Everyday Cash Card' });
    expect(within(card).getByText('Because your Experian VantageScore 3.0 is 684')).toBeTruthy();
    expect(within(card).getByText('Matches your profile')).toBeTruthy();
    for (const text of ['Lumen Financial · Credit Card', '2% cash back on every purchase', 'Flat cash back.', 'No annual fee']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Apply Now/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Learn More/ })).toBeTruthy();
    expect(screen.queryByText(/pre-approved/i)).toBeNull();
    expect(screen.getByRole('heading', { name: m.betterCreditTitle })).toBeTruthy();
  });

  it('says how to get offers before the first pull', async () => {
    serve(() => json({ offers: [], hasReport: false, sandbox: true }));
    renderTab();
    expect(await screen.findByText(m.noReport)).toBeTruthy();
  });

  it('shows every validation message of the intake form, word for word, and sends nothing', async () => {
    const calls = serve(() => json(defaults));
    const empty = dashboardFixture(4, { profile: { ...dashboardFixture().profile, fullName: '', email: '' } });
    renderTab(empty);
    fireEvent.click(screen.getByRole('button', { name: m.seeMyOffers }));
    const dialog = await screen.findByRole('dialog', { name: m.formTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: m.formSubmit }));
    for (const message of [
      'Annual income is required',
      'Valid phone number is required',
      'Date of birth is required',
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'State is required',
      'Valid zip code is required',
      'Valid email is required',
      'You must agree to proceed',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(calls.filter((c) => c.path === '/api/offers/match')).toEqual([]);
  });

  it('shows "Finding Your Best Offers" while the server matches, then the best match and More Options; only income, state and purpose are sent', async () => {
    let answer!: (r: Response) => void;
    const calls = serve((call) => (call.path === '/api/offers/match' ? new Promise<Response>((resolve) => (answer = resolve)) : json(defaults)));
    renderTab();
    await screen.findByRole('article', { name: 'Lumen Everyday Cash Card' });
    fireEvent.click(screen.getByRole('button', { name: m.seeMyOffers }));
    const dialog = await screen.findByRole('dialog', { name: m.formTitle });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: m.consentLabel }));
    fireEvent.click(within(dialog).getByRole('button', { name: m.formSubmit }));

    expect(await screen.findByText(m.loading)).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/offers/match')).toBe(true));
    expect(calls.find((c) => c.path === '/api/offers/match')?.body).toEqual({ cardPurpose: null, annualIncomeCents: 5_000_000, state: 'CA', consent: true });
    answer(json(matched));

    const list = await screen.findByTestId('matched-offers');
    expect(screen.queryByText(m.loading)).toBeNull();
    expect(within(list).getByRole('heading', { name: m.moreOptions })).toBeTruthy();
    const titles = within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(titles).toEqual(['Summit Voyager Rewards Card', 'Bayview Member Personal Loan']);
    expect(within(list).getByText('Your income of $50,000 meets the minimum')).toBeTruthy();
  });

  it('says "Failed to get offers. Please try again." when matching fails', async () => {
    serve((call) => (call.path === '/api/offers/match' ? json({ message: 'down' }, 503) : json(defaults)));
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: m.seeMyOffers }));
    const dialog = await screen.findByRole('dialog', { name: m.formTitle });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: m.consentLabel }));
    fireEvent.click(within(dialog).getByRole('button', { name: m.formSubmit }));
    expect((await screen.findAllByText(m.failed)).length).toBeGreaterThan(0);
  });

  it('records an Apply Now click and opens the issuer’s page in a new tab', async () => {
    const calls = serve((call) => (call.path.endsWith('/click') ? json({ link: 'https://example.com/offers/lumen' }) : json(defaults)));
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderTab();
    const card = await screen.findByRole('article', { name: 'Lumen Everyday Cash Card' });
    fireEvent.click(within(card).getByRole('button', { name: /^Apply Now/ }));
    await waitFor(() => expect(tab.location.href).toBe('https://example.com/offers/lumen'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.find((c) => c.path === '/api/offers/lumen/click')).toMatchObject({ method: 'POST', body: { button: 'apply' } });
  });

  it('leads to the action plan on Credit Tools', async () => {
    serve(() => json(defaults));
    const goTo = renderTab();
    fireEvent.click(screen.getByRole('button', { name: m.viewTips }));
    expect(goTo).toHaveBeenCalledWith('credit');
  });
});
