import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicFiguresResponse } from '@contract/public';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { LandingPage } = await import('../../../../web/src/features/landing/landing-page');
const { PaymentRequiredPage } = await import('../../../../web/src/features/billing/payment-required-page');
const { render: prerender } = await import('../../../../web/src/entry-server');

const belowSample = (clients: number): PublicFiguresResponse => ({
  averageScoreChange: null,
  clientsRoseThisWeek: null,
  medianDaysToFirstDeletion: null,
  deletions: null,
  activity: [],
  samples: { averageScoreChange: clients, clientsRoseThisWeek: clients, medianDaysToFirstDeletion: clients },
  minimumSample: 30,
  asOf: '2026-11-20T12:00:00.000Z',
});

const measured: PublicFiguresResponse = {
  averageScoreChange: 31,
  clientsRoseThisWeek: 412,
  medianDaysToFirstDeletion: 41,
  deletions: 1204,
  activity: [
    { at: '2026-11-18', bureau: 'experian', initial: 'J', state: 'TX' },
    { at: '2026-11-17', bureau: 'equifax', initial: null, state: 'OH' },
  ],
  samples: { averageScoreChange: 30, clientsRoseThisWeek: 640, medianDaysToFirstDeletion: 30 },
  minimumSample: 30,
  asOf: '2026-11-20T12:00:00.000Z',
};

/** The API: the figures as given; anything else is a 404. */
function serve(figures: PublicFiguresResponse) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      return String(url).endsWith('/api/public/figures')
        ? new Response(JSON.stringify(figures), { status: 200 })
        : new Response(JSON.stringify({ message: 'Not found', requestId: 'r' }), { status: 404 });
    }),
  );
  return calls;
}

const INVENTED = ['200+', '+72', '38 days', '4.2', 'boosted'];

describe('the public figures on the landing and payment pages', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('below the minimum sample (29 clients) shows words that make no claim, and no activity', async () => {
    const calls = serve(belowSample(29));
    renderWithProviders(<LandingPage />);
    await vi.waitFor(() => expect(calls.some((c) => c.endsWith('/api/public/figures'))).toBe(true));
    expect(await screen.findByText('Disputes built from your own credit reports')).toBeTruthy();
    const panel = screen.getByRole('heading', { name: 'Average Results' }).closest('.mantine-Card-root') as HTMLElement;
    expect(within(panel).getByText('Your reports')).toBeTruthy();
    expect(within(panel).getByText('By law')).toBeTruthy();
    expect(within(panel).getByText('We publish our clients’ measured results here once at least 30 clients have them')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recent results of our clients' })).toBeNull();
    for (const invented of INVENTED) expect(document.body.textContent).not.toContain(invented);
    expect(panel.textContent).not.toMatch(/points|\+/);
  });

  it('from the minimum sample shows the measured numbers, and real anonymised events (an initial and a state at most)', async () => {
    serve(measured);
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('412 clients raised their scores this week')).toBeTruthy();
    const panel = screen.getByRole('heading', { name: 'Average Results' }).closest('.mantine-Card-root') as HTMLElement;
    expect(within(panel).getByText('+31 points')).toBeTruthy();
    expect(within(panel).getByText('1,204')).toBeTruthy();
    expect(within(panel).getByText('41 days')).toBeTruthy();
    const feed = screen.getByRole('list', { name: 'Recent results of our clients' });
    expect(within(feed).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Negative item deleted by ExperianJ., TX · November 18, 2026',
      'Negative item deleted by EquifaxOH · November 17, 2026',
    ]);
    // The new elements pass axe-core's rules that jsdom can check (the browser audit adds contrast).
    const results = await axe.run(feed.closest('.mantine-Card-root') as HTMLElement, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('the payment page states the measured results, or words', async () => {
    serve(measured);
    const first = renderWithProviders(<PaymentRequiredPage />);
    expect(await screen.findByText('Our clients’ scores changed by +31 points on average over the past 12 months, and a first item was removed after a median of 41 days.')).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();
    serve(belowSample(0));
    renderWithProviders(<PaymentRequiredPage />);
    expect(await screen.findByText(/Results depend on what your reports hold/)).toBeTruthy();
    for (const invented of INVENTED) expect(document.body.textContent).not.toContain(invented);
  });

  it('the prerendered landing holds no figure: the numbers fill in after load', async () => {
    const { html } = await prerender('/');
    for (const invented of INVENTED) expect(html).not.toContain(invented);
    expect(html).toContain('Disputes built from your own credit reports');
    expect(html).toContain('We publish our clients’ measured results here once at least 30 clients have them');
    expect(html).not.toMatch(/\bAI\b/);
  });
});
