import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '@contract/billing';
import { ApiError } from '../../../web/src/lib/api';
import { PlanCards } from '../../../web/src/components/pricing/plan-cards';
import { PricingSection } from '../../../web/src/components/pricing/pricing-section';
import { RouterNav } from '../../../web/src/app/router-nav';
import { SubscriptionCard } from '../../../web/src/components/subscription/subscription-card';
import PaymentCanceledPage from '../../../web/src/features/billing/payment-canceled-page';
import PaymentSuccessPage from '../../../web/src/features/billing/payment-success-page';
import { portalErrorMessage } from '../../../web/src/components/subscription/use-manage-subscription';
import { renderRoutes, renderWithProviders } from '../render';

const stubSubscription = (body: unknown, status = 200) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

describe('billing pages and cards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // One toast at a time (spec): drop the previous test's, so each page's own toast shows.
    notifications.clean();
  });

  it('plan cards: prices in dollars with two decimals; Starter and Elite coming soon; Total most popular; one busy plan disables every button', () => {
    const { rerender } = renderWithProviders(<PlanCards busyKey={null} onChoose={() => {}} />);
    void rerender;
    expect(screen.getByText('$49.00')).toBeTruthy();
    expect(screen.getByText('$649.00')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Launching Soon' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Get Started' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('while a plan is starting, its button is busy and every other is disabled', () => {
    renderWithProviders(<PlanCards busyKey="total_one_time" onChoose={() => {}} />);
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.every((b) => b.disabled || b.getAttribute('data-loading') === 'true')).toBe(true);
  });

  it('a visitor’s plan button goes to /signup', async () => {
    // The app's layout gives its pages the router's navigation (app/router-nav.tsx).
    const { router } = renderRoutes([
      {
        path: '/',
        element: (
          <RouterNav>
            <PricingSection />
          </RouterNav>
        ),
      },
      { path: '/signup', element: <p>signup page</p> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    await screen.findByText('signup page');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('/payment-success shows the success toast and a way to the profile', async () => {
    renderWithProviders(<PaymentSuccessPage />);
    expect(await screen.findByRole('heading', { name: billingMessages.paymentSuccessTitle })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(billingMessages.paymentSuccessMessage).length).toBeGreaterThan(1));
    expect(screen.getByRole('link', { name: 'Go to My Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('/payment-canceled shows the warning toast and links back to the plans and home', async () => {
    renderWithProviders(<PaymentCanceledPage />);
    await waitFor(() => expect(screen.getAllByText(billingMessages.paymentCanceledMessage).length).toBeGreaterThan(1));
    expect(screen.getByRole('link', { name: 'Choose a Plan' }).getAttribute('href')).toBe('/payment-required');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('subscription card without a plan: "No Active Subscription" and "Choose Your Plan" to /#pricing', async () => {
    stubSubscription({ tier: null, status: 'inactive', startedAt: null, started_at: null, hasActiveSubscription: false });
    renderWithProviders(<SubscriptionCard />);
    expect(screen.getByLabelText('Loading subscription')).toBeTruthy();
    expect(await screen.findByText('No Active Subscription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose Your Plan' }).getAttribute('href')).toBe('/#pricing');
  });

  it('subscription card with a plan: name, Active badge, start date, the tier’s features, and the refund window', async () => {
    stubSubscription({
      tier: 'elite',
      status: 'active',
      startedAt: '2025-03-12T14:00:00.000Z',
      started_at: '2025-03-12T14:00:00.000Z',
      hasActiveSubscription: true,
      hasBillingAccount: true,
      cancellation: { refundable: true, deadline: '2025-03-18T10:00:00.000Z' },
    });
    renderWithProviders(<SubscriptionCard />);
    expect(await screen.findByText('Elite Credit Recovery')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Started March 12, 2025')).toBeTruthy();
    for (const f of ['Credit Analysis', 'Unlimited Disputes', 'Priority Disputes', 'Credit Builder Tools', 'Priority Support']) expect(screen.getByText(f)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeTruthy();
    expect(screen.getByText(/before midnight \(Hawaii time\) on March 17, 2025/)).toBeTruthy();
  });

  it('after the 3 business days, the cancel control explains why there is no automatic refund', async () => {
    stubSubscription({
      tier: 'total',
      status: 'active',
      startedAt: '2025-03-12T14:00:00.000Z',
      started_at: '2025-03-12T14:00:00.000Z',
      hasActiveSubscription: true,
      cancellation: { refundable: false, deadline: '2025-03-18T10:00:00.000Z' },
    });
    renderWithProviders(<SubscriptionCard />);
    expect(await screen.findByText(/Your 3-business-day cancellation period ended on March 17, 2025/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  });

  it('after-service: the card says only completed work is paid, and the plan can be ended after the 3 days', async () => {
    stubSubscription({
      tier: 'total',
      status: 'active',
      startedAt: '2025-03-12T14:00:00.000Z',
      started_at: '2025-03-12T14:00:00.000Z',
      hasActiveSubscription: true,
      chargeTiming: 'after-service',
      workPerformedAt: null,
      cancellation: { refundable: false, deadline: '2025-03-18T10:00:00.000Z' },
    });
    renderWithProviders(<SubscriptionCard />);
    expect(await screen.findByText('You pay only for work completed: nothing has been charged yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End my plan' })).toBeTruthy();
    expect(screen.getByText('You pay only for work completed before you end your plan.')).toBeTruthy();
    expect(screen.queryByText(/Your 3-business-day cancellation period ended/)).toBeNull();
  });

  it('the portal’s three messages', () => {
    expect(portalErrorMessage(new ApiError(401, 'Unauthorized'))).toBe('Session expired. Please log in again.');
    expect(portalErrorMessage(new ApiError(404, billingMessages.portalNoCustomer))).toBe('No subscription found. Please subscribe first.');
    expect(portalErrorMessage(new ApiError(503, 'down'))).toBe('Could not load subscription management portal');
    expect(portalErrorMessage(new Error('no url'))).toBe('Could not load subscription management portal');
  });
});
