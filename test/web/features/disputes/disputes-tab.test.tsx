import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFIRMATION_WORDING, disputeMessages as m, type DisputeView } from '@contract/disputes';
import { letterWordingMessages as lw } from '@contract/letter-wording';
import { letterMessages } from '@contract/letters';
import { bureauLetter } from '@domain/dispute-letters';
import { bureauLetterInput } from '../../../support/letters';
import { renderWithProviders } from '../../render';
import { dashboardFixture } from '../profile/dashboard';
import { disputeItemView, disputeView } from '../../disputes';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));

// The renderer is pdf-lib in a lazy chunk (test/web/lib/letters/pdf.test.ts tests it): here, what the tab hands it.
const downloadLetter = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../../web/src/lib/letters/download', () => ({ downloadLetter }));
const LETTER = bureauLetter(bureauLetterInput());

const { default: DisputesTab } = await import('../../../../web/src/features/disputes/disputes-tab');

const item = disputeItemView;

const dispute = (over: Partial<DisputeView> = {}): DisputeView =>
  disputeView({
    accountName: 'MIDLAND CREDIT MGMT',
    accountKey: 'midland-9876',
    reason: 'Account not mine',
    description: 'This is not my account.',
    createdAt: '2026-09-02T09:00:00.000Z',
    updatedAt: '2026-10-20T09:00:00.000Z',
    items: [
      item('experian', { sentAt: '2026-09-10', dueAt: '2026-10-10', result: 'verified', respondedAt: '2026-10-01' }),
      item('equifax', { sentAt: '2026-09-10', dueAt: '2026-10-10', result: 'deleted', respondedAt: '2026-10-02', reinsertedAt: '2026-11-20T08:00:00.000Z' }),
    ],
    earliestSendDate: '2026-09-06',
    toAffirm: ['This account does not belong to me. I did not open it and I am not responsible for it.'],
    ...over,
  });

/** axe-core's rules that jsdom can check (the browser audit in test/e2e adds contrast). */
async function axeViolations(node: HTMLElement): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const affirmedDispute = () =>
  dispute({ affirmation: { statements: dispute().toAffirm, wording: AFFIRMATION_WORDING, at: '2026-11-20T10:00:00.000Z', evidenceDocumentIds: [] } });

const DRAFTS = { creditor: 'Pat Client\n\nTo whom it may concern,\n\nI dispute this.', goodwill: 'Pat Client\n\nDear Sir or Madam,' };

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

const list = (d: DisputeView) => ({ disputes: [d], usage: { month: '2026-11', used: 1, limit: null } });

async function openDetails() {
  renderWithProviders(<DisputesTab dashboard={dashboardFixture(6)} goTo={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: /^View dispute of MIDLAND/ }));
  return screen.findByTestId('dispute-details');
}

describe('the client’s dispute details', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    downloadLetter.mockClear();
  });

  it('shows each bureau’s clock: mailing and tracking, the receipt (presumed or recorded), the investigation’s end, the results’ due day, and overdue with that day', async () => {
    serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes')
        return {
          body: list(
            dispute({
              items: [
                item('experian', { sentAt: '2026-11-02', trackingNumber: '9400 1', receivedAt: '2026-11-09', receiptPresumed: true, dueAt: '2026-12-09', resultsDueAt: '2026-12-16', overdue: true }),
                item('equifax', { sentAt: '2026-11-02', receivedAt: '2026-11-05', dueAt: '2026-12-20', extended: true, supplementSentAt: '2026-11-20', resultsDueAt: '2026-12-28' }),
              ],
            }),
          ),
        };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      return undefined;
    });
    const details = await openDetails();
    for (const text of [
      m.tracking('9400 1'),
      m.receivedPresumed('Nov 9, 2026'),
      m.investigationEnds('Dec 9, 2026', 30),
      m.resultsDue('Dec 16, 2026'),
      m.overdue('Dec 16, 2026'),
      m.received('Nov 5, 2026'),
      m.supplementMailed('Nov 20, 2026'),
      m.investigationEnds('Dec 20, 2026', 45),
    ]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(within(details).getAllByText(/^Overdue/)).toHaveLength(1);
  });

  it('asks the client to affirm what the letters say, with the evidence to enclose, before any letter', async () => {
    let current = dispute();
    const documents = [
      { id: 'doc-stmt', documentType: 'bank' as const, fileName: 'statement-may.pdf', sizeBytes: 10, contentType: 'application/pdf', status: 'verified' as const, reason: null, uploadedAt: '2026-11-01T00:00:00.000Z', reviewedAt: null },
      { id: 'doc-id', documentType: 'id' as const, fileName: 'license.png', sizeBytes: 10, contentType: 'image/png', status: 'verified' as const, reason: null, uploadedAt: '2026-11-01T00:00:00.000Z', reviewedAt: null },
    ];
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes') return { body: list(current) };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      if (method === 'POST' && url.pathname === '/api/disputes/d1/affirmation') {
        current = dispute({ affirmation: { statements: current.toAffirm, wording: AFFIRMATION_WORDING, at: '2026-11-21T10:00:00.000Z', evidenceDocumentIds: ['doc-stmt'] } });
        return { body: { dispute: current } };
      }
      return undefined;
    });
    renderWithProviders(<DisputesTab dashboard={{ ...dashboardFixture(6), documents }} goTo={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /^View dispute of MIDLAND/ }));
    const details = await screen.findByTestId('dispute-details');
    // No letter before the affirmation: the statements, the wording, the evidence to choose (the ID is always enclosed).
    expect(within(details).queryByRole('button', { name: m.downloadLetter('Equifax') })).toBeNull();
    expect(within(details).getByText(AFFIRMATION_WORDING)).toBeTruthy();
    expect(within(details).getByText(dispute().toAffirm[0]!)).toBeTruthy();
    expect(within(details).queryByLabelText('license.png')).toBeNull();
    expect(await axeViolations(within(details).getByTestId('affirm-step'))).toEqual([]);
    const affirm = within(details).getByRole('button', { name: m.affirmButton });
    expect((affirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(details).getByLabelText('statement-may.pdf'));
    fireEvent.click(within(details).getByLabelText(m.affirmCheckbox));
    fireEvent.click(affirm);
    await within(details).findByText(m.affirmed('Nov 21, 2026'));
    expect(calls.find((c) => c.url.pathname.endsWith('/affirmation'))!.body).toEqual({ affirmed: true, evidenceDocumentIds: ['doc-stmt'] });
    expect(within(details).getByRole('button', { name: m.downloadLetter('Equifax') })).toBeTruthy();
  });

  it('draws the SSN and the signature the client typed into the PDF here, and never sends them', async () => {
    const SENTINEL_SSN = '078-05-1120';
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes') return { body: list(affirmedDispute()) };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      if (method === 'POST' && url.pathname.includes('/letters/')) return { body: { letter: LETTER, fileName: 'dispute-letter-equifax-d1.pdf' } };
      return undefined;
    });
    const details = await openDetails();
    expect(within(details).getByText(m.reinserted('Equifax'))).toBeTruthy();

    expect(await axeViolations(within(details).getByTestId('signed-downloads'))).toEqual([]);
    expect(await axeViolations(within(details).getByTestId('sign-letter'))).toEqual([]);
    // Unsigned: refused here, nothing asked of the server.
    fireEvent.click(within(details).getByRole('button', { name: m.downloadLetter('Equifax') }));
    await within(details).findByText(letterMessages.signatureRequired);
    expect(calls.some((c) => c.url.pathname.includes('/letters/'))).toBe(false);

    // Drawing instead: a pad to draw in, and nothing drawn is no signature either.
    fireEvent.click(within(details).getByText(letterMessages.signatureDraw));
    expect(await within(details).findByRole('img', { name: letterMessages.signatureDrawLabel })).toBeTruthy();
    expect(await axeViolations(within(details).getByTestId('sign-letter'))).toEqual([]);
    fireEvent.click(within(details).getByRole('button', { name: m.downloadLetter('Equifax') }));
    await within(details).findByText(letterMessages.signatureRequired);
    expect(calls.some((c) => c.url.pathname.includes('/letters/'))).toBe(false);
    fireEvent.click(within(details).getByText(letterMessages.signatureType));

    fireEvent.change(within(details).getByLabelText(letterMessages.ssnLabel, { exact: false }), { target: { value: SENTINEL_SSN } });
    fireEvent.change(within(details).getByLabelText(letterMessages.signatureLabel, { exact: false }), { target: { value: 'Pat Client' } });
    fireEvent.click(within(details).getByRole('button', { name: m.downloadLetter('Equifax') }));
    await waitFor(() =>
      expect(downloadLetter).toHaveBeenCalledWith(LETTER, 'dispute-letter-equifax-d1.pdf', { ssn: '078051120', signature: { typed: 'Pat Client' } }),
    );
    const link = calls.find((c) => c.url.pathname.includes('/letters/'))!;
    expect(link).toMatchObject({ method: 'POST', body: undefined });
    expect(link.url.pathname).toBe('/api/disputes/d1/letters/equifax');
    expect(link.url.search).toBe('');
    // Neither the SSN nor the signature is in any request the page made.
    const sent = JSON.stringify(calls.map((c) => [c.url.href, c.body]));
    expect(sent).not.toMatch(/078-?05-?1120/);
    expect(sent).not.toContain('Pat Client');
    expect(within(details).getByRole('button', { name: m.downloadLetter('Experian') })).toBeTruthy();
  });

  it('offers the method-of-verification request after "verified" only; once asked, its date and its letter', async () => {
    let current = dispute();
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes') return { body: list(current) };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      if (method === 'POST' && url.pathname === '/api/disputes/d1/verification-request') {
        current = dispute({ items: [{ ...current.items[0]!, verificationRequestedAt: '2026-11-21T10:00:00.000Z' }, current.items[1]!] });
        return { body: { dispute: current } };
      }
      if (method === 'POST' && url.pathname.includes('/letters/')) return { body: { letter: LETTER, fileName: 'verification-request-experian-d1.pdf' } };
      return undefined;
    });
    const details = await openDetails();
    // Experian verified it; Equifax deleted it: one request button.
    expect(within(details).getAllByRole('button', { name: m.requestVerification })).toHaveLength(1);
    fireEvent.click(within(details).getByRole('button', { name: m.requestVerification }));
    await within(details).findByText(m.verificationRequested('Experian', 'Nov 21, 2026'), { exact: false });
    expect(calls.find((c) => c.url.pathname.endsWith('/verification-request'))!.body).toEqual({ bureau: 'experian' });
    expect(within(details).queryByRole('button', { name: m.requestVerification })).toBeNull();

    // The request is a letter the client mails to the bureau: signed like the dispute letter, the SSN typed here only.
    expect(await axeViolations(within(details).getByTestId('sign-letter'))).toEqual([]);
    fireEvent.click(within(details).getByRole('button', { name: m.downloadVerificationLetter('Experian') }));
    await within(details).findByText(letterMessages.signatureRequired);
    expect(calls.some((c) => c.url.pathname.includes('/letters/'))).toBe(false);
    fireEvent.change(within(details).getByLabelText(letterMessages.ssnLabel, { exact: false }), { target: { value: '12345' } });
    fireEvent.change(within(details).getByLabelText(letterMessages.signatureLabel, { exact: false }), { target: { value: 'Pat Client' } });
    fireEvent.click(within(details).getByRole('button', { name: m.downloadVerificationLetter('Experian') }));
    await within(details).findByText(letterMessages.ssnInvalid);
    expect(calls.some((c) => c.url.pathname.includes('/letters/'))).toBe(false);
    fireEvent.change(within(details).getByLabelText(letterMessages.ssnLabel, { exact: false }), { target: { value: '078-05-1120' } });
    fireEvent.click(within(details).getByRole('button', { name: m.downloadVerificationLetter('Experian') }));
    await waitFor(() =>
      expect(downloadLetter).toHaveBeenCalledWith(LETTER, 'verification-request-experian-d1.pdf', { ssn: '078051120', signature: { typed: 'Pat Client' } }),
    );
    const link = calls.find((c) => c.url.pathname.includes('/letters/'))!;
    expect(`${link.url.pathname}${link.url.search}`).toBe('/api/disputes/d1/letters/experian?kind=verification');
    expect(link.body).toBeUndefined();
    const sent = JSON.stringify(calls.map((c) => [c.url.href, c.body]));
    expect(sent).not.toMatch(/078-?05-?1120/);
    expect(sent).not.toContain('Pat Client');
  });

  it('says why a letter cannot be made, in the server’s words', async () => {
    serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes') return { body: list(affirmedDispute()) };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      if (url.pathname.includes('/letters/')) return { status: 409, body: { message: letterMessages.profileIncomplete, requestId: 'r' } };
      return undefined;
    });
    const details = await openDetails();
    fireEvent.change(within(details).getByLabelText(letterMessages.signatureLabel, { exact: false }), { target: { value: 'Pat Client' } });
    fireEvent.click(within(details).getByRole('button', { name: m.downloadLetter('Experian') }));
    await screen.findByText(letterMessages.profileIncomplete, { selector: '.mantine-Notification-root *' }, { timeout: 5_000 });
    expect(downloadLetter).not.toHaveBeenCalled();
  });

  it('gives the creditor and goodwill drafts to edit and copy, with why we do not send them', async () => {
    serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes') return { body: list(dispute()) };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      return undefined;
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const details = await openDetails();
    const drafts = within(details).getByTestId('dispute-drafts');
    expect(within(drafts).getByRole('heading', { name: m.writeYourself })).toBeTruthy();
    expect(within(drafts).getByText(letterMessages.draftNotice)).toBeTruthy();
    const creditor = (await within(drafts).findByLabelText(letterMessages.creditorTitle)) as HTMLTextAreaElement;
    expect(creditor.value).toBe(DRAFTS.creditor);
    expect((within(drafts).getByLabelText(letterMessages.goodwillTitle) as HTMLTextAreaElement).value).toBe(DRAFTS.goodwill);

    fireEvent.change(creditor, { target: { value: `${DRAFTS.creditor}\nMy own words.` } });
    fireEvent.click(within(drafts).getByRole('button', { name: `${m.copy}: ${letterMessages.creditorTitle}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${DRAFTS.creditor}\nMy own words.`));
    await within(drafts).findByRole('button', { name: `${m.copied}: ${letterMessages.creditorTitle}` });
  });

  it('shows the letter the advisor revised beside the generated one, and produces it only once the client approved the revision shown', async () => {
    const generated = LETTER.paragraphs;
    const edited = [generated[0]!, 'I am writing because my Equifax credit file reports an account that is not accurate.', ...generated.slice(2)];
    const revised = (approvedAt: string | null): DisputeView => ({
      ...affirmedDispute(),
      letterWording: [{ bureau: 'equifax', generated, edited, revision: 2, editedAt: '2026-11-22T10:00:00.000Z', approvedAt }],
    });
    let current: DisputeView = revised(null);
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/disputes') return { body: list(current) };
      if (url.pathname === '/api/disputes/d1/drafts') return { body: DRAFTS };
      if (method === 'POST' && url.pathname === '/api/disputes/d1/letters/equifax/approval') {
        current = revised('2026-11-23T09:00:00.000Z');
        return { body: { dispute: current } };
      }
      if (method === 'POST' && url.pathname.includes('/letters/')) return { body: { letter: { ...LETTER, paragraphs: edited }, fileName: 'dispute-letter-equifax-d1.pdf' } };
      return undefined;
    });
    const details = await openDetails();
    const card = await within(details).findByTestId('revised-letter-equifax');
    expect(within(card).getByText(`${lw.revisedTitle}: Equifax`)).toBeTruthy();
    // Both versions; the changed paragraph is marked in the revised one.
    expect(within(card).getByText(lw.generatedLabel)).toBeTruthy();
    expect(within(card).getByText(lw.editedLabel)).toBeTruthy();
    expect(within(card).getByText(generated[1]!)).toBeTruthy();
    expect(within(card).getByText(edited[1]!)).toBeTruthy();
    expect(within(card).getAllByText(lw.changedBadge)).toHaveLength(1);
    expect(await axeViolations(within(details).getByTestId('signed-downloads'))).toEqual([]);
    // Not produced before the approval; the other bureau's letter is.
    expect((within(details).getByRole('button', { name: m.downloadLetter('Equifax') }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(details).getByRole('button', { name: m.downloadLetter('Experian') }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: `${lw.approveButton}: Equifax` }));
    await within(details).findByText(lw.clientApprovedOn('Nov 23, 2026'));
    expect(calls.find((c) => c.url.pathname.endsWith('/approval'))!.body).toEqual({ revision: 2 });
    const download = within(details).getByRole('button', { name: m.downloadLetter('Equifax') }) as HTMLButtonElement;
    expect(download.disabled).toBe(false);
    fireEvent.change(within(details).getByLabelText(letterMessages.signatureLabel, { exact: false }), { target: { value: 'Pat Client' } });
    fireEvent.click(download);
    await waitFor(() => expect(downloadLetter).toHaveBeenCalledWith({ ...LETTER, paragraphs: edited }, 'dispute-letter-equifax-d1.pdf', { signature: { typed: 'Pat Client' } }));
  });
});
