import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisMessages as m, type AnalysisRun, type AnalysisView } from '@contract/analysis';
import { bureauNames } from '@contract/credit';
import { disputeMessages } from '@contract/disputes';
import { analyze } from '../../../../lambdas/domain/analysis/analyze.js';
import { ALL, card, file, hard } from '../../../support/credit-files.js';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));

const { RecommendationPanel } = await import('../../../../web/src/features/analysis/recommendation-panel');

afterEach(() => vi.unstubAllGlobals());
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-root *' }, { timeout: 5_000 });

/** A real analysis (the domain's, not a fixture) of a file with a past-due error at Equifax and an inquiry to confirm. */
function analysis(): AnalysisView {
  const f = file({
    tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000, pastDueCents: key === 'a' && b === 'equifax' ? 8_500 : 0 }))),
    inquiries: [hard('experian', 'CARMAX', '2026-09-01')],
  });
  return { id: 'an-1', reportId: 'r-1', createdAt: '2026-10-15T12:00:00.000Z', narrative: null, ...analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] }) };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(view: AnalysisView | null, runs: AnalysisRun[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', stage: 'test' }));
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/credit/analysis' && method === 'GET') return new Response(JSON.stringify({ analysis: view }));
      if (url.pathname === '/api/credit/analysis' && method === 'POST') return new Response(JSON.stringify({ run: { id: 'run-1', stage: 'queued', percent: 0, analysis: null, error: null } }), { status: 202 });
      if (url.pathname === '/api/credit/analysis/runs/run-1') return new Response(JSON.stringify({ run: runs.length > 1 ? runs.shift() : runs[0] }));
      if (url.pathname === '/api/credit/analysis/confirmations') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ message: 'unexpected' }), { status: 500 });
    }),
  );
  return calls;
}

describe('the recommendation panel', { timeout: 20_000 }, () => {
  it('shows the analysis text, the projection labelled an estimate, the plan, the timeline and the utilization, all from the findings', async () => {
    const view = analysis();
    serve(view);
    renderWithProviders(<RecommendationPanel autoLetters />);
    expect(await screen.findByText(view.summary)).toBeTruthy();
    const projection = screen.getByTestId('projection');
    // A range per bureau, no headline score or "+N points"; the disclaimer as large as the figures.
    expect(view.projection.bureaus).toHaveLength(3);
    for (const b of view.projection.bureaus) expect(within(projection).getByText(m.bureauRange(bureauNames[b.bureau], b.score, b.low, b.high, b.disputes))).toBeTruthy();
    expect(within(projection).queryByText(/^\+\d+ points$/)).toBeNull();
    expect(within(projection).queryByText(String(view.projection.score))).toBeNull();
    const note = within(projection).getByText(m.estimateNote);
    const figure = within(projection).getByText(m.bureauRange(bureauNames.equifax, view.projection.bureaus[0]!.score, view.projection.bureaus[0]!.low, view.projection.bureaus[0]!.high, view.projection.bureaus[0]!.disputes));
    expect(note.getAttribute('data-size')).toBe('sm');
    expect(figure.closest('ul')!.getAttribute('data-size')).toBe('sm');
    expect(note.getAttribute('style')).not.toContain('dimmed');
    for (const action of view.actions) expect(screen.getByText(action.title)).toBeTruthy();
    for (const step of view.timeline) expect(screen.getByText(step.what)).toBeTruthy();
    expect(screen.getByText(m.readyBanner)).toBeTruthy();
    expect(screen.getByText(m.expectedTimeline)).toBeTruthy();
  });

  it('opens one plan item at a time, shows what the bureaus report, and disputes it pre-filled with the account, reason and bureaus', async () => {
    const view = analysis();
    serve(view);
    renderWithProviders(<RecommendationPanel autoLetters />);
    const [first, second] = view.actions;
    const control = (title: string) => screen.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(first!.title.slice(0, 20)) }));
    await waitFor(() => expect(control(first!.title.slice(0, 20)).getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(control(second!.title.slice(0, 20)));
    await waitFor(() => expect(control(first!.title.slice(0, 20)).getAttribute('aria-expanded')).toBe('false'));
    expect(control(second!.title.slice(0, 20)).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(control(first!.title.slice(0, 20)));
    const table = await screen.findByRole('table', { name: new RegExp(m.evidenceTitle) });
    expect(within(table).getByText('$85.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.disputeThis }));
    const form = await screen.findByTestId('dispute-form');
    expect((within(form).getByLabelText(new RegExp(disputeMessages.accountName)) as HTMLInputElement).value).toBe('CAPITAL ONE XXXX1234');
    expect((within(form).getByRole('checkbox', { name: 'Equifax' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'Experian' }) as HTMLInputElement).checked).toBe(false);
  });

  it('refreshes: Analyzing... with the server\'s stage, then the spec\'s toast and the new analysis', async () => {
    const view = analysis();
    const after = { ...view, id: 'an-2', summary: 'A newer summary.' };
    serve(view, [
      { id: 'run-1', stage: 'checking_rules', percent: 52, analysis: null, error: null },
      { id: 'run-1', stage: 'done', percent: 100, analysis: after, error: null },
    ]);
    renderWithProviders(<RecommendationPanel autoLetters />);
    fireEvent.click(await screen.findByRole('button', { name: m.refresh }));
    expect(await screen.findByRole('button', { name: m.analyzing })).toBeTruthy();
    expect(await screen.findByText(m.stages.checking_rules)).toBeTruthy();
    await toast(m.generated);
    expect(await screen.findByText('A newer summary.')).toBeTruthy();
    expect(screen.getByRole('button', { name: m.refresh })).toBeTruthy();
  });

  it('shows the spec\'s error when the run fails', async () => {
    serve(analysis(), [{ id: 'run-1', stage: 'failed', percent: 40, analysis: null, error: m.failed }]);
    renderWithProviders(<RecommendationPanel autoLetters />);
    fireEvent.click(await screen.findByRole('button', { name: m.refresh }));
    expect(await screen.findByText(m.failed)).toBeTruthy();
  });

  it('sends the client\'s answer about an inquiry, then analyses again', async () => {
    const view = analysis();
    const calls = serve(view, [{ id: 'run-1', stage: 'done', percent: 100, analysis: view, error: null }]);
    renderWithProviders(<RecommendationPanel autoLetters />);
    const confirm = view.actions.find((a) => a.id === 'confirm')!;
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(confirm.title) }));
    const question = await screen.findByRole('group', { name: 'Did you apply for credit with CARMAX on 2026-09-01?' });
    fireEvent.click(within(question).getByRole('button', { name: 'No, I did not apply' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/credit/analysis'));
    expect(calls.find((c) => c.path.endsWith('/confirmations'))!.body).toEqual({ findingId: 'unrecognised_inquiry:inquiry:CARMAX:2026-09-01', accurate: false });
  });

  it('asks about a difference between bureaus instead of offering a dispute, and offers the dispute once the client answered it is wrong', async () => {
    // Equifax reports a late payment in September 2026 that Experian and TransUnion report paid on time: only the client knows.
    const late = (b: 'equifax' | 'experian' | 'transunion') => card(b, { key: 'a', paymentHistory: b === 'equifax' ? '010000000000000000000000' : '000000000000000000000000' });
    const f = file({ tradelines: [...ALL.map(late), ...['b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000 })))] });
    const asked: AnalysisView = { id: 'an-2', reportId: 'r-1', createdAt: '2026-10-15T12:00:00.000Z', narrative: null, ...analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] }) };
    const id = 'cross_bureau_mismatch:a';
    expect(asked.findings.find((x) => x.id === id)).toMatchObject({ needsConfirmation: true, dispute: null });
    serve(asked);
    const first = renderWithProviders(<RecommendationPanel autoLetters />);
    fireEvent.click(await screen.findByRole('button', { name: /Answer one question/ }));
    const question = await screen.findByRole('group', { name: 'Did you pay CAPITAL ONE XXXX1234 on time in September 2026?' });
    expect(within(question).getByRole('button', { name: 'Yes, I paid on time' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.disputeThis })).toBeNull();
    first.unmount();

    const answer = { accurate: false, question: 'Did you pay CAPITAL ONE XXXX1234 on time in September 2026?', wording: 'Yes, I paid on time', at: '2026-10-16T09:30:00.000Z' };
    const answered: AnalysisView = { ...asked, ...analyze({ file: f, earlier: [], client: null, confirmations: { [id]: answer }, disputes: [] }) };
    expect(answered.findings.find((x) => x.id === id)).toMatchObject({ needsConfirmation: false, answer, dispute: { bureaus: ['equifax'] } });
    serve(answered);
    renderWithProviders(<RecommendationPanel autoLetters />);
    fireEvent.click(await screen.findByRole('button', { name: /Dispute: CAPITAL ONE/ }));
    expect(await screen.findByText(/You answered on 2026-10-16: "Yes, I paid on time"/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: m.disputeThis })).toBeTruthy();
  });
});
