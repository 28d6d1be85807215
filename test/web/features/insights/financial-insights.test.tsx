import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankMessages as m, type InsightsView } from '@contract/bank';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));

const { FinancialInsights } = await import('../../../../web/src/features/insights/financial-insights');

afterEach(() => vi.unstubAllGlobals());

const connection: InsightsView['connection'] = {
  institution: 'Sandbox Community Bank',
  accounts: [{ name: 'Everyday Checking', mask: '4821' }],
  connectedAt: '2026-11-20T10:00:00.000Z',
  lastSyncedAt: '2026-11-23T10:00:00.000Z',
  sandbox: true,
};
const categories = ['Food and drink', 'Rent and utilities', 'Transportation', 'Entertainment', 'Personal care', 'General merchandise', 'Travel'];
const full: InsightsView = {
  connection,
  spending: {
    from: '2026-10-25',
    to: '2026-11-23',
    totalCents: 70_000,
    categories: categories.map((category, i) => ({ category, totalCents: 10_000, percent: 14.3 + i * 0 })),
  },
  recurring: [
    { name: 'Maple Court Apartments', category: ['Rent and utilities', 'Rent'], amountCents: 165_000, lastDate: '2026-11-01', cadence: 'monthly' },
    { name: 'Mystery Payee', category: [], amountCents: 2_000, lastDate: '2026-11-10', cadence: 'weekly' },
    ...['A', 'B', 'C', 'D', 'E'].map((n) => ({ name: `Payee ${n}`, category: ['General services'], amountCents: 1000, lastDate: '2026-11-02', cadence: 'monthly' as const })),
  ],
  subscriptions: [{ name: 'StreamFlix', amountCents: 1549, lastDate: '2026-11-05' }],
};

describe('the Financial Insights card', () => {
  it('shows the top five spending categories with percent and bar, then "+ N more categories", and the footer', async () => {
    renderWithProviders(<FinancialInsights insights={full} />);
    const card = await screen.findByTestId('financial-insights');
    expect(within(card).getByRole('heading', { name: m.title })).toBeTruthy();
    expect(within(card).getAllByRole('progressbar')).toHaveLength(5);
    expect(within(card).getByText('+ 2 more categories')).toBeTruthy();
    expect(within(card).queryByText('Travel')).toBeNull();
    expect(within(card).getByText(m.footer)).toBeTruthy();
    expect(within(card).getByText('$700.00')).toBeTruthy();
  });

  it('lists recurring payments with the category path, "Uncategorized", the amount and the last date, and monthly subscriptions', async () => {
    renderWithProviders(<FinancialInsights insights={full} />);
    fireEvent.click(await screen.findByRole('tab', { name: m.tabs.recurring }));
    expect(await screen.findByText('Rent and utilities › Rent')).toBeTruthy();
    expect(screen.getByText(m.uncategorized)).toBeTruthy();
    expect(screen.getByText('$1,650.00')).toBeTruthy();
    expect(screen.getByText('Last: Nov 1, 2026')).toBeTruthy();
    expect(screen.getByText('+ 2 more recurring payments')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: m.tabs.subscriptions }));
    expect(await screen.findByText('StreamFlix')).toBeTruthy();
    expect(screen.getByText(m.monthly)).toBeTruthy();
    expect(screen.queryByText(/more subscriptions/)).toBeNull();
  });

  it('says so when a tab has nothing', async () => {
    renderWithProviders(<FinancialInsights insights={{ connection, spending: { from: null, to: null, totalCents: 0, categories: [] }, recurring: [], subscriptions: [] }} />);
    expect(await screen.findByText(m.noSpending)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: m.tabs.recurring }));
    expect(await screen.findByText(m.noRecurring)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: m.tabs.subscriptions }));
    expect(await screen.findByText(m.noSubscriptions)).toBeTruthy();
  });

  it('offers to connect a bank when none is, and sends the sandbox link flow’s public token', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', stage: 'test' }));
        calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.pathname === '/api/bank/link-token') return new Response(JSON.stringify({ linkToken: 'link-sandbox-dXNlcg-1767225600000', sandbox: true }));
        return new Response(JSON.stringify({ message: 'The bank is down' }), { status: 503 });
      }),
    );
    renderWithProviders(<FinancialInsights insights={null} />);
    fireEvent.click(await screen.findByRole('button', { name: m.connect }));
    const dialog = await screen.findByRole('dialog', { name: m.connectDialogTitle });
    expect(within(dialog).getByText(m.sandboxNotice)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.connectButton }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/bank/link-token', '/api/bank/connect']));
    expect(calls[1]!.body).toEqual({ publicToken: 'public-sandbox-dXNlcg' });
    // A provider outage reads as our message, not the server's internals; the dialog stays open to try again.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.failed);
  });
});
