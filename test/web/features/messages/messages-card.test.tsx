import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentMessages } from '@contract/documents-messages';
import { secureMessageMessages as m, type SecureMessageView, type ThreadResponse } from '@contract/secure-messages';
import { MessagesCard } from '../../../../web/src/features/messages';
import { renderWithProviders } from '../../render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** jsdom computes no colours, and the card is rendered without the page's landmarks. */
const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

const message = (over: Partial<SecureMessageView>): SecureMessageView => ({ id: 'm1', from: 'client', authorName: 'Casey', text: 'Hello', attachments: [], sentAt: '2026-11-20T15:00:00.000Z', readAt: null, ...over });
const thread = (messages: SecureMessageView[], unread = 0): ThreadResponse => ({
  thread: { clientId: 'c1', clientName: 'Casey', advisorId: 'a1', plan: 'total', priority: true, waitingSince: null, respondBy: null, overdue: false, lastMessageAt: null, clientReadAt: null, staffReadAt: null, unread },
  advisor: { userId: 'a1', name: 'Morgan Advisor', initials: 'MA', photoUrl: null },
  responseTarget: 'by the end of the next business day',
  messages,
  nextCursor: null,
});

function serve(answer: (url: URL, init?: RequestInit) => Response) {
  const calls: { url: URL; method: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, init);
    }),
  );
  return calls;
}

describe('the dashboard’s Messages panel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the advisor’s name with their initials (no stock photo) and the plan’s response target', async () => {
    serve(() => json(200, thread([])));
    renderWithProviders(<MessagesCard />);
    expect(await screen.findByText('Morgan Advisor')).toBeTruthy();
    expect(screen.getByText('MA')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(m.responseTarget('by the end of the next business day'))).toBeTruthy();
    expect(screen.getByText(m.noMessages)).toBeTruthy();
  });

  it('sends a message and shows the thread as the server has it after the send', async () => {
    let sent = false;
    const calls = serve((url, init) => {
      if (init?.method === 'POST' && url.pathname.endsWith('/messages')) {
        sent = true;
        return json(201, { message: message({ text: 'Can you help?' }) });
      }
      return json(200, thread(sent ? [message({ text: 'Can you help?' })] : []));
    });
    renderWithProviders(<MessagesCard />);
    fireEvent.change(await screen.findByLabelText(m.placeholder), { target: { value: 'Can you help?' } });
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText('Can you help?')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Can you help?', attachments: [] });
  });

  it('opens the client’s own attachment in a new tab through its 5-minute link, and says so when it cannot', { timeout: 40_000 }, async () => {
    const attached = message({ attachments: [{ documentId: 'd1', fileName: 'lease.pdf' }] });
    let refuse = false;
    const calls = serve((url, init) => {
      if (init?.method === 'POST' && url.pathname === '/api/documents/d1/link') {
        return refuse ? json(409, { message: documentMessages.cannotOpenOwn }) : json(200, { url: 'http://files.test/lease.pdf?X-Amz-Signature=s', expiresAt: '2026-11-20T15:05:00.000Z' });
      }
      return json(200, thread([attached]));
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<MessagesCard />);
    fireEvent.click(await screen.findByRole('button', { name: m.openAttachment('lease.pdf') }));
    await waitFor(() => expect(tab.location.href).toBe('http://files.test/lease.pdf?X-Amz-Signature=s'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls.filter((c) => c.url.pathname === '/api/documents/d1/link')).toHaveLength(1);

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: m.openAttachment('lease.pdf') }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    // The toasts' library loads with the first toast (a cold import here can take seconds).
    expect(await screen.findByText(documentMessages.cannotOpenOwn, { selector: '.mantine-Notification-root *' }, { timeout: 20_000 })).toBeTruthy();
    open.mockRestore();
  });

  it('marks the advisor’s unread answer read', async () => {
    const calls = serve((url) => (url.pathname.endsWith('/messages/read') ? json(200, { readAt: '2026-11-21T10:00:00.000Z' }) : json(200, thread([message({ id: 'm2', from: 'staff', authorName: 'Morgan Advisor', text: 'Here is the answer' })], 1))));
    renderWithProviders(<MessagesCard />);
    expect(await screen.findByText('Here is the answer')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/messages/read'))).toBe(true));
  });

  it('shows earlier messages a page at a time above the latest, oldest first, until there are none', async () => {
    const first = { ...thread([message({ id: 'm3', text: 'Third' })]), nextCursor: 'page-2' };
    const calls = serve((url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === 'page-2') return json(200, { ...thread([message({ id: 'm2', text: 'Second' })]), nextCursor: 'page-3' });
      if (cursor === 'page-3') return json(200, { ...thread([message({ id: 'm1', text: 'First' })]), nextCursor: null });
      return json(200, first);
    });
    renderWithProviders(<MessagesCard />);
    expect(await screen.findByText('Third')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.showEarlier }));
    expect(await screen.findByText('Second')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.showEarlier }));
    expect(await screen.findByText('First')).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.showEarlier })).toBeNull();
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
    const log = screen.getByRole('log', { name: m.panelTitle });
    expect(['First', 'Second', 'Third'].map((t) => log.textContent!.indexOf(t))).toEqual([...['First', 'Second', 'Third'].map((t) => log.textContent!.indexOf(t))].sort((a, b) => a - b));
    expect(calls.filter((c) => c.url.searchParams.has('cursor')).map((c) => c.url.searchParams.get('cursor'))).toEqual(['page-2', 'page-3']);
  });

  it('says so when an earlier page cannot be loaded, and keeps the thread', async () => {
    serve((url) => (url.searchParams.get('cursor') ? json(400, { message: m.invalidCursor }) : json(200, { ...thread([message({ text: 'Latest' })]), nextCursor: 'stale' })));
    renderWithProviders(<MessagesCard />);
    expect(await screen.findByText('Latest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.showEarlier }));
    expect(await screen.findByText(m.invalidCursor)).toBeTruthy();
    expect(screen.getByText('Latest')).toBeTruthy();
  });

  it('shows nothing to a client whose plan has no advisor (the server’s 403)', async () => {
    serve(() => json(403, { message: m.notOnPlan }));
    const { container } = renderWithProviders(<MessagesCard />);
    await waitFor(() => expect(container.querySelector('[aria-label="Messages"]')).toBeNull());
    await waitFor(() => expect(screen.queryByText(m.panelTitle)).toBeNull());
  });
});
