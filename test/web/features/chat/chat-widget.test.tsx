import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '@contract/messages';
import { replies } from '../../../../web/src/features/chat/replies';
import { setTokenSource } from '../../../../web/src/lib/api';
import type * as Notifications from '../../../../web/src/components/notifications';
import { renderWithProviders } from '../../render';

type NotificationsModule = typeof Notifications;

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../../web/src/components/notifications', async (original) => ({
  ...(await original<NotificationsModule>()),
  notify,
}));

const { default: ChatWidget } = await import('../../../../web/src/features/chat/chat-widget');

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const realMatchMedia = window.matchMedia;
function mockMobile(mobile: boolean) {
  window.matchMedia = (query: string) =>
      ({
        matches: mobile && query.includes('max-width: 767'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
}

describe('the chat widget', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  // The API client loads the contract beside its first call; loaded here, it is ready before the fake clock starts.
  beforeAll(async () => {
    await import('@contract/api');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/messages')
        ? new Response(JSON.stringify({ count: 1 }), { status: 200 })
        : new Response(JSON.stringify({ id: 'r1', createdAt: new Date().toISOString(), message: 'ok', appendToken: 'tok-1' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    notify.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.matchMedia = realMatchMedia;
  });

  function open() {
    renderWithProviders(<ChatWidget opened onClose={() => {}} />);
    return screen.getByRole('dialog', { name: 'Chat with us' });
  }

  function fill(dialog: HTMLElement, values: { name: string; email: string; question: string }) {
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: values.name } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: values.email } });
    fireEvent.change(within(dialog).getByLabelText(/^How can we help/), { target: { value: values.question } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Chat' }));
  }

  it('requires name, email and question after trimming, with the spec’s destructive toast', async () => {
    mockMobile(false);
    const dialog = open();
    fill(dialog, { name: '  ', email: 'a@b.co', question: 'Hi' });
    expect(notify).toHaveBeenCalledWith('error', publicMessages.chatMissingFields, publicMessages.chatMissingTitle);
    expect(notify.mock.calls[0]).toEqual(['error', 'Please fill out all fields to start the chat.', 'Missing information']);
    fill(dialog, { name: 'Ann', email: 'a@b.co', question: '   ' });
    expect(notify).toHaveBeenCalledTimes(2);
    await advance(5000);
    expect(within(dialog).getByRole('button', { name: 'Start Chat' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the conversation after 1 s with a greeting and the question, then "Thinking..." for 1.5 s, then the reply', async () => {
    mockMobile(false);
    const dialog = open();
    fill(dialog, { name: ' Ann ', email: 'ann@example.com', question: 'When is my next payment?' });
    // The opening form is saved for the support team.
    await advance(0);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/support-requests');
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Ann', email: 'ann@example.com', question: 'When is my next payment?' });

    await advance(999);
    expect(within(dialog).queryByRole('log')).toBeNull();
    await advance(1);
    const log = within(dialog).getByRole('log');
    const messages = () => [...log.querySelectorAll('[data-sender]')].map((m) => `${m.getAttribute('data-sender')}: ${m.textContent}`);
    expect(messages()[0]).toMatch(/^support: Assistant: Hi Ann!/);
    expect(messages()[1]).toMatch(/^user: You: When is my next payment\?/);
    expect(messages()[2]).toMatch(/^support: Assistant: Thinking\.\.\./);

    await advance(1499);
    expect(within(log).getByText('Thinking...')).toBeTruthy();
    await advance(1);
    expect(within(log).queryByText('Thinking...')).toBeNull();
    expect(within(log).getByText(replies.payment)).toBeTruthy();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and ignores an empty message', async () => {
    mockMobile(false);
    const dialog = open();
    fill(dialog, { name: 'Bo', email: 'bo@example.com', question: 'hello' });
    await advance(1000 + 1500);
    const input = within(dialog).getByLabelText('Type your message') as HTMLTextAreaElement;
    const userMessages = () => within(dialog).getByRole('log').querySelectorAll('[data-sender="user"]').length;

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(userMessages()).toBe(1);

    fireEvent.change(input, { target: { value: 'line one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(userMessages()).toBe(1);
    expect(input.value).toBe('line one');

    fireEvent.change(input, { target: { value: 'How do I cancel?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(userMessages()).toBe(2);
    expect(input.value).toBe('');
    await advance(1500);
    expect(within(dialog).getByText(replies.cancel)).toBeTruthy();
  });

  it('saves the rest of the conversation in order with the append token: the first reply, then each message with its reply', async () => {
    mockMobile(false);
    const dialog = open();
    fill(dialog, { name: 'Di', email: 'di@example.com', question: 'When is my next payment?' });
    await advance(1000 + 1500);
    const input = within(dialog).getByLabelText('Type your message') as HTMLTextAreaElement;
    expect(input.maxLength).toBe(1000);
    fireEvent.change(input, { target: { value: ' How do I cancel? ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await advance(1500);
    const appends = fetchMock.mock.calls
      .filter(([url]) => (url as string).endsWith('/messages'))
      .map(([url, init]) => ({ url: url as string, body: JSON.parse((init as RequestInit).body as string) as Record<string, unknown> }));
    expect(appends).toEqual([
      { url: '/api/support-requests/r1/messages', body: { token: 'tok-1', messages: [{ sender: 'assistant', content: replies.payment }] } },
      {
        url: '/api/support-requests/r1/messages',
        body: { token: 'tok-1', messages: [{ sender: 'visitor', content: 'How do I cancel?' }, { sender: 'assistant', content: replies.cancel }] },
      },
    ]);
  });

  it('stops saving after a failed append, and the chat goes on', async () => {
    mockMobile(false);
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/messages')
        ? new Response('{"message":"Too many requests"}', { status: 429 })
        : new Response(JSON.stringify({ id: 'r2', createdAt: new Date().toISOString(), message: 'ok', appendToken: 'tok-2' }), { status: 201 }),
    );
    const dialog = open();
    fill(dialog, { name: 'Ed', email: 'ed@example.com', question: 'hello' });
    await advance(1000 + 1500);
    const input = within(dialog).getByLabelText('Type your message');
    fireEvent.change(input, { target: { value: 'How do I cancel?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await advance(1500);
    expect(within(dialog).getByText(replies.cancel)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => (url as string).endsWith('/messages'))).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps chatting when saving the request fails', async () => {
    mockMobile(false);
    fetchMock.mockImplementation(async () => new Response('{"message":"down"}', { status: 503 }));
    const dialog = open();
    fill(dialog, { name: 'Cy', email: 'cy@example.com', question: 'improve my score?' });
    await advance(1000 + 1500);
    expect(within(dialog).getByText(replies.improve)).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    // Without a request there is nothing to append to.
    expect(fetchMock.mock.calls.filter(([url]) => (url as string).endsWith('/messages'))).toHaveLength(0);
  });

  it('a signed-in client’s request goes through their account, and the chat then tells them their plan’s response target', async () => {
    mockMobile(false);
    const note = 'As a Total Credit Transformation client, your question goes to the front of our support queue, and a credit specialist answers you by email by the end of the next business day.';
    localStorage.setItem('CognitoIdentityServiceProvider.pool.user.idToken', 'token');
    // The session's token, without loading the auth library.
    setTokenSource(async () => 'id-token');
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/messages')
        ? new Response(JSON.stringify({ count: 1 }), { status: 200 })
        : new Response(JSON.stringify({ id: 'r2', createdAt: new Date().toISOString(), message: 'ok', appendToken: 'tok-2', responseNote: note }), { status: 201 }),
    );
    try {
      const dialog = open();
      fill(dialog, { name: 'Terry', email: 'terry@example.com', question: 'When will my letters go out?' });
      await advance(1000 + 1500);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/api/account/support-requests');
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer id-token');
      const log = within(dialog).getByRole('log');
      await advance(2500);
      const texts = [...log.querySelectorAll('[data-sender="support"]')].map((m) => m.textContent ?? '');
      // After the greeting and the first reply, not in place of them.
      expect(texts).toHaveLength(3);
      expect(texts[2]).toContain(note);
      // Saying nothing of "24/7": people answer on business days.
      expect(texts.join(' ')).not.toMatch(/24\/7/);
    } finally {
      localStorage.removeItem('CognitoIdentityServiceProvider.pool.user.idToken');
      setTokenSource(async () => null);
    }
  });

  it('is a dialog from 768 px and a bottom drawer below', () => {
    mockMobile(false);
    const { unmount } = renderWithProviders(<ChatWidget opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Chat with us' }).closest('.mantine-Modal-root')).not.toBeNull();
    unmount();
    mockMobile(true);
    renderWithProviders(<ChatWidget opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Chat with us' }).closest('.mantine-Drawer-root')).not.toBeNull();
  });
});
