import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRow, PartnerRow } from '@contract/admin';
import { adminMessages } from '@contract/messages';
import { AnalyticsTab } from '../../../../web/src/features/admin/analytics-tab';
import { ClientsTab } from '../../../../web/src/features/admin/clients-tab';
import { PartnersTab } from '../../../../web/src/features/admin/partners-tab';
import { renderWithProviders } from '../../render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const client = (n: number, over: Partial<ClientRow> = {}): ClientRow => ({
  id: `c${n}`,
  name: `Client ${n}`,
  email: `client${n}@example.com`,
  phone: null,
  address: null,
  partner: null,
  createdAt: '2025-05-01T00:00:00.000Z',
  ...over,
});
const partner: PartnerRow = {
  id: 'p1',
  name: 'Pat',
  businessName: 'Demo Partners LLC',
  email: 'pat@example.com',
  phone: null,
  clientCount: 101,
  referralCode: 'DEMO2025',
  createdAt: '2025-04-01T00:00:00.000Z',
};

/** A fake API: answers by path, and records every URL asked for. */
function serve(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      return answer(url);
    }),
  );
  return urls;
}

describe('admin lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a one-letter search shows a hint, not "Failed to fetch clients", keeps the table and asks nothing', async () => {
    const urls = serve((url) => (url.searchParams.get('q') ? json(400, { message: adminMessages.searchTooShort, requestId: 'r' }) : json(200, { items: [client(1)], nextCursor: null })));
    renderWithProviders(<ClientsTab />);
    await screen.findByRole('cell', { name: 'client1@example.com' });
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'a' } });
    expect(screen.getByText(adminMessages.searchTooShort)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('cell', { name: 'client1@example.com' })).toBeTruthy();
    expect(urls.every((u) => !u.searchParams.has('q'))).toBe(true);
  });

  it('a search the server can run is sent with the list’s query', async () => {
    const urls = serve((url) => json(200, { items: url.searchParams.get('q') === 'client 2' ? [client(2)] : [client(1)], nextCursor: null }));
    renderWithProviders(<ClientsTab />);
    await screen.findByRole('cell', { name: 'client1@example.com' });
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'client 2' } });
    await screen.findByRole('cell', { name: 'client2@example.com' });
    expect(urls.at(-1)!.searchParams.get('q')).toBe('client 2');
    expect(screen.queryByText(adminMessages.searchTooShort)).toBeNull();
  });

  it('"Work performed" shows only on a client whose after-service purchase awaits its charge', async () => {
    serve(() => json(200, { items: [client(1, { afterServiceChargePending: true }), client(2), client(3, { afterServiceChargePending: false })], nextCursor: null }));
    renderWithProviders(<ClientsTab />);
    const row = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;
    await screen.findByRole('cell', { name: 'client1@example.com' });
    expect(within(row('client1@example.com')).queryByRole('button', { name: 'Work performed' })).toBeTruthy();
    expect(within(row('client2@example.com')).queryByRole('button', { name: 'Work performed' })).toBeNull();
    expect(within(row('client3@example.com')).queryByRole('button', { name: 'Work performed' })).toBeNull();
  });

  // 101 rows of Mantine in jsdom take a few seconds on a busy machine.
  it('"View Clients" pages past the first 100 with the server’s cursor', { timeout: 30_000 }, async () => {
    const first = Array.from({ length: 100 }, (_, i) => client(i + 1, { partner: { id: 'p1', name: 'Pat', businessName: 'Demo Partners LLC' } }));
    const urls = serve((url) => {
      if (url.pathname === '/api/admin/partners') return json(200, { items: [partner], nextCursor: null });
      if (url.pathname === '/api/admin/partners/p1/clients')
        return url.searchParams.get('cursor') === 'page2' ? json(200, { items: [client(101)], nextCursor: null }) : json(200, { items: first, nextCursor: 'page2' });
      return json(404, { message: 'no', requestId: 'r' });
    });
    renderWithProviders(<PartnersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clients for Demo Partners LLC' });
    await within(dialog).findByRole('cell', { name: 'client100@example.com' });
    expect(within(dialog).queryByRole('cell', { name: 'client101@example.com' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await within(dialog).findByRole('cell', { name: 'client101@example.com' });
    expect(urls.filter((u) => u.pathname.endsWith('/clients')).map((u) => u.searchParams.get('cursor'))).toEqual([null, 'page2']);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('the analytics tab’s error names analytics, not clients', async () => {
    serve(() => json(503, { message: 'The table is unavailable', requestId: 'r' }));
    renderWithProviders(<AnalyticsTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${adminMessages.fetchAnalyticsFailed}: The table is unavailable`);
    expect(alert.textContent).not.toContain(adminMessages.fetchClientsFailed);
  });
});
