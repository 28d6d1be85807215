import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingDocumentView } from '@contract/documents';
import { identityMessages } from '@contract/identity';
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
function serve(documents: PendingDocumentView[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', path: new URL(input, 'http://localhost').pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
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
