import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingDocumentView } from '@contract/documents';
import { identityMessages, type IdentityReviewView } from '@contract/identity';
import { DocumentsTab } from '../../../../web/src/features/admin/documents-tab';
import { renderWithProviders } from '../../render';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const pending = (over: Partial<PendingDocumentView> = {}): PendingDocumentView => ({
  id: 'd1',
  documentType: 'id',
  fileName: 'passport.pdf',
  sizeBytes: 2048,
  contentType: 'application/pdf',
  status: 'pending_review',
  reason: null,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  userId: 'u1',
  clientName: 'Jane Q Client',
  clientEmail: 'jane@example.com',
  clientDateOfBirth: '1988-04-12',
  ...over,
});

type Call = { method: string; path: string; body: unknown };
function serve(documents: PendingDocumentView[], reviews: IdentityReviewView[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', path: new URL(input, 'http://localhost').pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.path.startsWith('/api/admin/identity-reviews')) {
        if (call.method === 'POST') return json(200, { review: { ...reviews[0]!, status: (call.body as { decision: string }).decision } });
        return json(200, { items: reviews, nextCursor: null });
      }
      if (call.method === 'POST') return json(200, { document: { ...documents[0]!, status: 'verified', reviewedAt: '2026-11-21T10:00:00.000Z' } });
      return json(200, { items: documents, nextCursor: null });
    }),
  );
  return calls;
}

async function openReview(fileName: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Review ${fileName}` }));
  return screen.findByRole('dialog', { name: 'Review document' });
}

describe('the admin Documents queue', () => {
  it('verifies a government ID only with the reviewer’s confirmation that its name and date of birth match the profile', async () => {
    const calls = serve([pending()]);
    renderWithProviders(<DocumentsTab />);
    const dialog = await openReview('passport.pdf');
    const check = within(dialog).getByTestId('identity-check');
    expect(check.textContent).toContain('Jane Q Client');
    expect(check.textContent).toContain('1988-04-12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(identityMessages.reviewIdentityConfirmRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText(identityMessages.reviewIdentityConfirmLabel));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/documents/u1/d1/review', body: { decision: 'verified', identityConfirmed: true } }));
  });

  it('verifies another kind of document without the identity check', async () => {
    const calls = serve([pending({ documentType: 'income', fileName: 'paystub.pdf' })]);
    renderWithProviders(<DocumentsTab />);
    const dialog = await openReview('paystub.pdf');
    expect(within(dialog).queryByTestId('identity-check')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { decision: 'verified' } }));
  });
});

const IDENTITY = { fullName: 'Jane Q Client', dateOfBirth: '1988-04-12', street: '12 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
const review = (over: Partial<IdentityReviewView> = {}): IdentityReviewView => ({
  id: 'r1',
  userId: 'u1',
  kind: 'change_request',
  status: 'pending',
  createdAt: '2026-11-22T10:00:00.000Z',
  current: IDENTITY,
  requested: { ...IDENTITY, street: '2 New St' },
  mismatches: [],
  reportId: null,
  decidedAt: null,
  reason: null,
  ...over,
});

describe('the identity desk', () => {
  it('approves a change request, and rejects one only with a reason', async () => {
    const calls = serve([], [review()]);
    renderWithProviders(<DocumentsTab />);
    const table = await screen.findByRole('table', { name: 'Identity reviews waiting' });
    expect(within(table).getByText(/12 Main St.*→.*2 New St/)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Reject the change for Jane Q Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the change' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The lease is not in your name' } });
    fireEvent.click(reject);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/identity-reviews/u1/r1', body: { decision: 'rejected', reason: 'The lease is not in your name' } }),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Approve the change for Jane Q Client' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({ body: { decision: 'approved' } }));
  });

  it('shows a bureau mismatch in words and resolves it', async () => {
    const calls = serve([], [review({ kind: 'bureau_mismatch', requested: null, mismatches: [{ bureau: 'experian', field: 'dateOfBirth' }], reportId: 'rep1' })]);
    renderWithProviders(<DocumentsTab />);
    const table = await screen.findByRole('table', { name: 'Identity reviews waiting' });
    expect(within(table).getByText('Experian reports a different date of birth.')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Resolve the mismatch for Jane Q Client' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { decision: 'resolved' } }));
  });
});
