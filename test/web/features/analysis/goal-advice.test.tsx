import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisView } from '@contract/analysis';
import { goalMessages as m, type CreditGoal } from '@contract/goals';
import { analyze } from '../../../../lambdas/domain/analysis/analyze.js';
import { planForGoal } from '../../../../lambdas/domain/analysis/goals.js';
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

/** A real analysis with a dispute, a card pay-down and an inquiry to confirm. */
function analysis(): AnalysisView {
  const f = file({
    tradelines: [
      ...ALL.map((b) => card(b, { key: 'a', balanceCents: 90_000, creditLimitCents: 100_000 })),
      ...ALL.map((b) => card(b, { key: 'b', balanceCents: 20_000, pastDueCents: b === 'equifax' ? 8_500 : 0 })),
    ],
    inquiries: [hard('experian', 'CARMAX', '2026-09-01')],
  });
  return { id: 'an-1', reportId: 'r-1', createdAt: '2026-10-15T12:00:00.000Z', narrative: null, ...analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] }) };
}

/** A server that keeps the goal and orders the plan for it, as the real one does. */
function serve(view: AnalysisView, initial: CreditGoal | null, fail = false) {
  let goal = initial;
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', stage: 'test' }));
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/credit/analysis' && method === 'GET') return new Response(JSON.stringify({ analysis: { ...view, actions: planForGoal(view.actions, goal) }, goal }));
      if (url.pathname === '/api/profile/goal' && method === 'PUT') {
        const body = JSON.parse(String(init!.body)) as { goal: CreditGoal | null };
        puts.push(body);
        if (fail) return new Response(JSON.stringify({ message: 'Server error' }), { status: 500 });
        goal = body.goal;
        return new Response(JSON.stringify({ goal, setAt: goal ? '2026-11-02T10:00:00.000Z' : null }));
      }
      return new Response(JSON.stringify({ message: 'unexpected' }), { status: 500 });
    }),
  );
  return puts;
}

const planTitles = () => within(screen.getByTestId('action-plan')).getAllByRole('button').map((b) => b.textContent ?? '');

describe('the goal selector and the plan ordered for it', { timeout: 20_000 }, () => {
  it('offers each goal, shows the saved one, saves a new one, and shows the plan the server ordered for it', async () => {
    const view = analysis();
    const puts = serve(view, 'credit_card');
    renderWithProviders(<RecommendationPanel autoLetters />);
    const select = (await screen.findByLabelText(m.selectorLabel)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('credit_card'));
    expect([...select.options].map((o) => o.textContent)).toEqual([m.noGoal, m.labels.mortgage, m.labels.auto_loan, m.labels.credit_card, m.labels.rebuild]);
    expect(planTitles()[0]).toContain(planForGoal(view.actions, 'credit_card')[0]!.title);

    fireEvent.change(select, { target: { value: 'mortgage' } });
    expect(await toast(m.saved)).toBeTruthy();
    expect(puts).toEqual([{ goal: 'mortgage' }]);
    await waitFor(() => expect(planTitles().some((t) => t.includes(m.steps.mortgage.rapidRescore.title))).toBe(true));
    const expected = planForGoal(view.actions, 'mortgage').map((a) => a.title);
    expect(planTitles().map((t) => expected.findIndex((title) => t.includes(title)))).toEqual(expected.map((_, i) => i));
    expect(select.value).toBe('mortgage');
  });

  it('clears the goal: the plan goes back to the analysis’s order', async () => {
    const view = analysis();
    const puts = serve(view, 'rebuild');
    renderWithProviders(<RecommendationPanel autoLetters />);
    const select = (await screen.findByLabelText(m.selectorLabel)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('rebuild'));
    fireEvent.change(select, { target: { value: '' } });
    expect(await toast(m.cleared)).toBeTruthy();
    expect(puts).toEqual([{ goal: null }]);
    await waitFor(() => expect(planTitles().some((t) => t.includes(m.steps.rebuild.onTime.title))).toBe(false));
  });

  it('says so when the goal could not be saved, and keeps the saved one', async () => {
    serve(analysis(), null, true);
    renderWithProviders(<RecommendationPanel autoLetters />);
    const select = (await screen.findByLabelText(m.selectorLabel)) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'auto_loan' } });
    expect(await toast(m.saveFailed)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe(''));
  });

  it('explains old debts, settlements and pay-for-delete when opened: two clocks, a payment restarts one and never the other, nothing promised', async () => {
    serve(analysis(), null);
    renderWithProviders(<RecommendationPanel autoLetters />);
    const control = await screen.findByRole('button', { name: m.explainer.title });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(control);
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    const explainer = screen.getByTestId('debt-explainer');
    for (const section of m.explainer.sections) {
      expect(within(explainer).getByRole('heading', { name: section.heading })).toBeTruthy();
      for (const p of section.paragraphs) expect(within(explainer).getByText(p)).toBeTruthy();
    }
    expect(explainer.textContent).toMatch(/FCRA §605\(a\) and \(c\)/);
    expect(explainer.textContent).toMatch(/A payment never restarts the 7-year reporting period/);
    expect(explainer.textContent).toMatch(/We never promise a settlement or a deletion/);
    expect(explainer.textContent).not.toMatch(/\bAI\b/);
  });
});
