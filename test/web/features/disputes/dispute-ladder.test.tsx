import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ladderMessages as l } from '@contract/dispute-ladder';
import type { DisputeView } from '@contract/disputes';
import type { StoredLadder } from '@domain/dispute-ladder';
import { bureauLetter } from '@domain/dispute-letters';
import { bureauLetterInput } from '../../../support/letters';
import { renderWithProviders } from '../../render';
import { disputeItemView, disputeView } from '../../disputes';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
}));
const downloadLetter = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../../web/src/lib/letters/download', () => ({ downloadLetter }));
const { DisputeLadder } = await import('../../../../web/src/features/disputes/dispute-ladder');
const DOCUMENT = bureauLetter(bureauLetterInput());

/** Experian answered "verified" on 20 November; the client asked it for the method of verification on the 21st. */
function dispute(ladder: StoredLadder | null, over: Partial<DisputeView> = {}): DisputeView {
  const items = [disputeItemView('experian', { sentAt: '2026-11-03', result: 'verified', respondedAt: '2026-11-20', verificationRequestedAt: '2026-11-21T15:00:00.000Z' })];
  return disputeView({ items, ...over }, { stored: ladder, asOf: '2026-11-22' });
}

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

const OWN_WORDS = 'My statement shows $1,240.00, not the $1,610.00 you report.';

describe('the escalation ladder on the client’s dispute', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    downloadLetter.mockClear();
  });

  it('is not shown while the bureau investigates', () => {
    const d = dispute(null, { items: [disputeItemView('experian', { sentAt: '2026-11-03', resultsDueAt: '2026-12-16' })] });
    renderWithProviders(<DisputeLadder dispute={d} />);
    expect(screen.queryByTestId('dispute-ladder')).toBeNull();
  });

  it('marks the creditor dispute next, sends the client\'s own words with their affirmation, then downloads the letter; passes axe', async () => {
    const calls = serve(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/disputes/d1/ladder/furnisher') return { body: { dispute: dispute({ furnisher: { statement: OWN_WORDS, affirmation: l.affirmation, affirmedAt: '2026-11-22T10:00:00.000Z' }, complaintAt: null, attorneyAt: null }) } };
      if (method === 'GET' && url.pathname === '/api/disputes/d1/ladder/furnisher/document') return { body: { document: DOCUMENT, fileName: 'creditor-dispute-d1.pdf' } };
      return undefined;
    });
    renderWithProviders(<DisputeLadder dispute={dispute(null)} />);
    const ladder = await screen.findByTestId('dispute-ladder');
    const furnisher = within(ladder).getByTestId('ladder-step-furnisher');
    expect(within(furnisher).getByText(l.next)).toBeTruthy();
    expect(within(ladder).getByTestId('ladder-step-complaint').textContent).toContain(l.furnisherFirst);
    // No ground for an attorney: not offered at all.
    expect(within(ladder).queryByTestId('ladder-step-attorney')).toBeNull();

    const prepare = within(furnisher).getByRole('button', { name: l.prepareFurnisher });
    fireEvent.change(within(furnisher).getByLabelText(l.statementLabel), { target: { value: OWN_WORDS } });
    expect((prepare as HTMLButtonElement).disabled).toBe(true); // not affirmed yet
    fireEvent.click(within(furnisher).getByLabelText(l.affirmation));
    expect((prepare as HTMLButtonElement).disabled).toBe(false);

    const results = await axe.run(ladder, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(prepare);
    await waitFor(() => expect(downloadLetter).toHaveBeenCalledWith(DOCUMENT, 'creditor-dispute-d1.pdf'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ statement: OWN_WORDS, affirmed: true });
  });

  it('offers the attorney summary beside the steps when a reinsertion came without notice, and downloads a packet already prepared', async () => {
    serve(({ url }) => (url.pathname === '/api/disputes/d1/ladder/complaint/document' ? { body: { document: DOCUMENT, fileName: 'cfpb-complaint-packet-d1.pdf' } } : undefined));
    const items = [disputeItemView('experian', { sentAt: '2026-09-01', result: 'deleted', respondedAt: '2026-09-25', reinsertedAt: '2026-11-02T08:00:00.000Z', reinsertionWithoutNotice: true })];
    const d = dispute({ furnisher: null, complaintAt: null, attorneyAt: null }, { items });
    renderWithProviders(<DisputeLadder dispute={d} />);
    const attorney = await screen.findByTestId('ladder-step-attorney');
    expect(within(attorney).getByText(l.attorneyOffer)).toBeTruthy();
    expect(within(attorney).getByRole('button', { name: l.prepareAttorney })).toBeTruthy();
    const results = await axe.run(screen.getByTestId('dispute-ladder'), { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('downloads the complaint packet once prepared', async () => {
    serve(({ url }) => (url.pathname === '/api/disputes/d1/ladder/complaint/document' ? { body: { document: DOCUMENT, fileName: 'cfpb-complaint-packet-d1.pdf' } } : undefined));
    const d = dispute({ furnisher: { statement: OWN_WORDS, affirmation: l.affirmation, affirmedAt: '2026-11-22T10:00:00.000Z' }, complaintAt: '2026-11-22T11:00:00.000Z', attorneyAt: null });
    renderWithProviders(<DisputeLadder dispute={d} />);
    const complaint = await screen.findByTestId('ladder-step-complaint');
    expect(within(complaint).getByText(l.doneOn('Nov 22, 2026'))).toBeTruthy();
    fireEvent.click(within(complaint).getByRole('button', { name: l.downloadComplaint }));
    await waitFor(() => expect(downloadLetter).toHaveBeenCalledWith(DOCUMENT, 'cfpb-complaint-packet-d1.pdf'));
  });

  it("records the creditor's answer once the letter is prepared, then shows it with what it means; passes axe", async () => {
    // The browser's today: the form's date defaults to it, and "no answer" waits for the creditor's 30 days.
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    const furnisher = { statement: OWN_WORDS, affirmation: l.affirmation, affirmedAt: '2026-11-22T10:00:00.000Z' };
    const answered = { outcome: 'verified' as const, on: '2026-11-27', note: 'Their letter of November 27.', recordedAt: '2026-11-28T12:00:00.000Z' };
    const calls = serve(({ method, url }) =>
      method === 'PUT' && url.pathname === '/api/disputes/d1/ladder/furnisher/answer'
        ? { body: { dispute: dispute({ furnisher: { ...furnisher, answer: answered }, complaintAt: null, attorneyAt: null }) } }
        : undefined,
    );
    const before = dispute({ furnisher, complaintAt: null, attorneyAt: null });
    renderWithProviders(<DisputeLadder dispute={before} />);
    const step = await screen.findByTestId('ladder-step-furnisher');
    const form = within(step).getByTestId('furnisher-answer-form');
    expect(form.textContent).toContain(l.answerDue('Dec 22, 2026'));
    // Before the 30 days can have passed, "no answer" cannot be chosen.
    expect((within(form).getByLabelText(l.answerOutcomeLabels.no_answer) as HTMLInputElement).disabled).toBe(true);
    const results = await axe.run(step, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // Nothing chosen: the field says so, and nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: l.recordAnswer }));
    await within(form).findByText(l.answerOutcomeRequired);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.click(within(form).getByLabelText(l.answerOutcomeLabels.verified));
    fireEvent.change(within(form).getByLabelText(l.answerDateLabel), { target: { value: '2026-11-27' } });
    fireEvent.change(within(form).getByLabelText(l.answerNoteLabel), { target: { value: ' Their letter of November 27. ' } });
    fireEvent.click(within(form).getByRole('button', { name: l.recordAnswer }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ outcome: 'verified', on: '2026-11-27', note: 'Their letter of November 27.' }));
  });

  it('shows a recorded answer: the date and what the creditor said, or that none came, with what it means for the next step', async () => {
    const furnisher = { statement: OWN_WORDS, affirmation: l.affirmation, affirmedAt: '2026-11-22T10:00:00.000Z' };
    const shown = renderWithProviders(
      <DisputeLadder dispute={dispute({ furnisher: { ...furnisher, answer: { outcome: 'corrected', on: '2026-11-27', note: null, recordedAt: '2026-11-28T12:00:00.000Z' } }, complaintAt: null, attorneyAt: null })} />,
    );
    const answer = await screen.findByTestId('furnisher-answer');
    expect(answer.textContent).toContain(l.answered('Nov 27, 2026', l.answerOutcomeLabels.corrected));
    expect(answer.textContent).toContain(l.answerMeaning.corrected);
    // The answer changes no step: the complaint stays next.
    expect(within(screen.getByTestId('ladder-step-complaint')).getByText(l.next)).toBeTruthy();
    shown.unmount();

    renderWithProviders(
      <DisputeLadder dispute={dispute({ furnisher: { ...furnisher, answer: { outcome: 'no_answer', on: '2026-12-23', note: null, recordedAt: '2026-12-23T12:00:00.000Z' } }, complaintAt: null, attorneyAt: null })} />,
    );
    const none = await screen.findByTestId('furnisher-answer');
    expect(none.textContent).toContain(l.noAnswerBy('Dec 23, 2026'));
    expect(none.textContent).toContain(l.answerMeaning.no_answer);
    // It can be corrected: the form comes back.
    fireEvent.click(within(none).getByRole('button', { name: l.changeAnswer }));
    expect(await screen.findByTestId('furnisher-answer-form')).toBeTruthy();
  });
});
