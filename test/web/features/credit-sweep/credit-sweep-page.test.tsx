import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALSE_REPORT_WARNING, IDENTITY_THEFT_AFFIRMATION, identityTheftMessages as m, type IdentityTheftCaseView, type TheftItem } from '@contract/identity-theft';
import { blockRequestLetter } from '@domain/identity-theft';
import { letterMessages } from '@contract/letters';
import { LETTER_CLIENT } from '../../../support/letters';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
}));
const downloadLetter = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../../web/src/lib/letters/download', () => ({ downloadLetter }));
const { default: CreditSweepPage } = await import('../../../../web/src/features/credit-sweep/credit-sweep-page');

const ITEMS: TheftItem[] = [
  { id: 'account|experian|fraud-auto-1', kind: 'account', bureau: 'experian', company: 'FAST AUTO FINANCE', accountNumberMasked: 'XXXX7777', date: '2026-08-02', description: 'Auto loan' },
  { id: 'inquiry|experian|FAST AUTO FINANCE|2026-08-01', kind: 'inquiry', bureau: 'experian', company: 'FAST AUTO FINANCE', accountNumberMasked: null, date: '2026-08-01', description: null },
];
const caseView = (over: Partial<IdentityTheftCaseView> = {}): IdentityTheftCaseView => ({
  status: 'started',
  affirmation: { warning: FALSE_REPORT_WARNING, wording: IDENTITY_THEFT_AFFIRMATION, at: '2026-11-20T15:00:00.000Z' },
  reportDocumentId: null,
  reportFileName: null,
  items: [],
  submittedAt: null,
  review: null,
  mailings: [],
  missing: [m.missingReport, m.missingItems],
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

type Call = { method: string; url: URL; body: unknown };
function serve(answer: (call: Call) => { status?: number; body: unknown } | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', stage: 'test' }));
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status = 200, body } = answer(call) ?? { status: 404, body: { message: 'Not found', requestId: 'r' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
const sweep = (c: IdentityTheftCaseView | null) => ({ case: c, candidates: ITEMS, warning: FALSE_REPORT_WARNING, affirmation: IDENTITY_THEFT_AFFIRMATION });
const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

describe('the credit sweep page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    downloadLetter.mockClear();
  });

  it('shows the warning about false reports and affirms only once the box is ticked', async () => {
    const calls = serve(({ method, url }) =>
      url.pathname === '/api/identity-theft' && method === 'GET'
        ? { body: sweep(null) }
        : url.pathname === '/api/identity-theft/affirmation'
          ? { body: { case: caseView() } }
          : undefined,
    );
    renderWithProviders(<CreditSweepPage />);
    const step = await screen.findByTestId('sweep-affirm');
    expect(step.textContent).toContain('18 U.S.C. §1001');
    expect(step.textContent).toContain(IDENTITY_THEFT_AFFIRMATION);
    const button = screen.getByRole('button', { name: m.affirmButton }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByLabelText(m.affirmCheckbox));
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/identity-theft/affirmation')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/identity-theft/affirmation')!.body).toEqual({ affirmed: true });
  });

  it('links to IdentityTheft.gov, lists the items to mark and says what is missing before review', async () => {
    const calls = serve(({ method, url }) =>
      url.pathname === '/api/identity-theft' && method === 'GET' ? { body: sweep(caseView()) } : url.pathname === '/api/identity-theft' ? { body: { case: caseView({ items: [ITEMS[0]!] }) } } : undefined,
    );
    renderWithProviders(<CreditSweepPage />);
    await screen.findByTestId('sweep-items');
    const link = screen.getByRole('link', { name: /IdentityTheft\.gov/ });
    expect(link.getAttribute('href')).toBe('https://www.identitytheft.gov/');
    expect(screen.getByText(m.missingReport)).toBeTruthy();
    expect((screen.getByRole('button', { name: m.submit }) as HTMLButtonElement).disabled).toBe(true);
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByLabelText(/account FAST AUTO FINANCE XXXX7777/));
    fireEvent.click(screen.getByRole('button', { name: 'Save marked items' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ reportDocumentId: null, itemIds: [ITEMS[0]!.id] });
  });

  it('says the letters wait for staff while the report is in review', async () => {
    serve(({ url }) => (url.pathname === '/api/identity-theft' ? { body: sweep(caseView({ status: 'in_review', items: ITEMS, missing: [] })) } : undefined));
    renderWithProviders(<CreditSweepPage />);
    expect(await screen.findByText(m.inReview)).toBeTruthy();
    expect(screen.queryByTestId('sweep-letters')).toBeNull();
  });

  it('once approved, draws the block request with the SSN typed here, never sent, and shows the block deadline', async () => {
    const letter = blockRequestLetter({ client: LETTER_CLIENT, date: '2026-11-23', items: ITEMS, enclosures: { report: 'ftc.pdf', id: 'id.png', address: null }, bureau: 'experian' });
    const approved = caseView({
      status: 'approved',
      items: ITEMS,
      missing: [],
      reportDocumentId: 'doc-1',
      reportFileName: 'ftc.pdf',
      mailings: [{ bureau: 'experian', mailedAt: '2026-11-25', receivedAt: '2026-11-30', receiptOn: '2026-11-30', receiptPresumed: false, blockDueAt: '2026-12-04' }],
    });
    const calls = serve(({ url }) =>
      url.pathname === '/api/identity-theft' ? { body: sweep(approved) } : url.pathname === '/api/identity-theft/letters' ? { body: { letter, fileName: 'identity-theft-block-experian.pdf' } } : undefined,
    );
    renderWithProviders(<CreditSweepPage />);
    await screen.findByTestId('sweep-letters');
    expect(screen.getByTestId('block-due-experian').textContent).toBe(m.blockDue('Experian', 'Dec 4, 2026', false));
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Social Security number/), { target: { value: '123-45-6789' } });
    fireEvent.change(screen.getByLabelText('Your signature'), { target: { value: 'José Núñez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the block request to Experian' }));
    await waitFor(() => expect(downloadLetter).toHaveBeenCalledWith(letter, 'identity-theft-block-experian.pdf', { ssn: '123456789', signature: { typed: 'José Núñez' } }));
    expect(JSON.stringify(calls.map((c) => c.body))).not.toContain('6789');
    expect(JSON.stringify(calls.map((c) => [c.url.href, c.body]))).not.toContain('Núñez');

    // The sweep signs by drawing too (the same step as the dispute letters): the drawing goes to the PDF, not to us.
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]);
    const ctx = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn(), lineWidth: 0, lineCap: '' };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback) => callback({ arrayBuffer: async () => PNG.slice().buffer } as Blob));
    Object.assign(HTMLCanvasElement.prototype, { setPointerCapture: () => {} });
    fireEvent.click(screen.getByText(letterMessages.signatureDraw));
    const pad = await screen.findByRole('img', { name: letterMessages.signatureDrawLabel });
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Security freeze: Equifax' }));
    expect(await screen.findByText(letterMessages.signatureRequired)).toBeTruthy();
    fireEvent.pointerDown(pad, { clientX: 5, clientY: 5, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Security freeze: Equifax' }));
      expect(downloadLetter).toHaveBeenLastCalledWith(letter, 'identity-theft-block-experian.pdf', { ssn: '123456789', signature: { png: PNG } });
    });
    const asked = calls.filter((c) => c.url.pathname === '/api/identity-theft/letters').map((c) => c.body);
    expect(asked).toContainEqual({ kind: 'freeze', bureau: 'equifax' });
    expect(JSON.stringify(calls.map((c) => [c.url.href, c.body]))).not.toMatch(/6789|Núñez/);
    getContext.mockRestore();
    toBlob.mockRestore();
  });
});
