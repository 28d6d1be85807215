import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secureMessageMessages as m, type StaffThreadResponse, type ThreadSummary } from '@contract/secure-messages';
import { InboxTab } from '../../../../web/src/features/admin/inbox-tab';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/session', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ user: { groups: ['employee'] } }),
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** jsdom computes no colours, and the tab is rendered without the page's landmarks. */
const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
const summary = (over: Partial<ThreadSummary>): ThreadSummary => ({
  clientId: 'c1',
  clientName: 'Pat Client',
  advisorId: 'e1',
  plan: 'total',
  priority: true,
  waitingSince: null,
  respondBy: null,
  overdue: false,
  lastMessageAt: null,
  clientReadAt: null,
  staffReadAt: null,
  unread: 0,
  ...over,
});
const staffThread: StaffThreadResponse = {
  thread: summary({ clientId: 'c2', clientName: 'Lee Waiting' }),
  advisor: { userId: 'e1', name: 'Morgan Advisor', initials: 'MA', photoUrl: null },
  responseTarget: 'by the end of the next business day',
  messages: [{ id: 'm1', from: 'client', authorName: 'Lee Waiting', text: 'Is my dispute sent?', attachments: [], sentAt: '2026-11-20T15:00:00.000Z', readAt: null }],
  nextCursor: null,
  client: {
    client: { id: 'c2', name: 'Lee Waiting', email: 'lee@example.com', phone: null, createdAt: '2026-11-01T10:00:00.000Z' },
    onboarding: { steps: [], currentStep: 1, completedCount: 0, percent: 0, progressText: '0 of 5 steps complete' },
    documents: [],
    latestScores: null,
    disputes: [],
    plan: null,
  },
};

describe('the advisor’s inbox', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists threads in the server’s waiting order with the target day, overdue and priority marked, and opens one beside the client’s page', async () => {
    const items = [
      summary({ clientId: 'c2', clientName: 'Lee Waiting', waitingSince: '2026-11-20T15:00:00.000Z', respondBy: '2026-11-23', overdue: true, unread: 1 }),
      summary({ clientId: 'c3', clientName: 'Sam Later', waitingSince: '2026-11-21T15:00:00.000Z', respondBy: '2026-11-24' }),
      summary({ clientId: 'c1', clientName: 'Pat Client', lastMessageAt: '2026-11-19T15:00:00.000Z' }),
    ];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        urls.push(url.pathname + url.search);
        if (url.pathname.endsWith('/admin/messages/c2')) return json(200, staffThread);
        if (url.pathname.endsWith('/admin/advisor-photo')) return json(200, { photoUrl: null, uploadedAt: null, checking: false });
        if (url.pathname.endsWith('/read')) return json(200, { readAt: '2026-11-21T10:00:00.000Z' });
        return json(200, { items, nextCursor: null });
      }),
    );
    renderWithProviders(<InboxTab />);
    const table = await screen.findByRole('table', { name: m.inboxTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual(['Lee Waiting', 'Sam Later', 'Pat Client']);
    expect(within(rows[0]!).getByText(m.overdue)).toBeTruthy();
    expect(within(rows[0]!).getByText(m.priority)).toBeTruthy();
    expect(within(rows[0]!).getByText(`${m.respondBy} Nov 23, 2026`)).toBeTruthy();
    expect(within(rows[1]!).queryByText(m.overdue)).toBeNull();
    expect(within(rows[2]!).getByText(m.answered)).toBeTruthy();
    // An employee is not offered every thread.
    expect(screen.queryByRole('radio', { name: 'All' })).toBeNull();
    expect(urls.find((u) => u.startsWith('/api/admin/messages'))).toBe('/api/admin/messages?scope=mine');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Lee Waiting' }));
    expect(await screen.findByText('Is my dispute sent?')).toBeTruthy();
    expect(screen.getByText('lee@example.com')).toBeTruthy();
    expect(screen.getByLabelText(m.replyPlaceholder)).toBeTruthy();
  });

  it('opens a document the client attached through the desk’s short-lived link', async () => {
    const withAttachment: StaffThreadResponse = {
      ...staffThread,
      messages: [{ ...staffThread.messages[0]!, attachments: [{ documentId: 'd9', fileName: 'statement.pdf' }] }],
    };
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        urls.push(url.pathname);
        if (url.pathname.endsWith('/admin/messages/c2')) return json(200, withAttachment);
        if (url.pathname.endsWith('/admin/documents/c2/d9/link')) return json(200, { url: 'https://files.example/statement.pdf?sig=1', expiresAt: '2026-11-21T10:05:00.000Z' });
        if (url.pathname.endsWith('/admin/advisor-photo')) return json(200, { photoUrl: null, uploadedAt: null, checking: false });
        return json(200, { items: [summary({ clientId: 'c2', clientName: 'Lee Waiting' })], nextCursor: null });
      }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<InboxTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lee Waiting' }));
    const link = await screen.findByRole('button', { name: m.openAttachment('statement.pdf') });
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(link);
    await vi.waitFor(() => expect(tab.location.href, urls.join(' ')).toBe('https://files.example/statement.pdf?sig=1'));
    open.mockRestore();
  });
});
