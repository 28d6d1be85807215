import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskMessages, disputeMessages, type StaffDisputeView } from '@contract/disputes';
import { notifications } from '@mantine/notifications';
import { letterWordingMessages as lw } from '@contract/letter-wording';
import { letterMessages } from '@contract/letters';
import { bureauLetter } from '@domain/dispute-letters';
import { DisputesTab } from '../../../../web/src/features/admin/disputes-tab';
import { bureauLetterInput } from '../../../support/letters';
import { renderWithProviders } from '../../render';
import { disputeItemView, disputeView } from '../../disputes';

// The renderer is pdf-lib in a lazy chunk (test/web/lib/letters/pdf.test.ts tests it): here, what the desk hands it.
const downloadLetter = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../../web/src/lib/letters/download', () => ({ downloadLetter }));
const LETTER = bureauLetter(bureauLetterInput());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const item = disputeItemView;

const dispute = (over: Partial<StaffDisputeView> = {}): StaffDisputeView => ({
  ...disputeView({
    accountKey: null,
    amountCents: 124_000,
    status: 'pending',
    updatedAt: '2026-11-02T09:00:00.000Z',
    items: [item('experian'), item('equifax')],
    earliestSendDate: '2026-11-06',
    toAffirm: ['This account does not belong to me. I did not open it and I am not responsible for it.'],
  }),
  userId: 'c1',
  client: { userId: 'c1', name: 'Pat Client', email: 'pat@example.com' },
  advisor: { userId: 'emp-1', name: 'Erin Advisor' },
  priority: true,
  letters: ['experian'],
  mine: true,
  ...over,
});

type Call = { method: string; url: URL; body: unknown };

/** A fake API: answers by method and path, and records every call. */
function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url: new URL(input, 'http://localhost'), body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

describe('the dispute desk tab', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the queue by status with the due date, the priority and overdue badges, the client and the advisor', async () => {
    const overdue = dispute({
      id: 'd2',
      status: 'in_progress',
      priority: false,
      mine: false,
      advisor: null,
      items: [item('experian', { sentAt: '2026-10-01', dueAt: '2026-10-31', resultsDueAt: '2026-11-06', overdue: true })],
    });
    const calls = serve(({ url }) => json(200, { items: url.searchParams.get('status') === 'in_progress' ? [overdue] : [dispute()], nextCursor: null }));
    renderWithProviders(<DisputesTab />);
    const row = (await screen.findByRole('cell', { name: /Pat Client/ })).closest('tr')!;
    expect(within(row).getByText('Mail from November 6, 2026')).toBeTruthy();
    expect(within(row).getByText(deskMessages.priority)).toBeTruthy();
    expect(within(row).getByText('Erin Advisor')).toBeTruthy();
    expect(within(row).getByText(deskMessages.mine)).toBeTruthy();
    expect(within(row).queryByText(deskMessages.overdue)).toBeNull();
    expect(calls[0]!.url.pathname).toBe('/api/admin/disputes');
    expect(calls[0]!.url.searchParams.get('status')).toBe('pending');

    fireEvent.click(screen.getByRole('radio', { name: 'In progress' }));
    const late = (await screen.findByText('Results due November 6, 2026')).closest('tr')!;
    expect(within(late).getByText(deskMessages.overdue)).toBeTruthy();
    expect(within(late).getByText(deskMessages.noAdvisor)).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('in_progress');
  });

  it('opens a dispute: its letters, "Mark sent" with a date, only the allowed moves, and the server’s refusal in words', async () => {
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [dispute()], nextCursor: null });
      if (method === 'GET') return json(200, { dispute: dispute({ customLetters: false }) });
      if (url.pathname.endsWith('/sent')) return json(409, { message: disputeMessages.notBeforeWindow('2026-11-06'), requestId: 'r' });
      if (url.pathname.endsWith('/status')) return json(200, { dispute: dispute({ status: 'in_progress', updatedAt: '2026-11-07T00:00:00.000Z' }) });
      return json(404, { message: 'no', requestId: 'r' });
    });
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('button', { name: deskMessages.markSent });
    expect(calls.some((c) => c.method === 'GET' && c.url.pathname === '/api/admin/disputes/c1/d1')).toBe(true);

    // Every bureau's letter (the first download renders it); no verification request letter before one is asked for.
    expect(within(drawer).getByRole('button', { name: disputeMessages.downloadLetter('Experian') })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: disputeMessages.downloadLetter('Equifax') })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: disputeMessages.downloadVerificationLetter('Experian') })).toBeNull();
    // Not a Total client: no letter wording to edit.
    expect(within(drawer).queryByTestId('letter-wording')).toBeNull();

    // Pending: in progress or rejected, never resolved.
    expect(within(drawer).getByRole('button', { name: deskMessages.moveTo('in_progress') })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: deskMessages.moveTo('rejected') })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: deskMessages.moveTo('resolved') })).toBeNull();

    // Mark sent with a date: the server refuses during the right to cancel, and says so.
    fireEvent.change(within(drawer).getByLabelText(deskMessages.sentOn), { target: { value: '2026-11-05' } });
    fireEvent.click(within(drawer).getByRole('button', { name: deskMessages.markSent }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain(disputeMessages.notBeforeWindow('2026-11-06'));
    const sent = calls.find((c) => c.url.pathname.endsWith('/sent'))!;
    expect(sent).toMatchObject({ method: 'POST', body: { bureaus: ['experian', 'equifax'], sentAt: '2026-11-05' } });

    // A move the server accepts: the drawer shows the new state and its own moves.
    fireEvent.click(within(drawer).getByRole('button', { name: deskMessages.moveTo('in_progress') }));
    await within(drawer).findByRole('button', { name: deskMessages.moveTo('resolved') });
    expect(calls.find((c) => c.url.pathname.endsWith('/status'))!.body).toEqual({ status: 'in_progress' });
  });

  it('records a bureau’s result with its date and notes', async () => {
    const sent = dispute({ status: 'in_progress', items: [item('experian', { sentAt: '2026-11-06', dueAt: '2026-12-06' }), item('equifax')] });
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [sent], nextCursor: null });
      if (method === 'GET') return json(200, { dispute: sent });
      return json(200, { dispute: { ...sent, updatedAt: '2026-11-20T00:00:00.000Z', items: [item('experian', { sentAt: '2026-11-06', dueAt: '2026-12-06', result: 'deleted', respondedAt: '2026-11-19' }), item('equifax')] } });
    });
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    // Only the mailed bureau can get a result.
    const [result] = await within(drawer).findAllByLabelText(`Experian: ${deskMessages.result}`);
    expect(within(drawer).queryAllByLabelText(`Equifax: ${deskMessages.result}`)).toEqual([]);
    fireEvent.click(result!);
    fireEvent.click(await screen.findByRole('option', { name: deskMessages.resultLabels.deleted, hidden: true }));
    fireEvent.change(within(drawer).getByLabelText(`Experian: ${deskMessages.respondedOn}`), { target: { value: '2026-11-19' } });
    fireEvent.change(within(drawer).getByLabelText(`Experian: ${deskMessages.resolutionNotes}`), { target: { value: 'Deleted by Experian.' } });
    fireEvent.click(within(drawer).getByRole('button', { name: `${deskMessages.recordResult} (Experian)` }));
    await within(drawer).findByText(`${deskMessages.resultLabels.deleted} (November 19, 2026)`);
    await waitFor(() => expect(calls.find((c) => c.url.pathname.endsWith('/result'))).toBeDefined());
    expect(calls.find((c) => c.url.pathname.endsWith('/result'))).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ pathname: '/api/admin/disputes/c1/d1/result' }),
      body: { bureau: 'experian', result: 'deleted', respondedAt: '2026-11-19', resolutionNotes: 'Deleted by Experian.' },
    });
  });

  it('starts "Mark sent" again for the bureaus left once some are mailed', async () => {
    const d = dispute({ status: 'in_progress' });
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [d], nextCursor: null });
      if (method === 'GET') return json(200, { dispute: d });
      return json(200, { dispute: { ...d, updatedAt: '2026-11-07T00:00:00.000Z', items: [item('experian', { sentAt: '2026-11-06', dueAt: '2026-12-06' }), item('equifax')] } });
    });
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: 'Equifax' }));
    fireEvent.change(within(drawer).getByLabelText(`Experian: ${deskMessages.trackingNumber}`), { target: { value: '9400 1000 0000 0000 0000 01' } });
    fireEvent.click(within(drawer).getByRole('button', { name: deskMessages.markSent }));
    await within(drawer).findByLabelText(`Experian: ${deskMessages.receivedOn}`);
    expect(calls.find((c) => c.url.pathname.endsWith('/sent'))!.body).toMatchObject({ bureaus: ['experian'], trackingNumbers: { experian: '9400 1000 0000 0000 0000 01' } });
    expect(within(drawer).queryByRole('checkbox', { name: 'Experian' })).toBeNull();
    expect((within(drawer).getByRole('checkbox', { name: 'Equifax' }) as HTMLInputElement).checked).toBe(true);
    // Experian's tracking field now only in its receipt's line, not in "Mark sent".
    expect(within(drawer).getAllByLabelText(`Experian: ${deskMessages.trackingNumber}`)).toHaveLength(1);
  });

  it('keeps what the desk is entering for one bureau when another save lands, and the list it opened stays open', async () => {
    const mailed = { sentAt: '2026-11-06', dueAt: '2026-12-06' };
    const sent = dispute({ status: 'in_progress', items: [item('experian', mailed), item('equifax', mailed)] });
    serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [sent], nextCursor: null });
      if (method === 'GET') return json(200, { dispute: sent });
      // Equifax's receipt: the dispute comes back changed (a new updatedAt), Experian's result still to record.
      return json(200, { dispute: { ...sent, updatedAt: '2026-11-10T00:00:00.000Z', items: [item('experian', mailed), item('equifax', { ...mailed, receivedAt: '2026-11-09' })] } });
    });
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    const notes = await within(drawer).findByLabelText(`Experian: ${deskMessages.resolutionNotes}`);
    fireEvent.change(notes, { target: { value: 'Deleted by Experian.' } });
    fireEvent.change(within(drawer).getByLabelText(`Equifax: ${deskMessages.receivedOn}`), { target: { value: '2026-11-09' } });
    fireEvent.click(within(drawer).getByRole('button', { name: `${deskMessages.recordReceipt} (Equifax)` }));
    // The desk opens Experian's result list while the receipt is being saved.
    const [result] = within(drawer).getAllByLabelText(`Experian: ${deskMessages.result}`);
    fireEvent.click(result!);
    const experianList = async () => within((await waitFor(() => document.getElementById(result!.getAttribute('aria-controls')!)))!);
    await (await experianList()).findByRole('option', { name: deskMessages.resultLabels.deleted, hidden: true });
    await screen.findByText(deskMessages.saved);
    expect((within(drawer).getByLabelText(`Experian: ${deskMessages.resolutionNotes}`) as HTMLTextAreaElement).value).toBe('Deleted by Experian.');
    expect(within(drawer).getByLabelText(`Experian: ${deskMessages.resolutionNotes}`)).toBe(notes);
    expect(result!.getAttribute('aria-expanded')).toBe('true');
    expect((await experianList()).getByRole('option', { name: deskMessages.resultLabels.deleted, hidden: true })).toBeTruthy();
  });

  it('shows a verification request and a reinsertion, and downloads the request letter to mail it', async () => {
    const asked = dispute({
      status: 'resolved',
      items: [
        item('experian', { sentAt: '2026-10-01', dueAt: '2026-10-31', result: 'verified', respondedAt: '2026-10-20', verificationRequestedAt: '2026-11-19T10:00:00.000Z' }),
        item('equifax', { sentAt: '2026-10-01', dueAt: '2026-10-31', result: 'deleted', respondedAt: '2026-10-21', reinsertedAt: '2026-11-20T10:00:00.000Z' }),
      ],
    });
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [asked], nextCursor: null });
      if (method === 'GET') return json(200, { dispute: asked });
      if (url.pathname.includes('/letters/')) return json(200, { letter: LETTER, fileName: 'verification-request-experian-d1.pdf' });
      return json(404, { message: 'no', requestId: 'r' });
    });
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(deskMessages.verificationRequested('November 19, 2026'));
    expect(within(drawer).getByText(disputeMessages.reinserted('Equifax'))).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: disputeMessages.downloadVerificationLetter('Experian') }));
    await waitFor(() => expect(downloadLetter).toHaveBeenCalledWith(LETTER, 'verification-request-experian-d1.pdf'));
    const link = calls.find((c) => c.url.pathname.includes('/letters/'))!;
    expect(`${link.url.pathname}${link.url.search}`).toBe('/api/admin/disputes/c1/d1/letters/experian?kind=verification');
  });

  it('says why a letter cannot be made, in the server’s words', async () => {
    const d = dispute();
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [d], nextCursor: null });
      if (method === 'GET') return json(200, { dispute: d });
      if (url.pathname.includes('/letters/')) return json(409, { message: letterMessages.profileIncomplete, requestId: 'r' });
      return json(404, { message: 'no', requestId: 'r' });
    });
    downloadLetter.mockClear();
    // The earlier tests' "saved" toasts would queue this one behind Mantine's limit.
    notifications.clean();
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getAllByRole('button', { name: disputeMessages.downloadLetter('Experian') })[0]!);
    await waitFor(() => expect(calls.map((c) => c.url.pathname)).toContain('/api/admin/disputes/c1/d1/letters/experian'));
    await screen.findByText(letterMessages.profileIncomplete, { selector: '.mantine-Notification-root *' }, { timeout: 5_000 });
    expect(downloadLetter).not.toHaveBeenCalled();
  });

  it('lets the advisor edit a letter’s wording: the body only, the server’s refusal in words, then awaiting the client’s approval; passes axe', async () => {
    const generated = LETTER.paragraphs;
    const edited = [generated[0]!, 'I am writing because my Experian credit file reports an account that is not accurate.', ...generated.slice(2)];
    const wordingAnswer = (revision: number | null) => ({
      bureau: 'experian',
      generated,
      wording: revision === null ? null : { bureau: 'experian', generated, edited, revision, editedAt: '2026-11-22T10:00:00.000Z', approvedAt: null, editedBy: { userId: 'emp-1', name: 'Erin Advisor' } },
      locked: null,
    });
    let refuse = true;
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/disputes') return json(200, { items: [dispute()], nextCursor: null });
      if (url.pathname === '/api/admin/disputes/c1/d1/letters/experian/wording') {
        if (method === 'GET') return json(200, wordingAnswer(null));
        if (refuse) {
          refuse = false;
          return json(400, { message: lw.figureNotInLetter('900'), requestId: 'r' });
        }
        return json(200, wordingAnswer(1));
      }
      if (method === 'GET') return json(200, { dispute: dispute({ customLetters: true }) });
      return json(404, { message: 'no', requestId: 'r' });
    });
    notifications.clean();
    renderWithProviders(<DisputesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open CAPITAL ONE/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: `${lw.editAction}: Experian` }));
    const editor = await within(drawer).findByRole('region', { name: lw.editTitle('Experian') });
    const body = (await within(editor).findByLabelText(lw.bodyLabel)) as HTMLTextAreaElement;
    // The body only, a blank line between paragraphs: the identity block, the item and the enclosures are not offered.
    expect(body.value).toBe(generated.join('\n\n'));
    expect(body.value).not.toContain(LETTER.items[0]!.heading);
    expect(within(editor).getByText(lw.editHelp)).toBeTruthy();
    const results = await axe.run(editor, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    fireEvent.change(body, { target: { value: `${generated.join('\n\n')}\n\nI paid $900.00 last year.` } });
    fireEvent.click(within(editor).getByRole('button', { name: lw.save }));
    expect((await within(editor).findByRole('alert')).textContent).toContain(lw.figureNotInLetter('900'));

    fireEvent.change(body, { target: { value: edited.join('\n\n') } });
    fireEvent.click(within(editor).getByRole('button', { name: lw.save }));
    await within(editor).findByText(lw.awaitingApproval);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)!.body).toEqual({ paragraphs: edited, basedOn: 0 });
    expect(within(editor).queryByRole('alert')).toBeNull();
  });
});
