import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALSE_REPORT_WARNING, IDENTITY_THEFT_AFFIRMATION, type StaffIdentityTheftCase } from '@contract/identity-theft';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
}));
const { IdentityTheftReviews } = await import('../../../../web/src/features/admin/identity-theft-reviews');

const CASE: StaffIdentityTheftCase = {
  userId: 'u-1',
  clientName: 'Pat Client',
  status: 'in_review',
  affirmation: { warning: FALSE_REPORT_WARNING, wording: IDENTITY_THEFT_AFFIRMATION, at: '2026-11-20T15:00:00.000Z' },
  reportDocumentId: 'doc-1',
  reportFileName: 'ftc.pdf',
  reportStatus: 'pending_review',
  idVerified: true,
  items: [{ id: 'a', kind: 'account', bureau: 'experian', company: 'FAST AUTO FINANCE', accountNumberMasked: 'XXXX7777', date: '2026-08-02', description: 'Auto loan' }],
  submittedAt: '2026-11-21T15:00:00.000Z',
  review: null,
  mailings: [],
  missing: [],
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-21T15:00:00.000Z',
};

type Call = { method: string; url: URL; body: unknown };
/** The review queue's answers: the list on GET, the decided case on POST. */
const reviewAnswer = (call: Call) =>
  call.method === 'GET'
    ? { items: [CASE], nextCursor: null }
    : { case: { ...CASE, status: (call.body as { decision: string }).decision, review: { decision: (call.body as { decision: string }).decision, reason: null, at: '2026-11-22T10:00:00.000Z' } } };

function serve(answer: (call: Call) => unknown = reviewAnswer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', stage: 'test' }));
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return new Response(JSON.stringify(answer(call)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('the credit-sweep desk', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the reports waiting with the items marked and the checks; approves, and rejects only with a reason', async () => {
    const calls = serve();
    renderWithProviders(<IdentityTheftReviews />);
    expect(await screen.findByText(/FAST AUTO FINANCE XXXX7777/)).toBeTruthy();
    expect(screen.getByText(/ID verified; report pending_review/)).toBeTruthy();
    expect((await axe.run(screen.getByTestId('identity-theft-reviews'), { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Reject the credit sweep of Pat Client' }));
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason (the client reads it)'), { target: { value: 'The report names another person.' } });
    fireEvent.click(reject);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { decision: 'rejected', reason: 'The report names another person.' } });
    expect(calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/admin/identity-theft/u-1/review');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the credit sweep of Pat Client' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ decision: 'approved', reason: null });
  });

  it('records a bureau\'s receipt of a released block request, and shows the deadline from it', async () => {
    const mailed = { bureau: 'experian' as const, mailedAt: '2026-11-25', receivedAt: null, receiptOn: '2026-12-03', receiptPresumed: true, blockDueAt: '2026-12-09' };
    const approved: StaffIdentityTheftCase = { ...CASE, userId: 'u-2', status: 'approved', mailings: [mailed] };
    const calls = serve(({ url }) =>
      url.pathname === '/api/admin/identity-theft'
        ? { items: [], nextCursor: null }
        : url.pathname === '/api/admin/identity-theft/u-2'
          ? { case: approved }
          : { case: { ...approved, mailings: [{ ...mailed, receivedAt: '2026-11-27', receiptOn: '2026-11-27', receiptPresumed: false, blockDueAt: '2026-12-03' }] } },
    );
    renderWithProviders(<IdentityTheftReviews />);
    fireEvent.change(await screen.findByLabelText('Client id'), { target: { value: 'u-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the case' }));
    const row = await screen.findByTestId('receipt-experian');
    expect(row.textContent).toContain('mailed 2026-11-25; receipt presumed 2026-12-03; block due 2026-12-09');
    expect((await axe.run(screen.getByTestId('block-receipts'), { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id)).toEqual([]);
    expect((screen.getByRole('button', { name: 'Record receipt' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Received by Experian on'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt' }));
    await waitFor(() => expect(screen.getByTestId('receipt-experian').textContent).toContain('received 2026-11-27; block due 2026-12-03'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/identity-theft/u-2/receipt');
    expect(post.body).toEqual({ bureau: 'experian', receivedAt: '2026-11-27' });
  });
});
