import { notifications } from '@mantine/notifications';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysisMessages as am } from '@contract/analysis';
import { CREDIT_PULL_CONSENT, creditMessages as m } from '@contract/credit';
import { identityMessages } from '@contract/identity';
import type { DashboardResponse } from '@contract/dashboard';
import { renderWithProviders } from '../../render';
import { dashboardFixture, stubApi } from './dashboard';
import { dashboardCredit, reportView } from '../credit/fixtures';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { ProfilePage } = await import('../../../../web/src/features/profile/profile-page');

function renderPage(...args: Parameters<typeof stubApi>) {
  const api = stubApi(...args);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithProviders(<ProfilePage />);
  return api;
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-root *' }, { timeout: 15_000 });

/** Step 4 current: verified, profile filled (so the modal is pre-filled), a document verified, no report yet. */
const atStep4 = (over: Partial<DashboardResponse> = {}) =>
  dashboardFixture(3, {
    profile: {
      ...dashboardFixture().profile,
      fullName: 'Jane Q Client',
      dateOfBirth: '1988-04-12',
      street: '12 Main St',
      city: 'Springfield',
      state: 'Illinois',
      zipCode: '62701',
    },
    credit: dashboardCredit(null),
    ...over,
  });
/** All five steps done: the report is in and analysed. */
const withReport = (features: DashboardResponse['features'] = ['credit_monitoring', 'credit_builder_tools'], report = reportView()) =>
  dashboardFixture(5, { features, credit: dashboardCredit(report) });

async function openModal() {
  fireEvent.click(within(await screen.findByTestId('step-4')).getByRole('button', { name: 'Authorize Credit Pull' }));
  return screen.findByTestId('credit-pull-form');
}
const field = (form: HTMLElement, label: string | RegExp) => within(form).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('Authorize Credit Pull', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.setItem('legal-agreement-accepted', 'true'));
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('opens from step 4 showing the verified name, date of birth and address read-only and asking only for the SSN, with the soft-pull statement, the sandbox notice and the written instruction', async () => {
    renderPage(atStep4());
    const form = await openModal();
    const subject = within(form).getByTestId('credit-pull-subject');
    expect(within(subject).getByText(identityMessages.subjectTitle)).toBeTruthy();
    expect(within(subject).getByText('Jane Q Client')).toBeTruthy();
    expect(within(subject).getByText('April 12, 1988')).toBeTruthy();
    expect(within(subject).getByText('12 Main St, Springfield, IL 62701')).toBeTruthy();
    // Nothing about who is pulled can be typed: the only input is the SSN.
    expect(within(form).queryByLabelText(/First name|Last name|Date of birth|Street address|ZIP code/, { selector: 'input' })).toBeNull();
    expect([...form.querySelectorAll('input:not([type="hidden"]), select, textarea')].map((input) => input.getAttribute('type'))).toEqual(['password']);
    const ssn = field(form, /Social Security number/);
    expect(ssn.value).toBe('');
    expect(ssn.type).toBe('password');
    expect(within(form).getByText(m.softPull)).toBeTruthy();
    expect(within(form).getByTestId('credit-sandbox-notice').textContent).toBe(m.sandboxNotice);
    expect(within(form).getByTestId('credit-consent-text').textContent).toBe(CREDIT_PULL_CONSENT.text);
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('explains what is missing before the first pull (phone, verified ID) and cannot be sent', async () => {
    const missing = [identityMessages.phoneNotVerified, identityMessages.documentNotVerified];
    const api = renderPage(atStep4({ credit: dashboardCredit(null, { ready: false, identity: null, missing, locked: false, changePending: false }) }));
    const form = await openModal();
    const note = within(form).getByTestId('credit-pull-missing');
    for (const line of missing) expect(within(note).getByText(line)).toBeTruthy();
    expect(within(form).queryByLabelText(/Social Security number/, { selector: 'input' })).toBeNull();
    const authorize = within(form).getByRole('button', { name: 'I Authorize' }) as HTMLButtonElement;
    expect(authorize.disabled).toBe(true);
    fireEvent.submit(form);
    expect(api.calls.some((c) => c.path === '/api/credit/pull')).toBe(false);
  });

  it('shows the SSN’s validation message and sends nothing until it is met', async () => {
    const api = renderPage(atStep4());
    const form = await openModal();
    fireEvent.change(field(form, /Social Security number/), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'I Authorize' }));
    expect(await within(form).findByText('Full SSN (9 digits) is required')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/credit/pull')).toBe(false);
  });

  it('keeps the SSN as digits, sends the pull with the consent version, toasts onboarding’s success and re-reads the dashboard', async () => {
    const api = renderPage(atStep4(), { 'POST /api/credit/pull': { status: 201, body: { report: reportView() } } });
    const form = await openModal();
    const ssn = field(form, /Social Security number/);
    fireEvent.change(ssn, { target: { value: '123-45-6789' } });
    expect(ssn.value).toBe('123456789');
    fireEvent.click(within(form).getByRole('button', { name: 'I Authorize' }));
    expect(await toast(m.successOnboarding)).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/credit/pull');
    // Only the SSN and the instruction: the server names the verified identity.
    expect(sent?.body).toEqual({
      ssn: '123456789',
      consent: true,
      consentVersion: CREDIT_PULL_CONSENT.version,
    });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/dashboard').length).toBeGreaterThan(1));
  });

  it('a refused pull shows the banner with the help line and a toast; a 400 naming fields marks those fields', async () => {
    let answer = { status: 409, body: { message: m.frozen('Equifax, Experian and TransUnion'), requestId: 'r' } as object };
    renderPage(atStep4(), { 'POST /api/credit/pull': () => answer });
    const form = await openModal();
    fireEvent.change(field(form, /Social Security number/), { target: { value: '123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'I Authorize' }));
    const banner = await within(form).findByTestId('credit-pull-error');
    expect(banner.textContent).toContain(m.errorBanner(m.frozen('Equifax, Experian and TransUnion')));
    expect(banner.textContent).toContain(m.errorHelp);
    expect(await toast(m.frozen('Equifax, Experian and TransUnion'))).toBeTruthy();

    answer = { status: 400, body: { message: 'Invalid request', requestId: 'r', fields: { ssn: 'Full SSN (9 digits) is required' } } };
    fireEvent.click(within(form).getByRole('button', { name: 'I Authorize' }));
    expect(await within(form).findByText('Full SSN (9 digits) is required')).toBeTruthy();
    expect(within(form).queryByTestId('credit-pull-error')).toBeNull();
  });
});

describe('the credit results', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.setItem('legal-agreement-accepted', 'true'));
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('a report whose bureau names someone else says so plainly, per bureau', async () => {
    renderPage(withReport(undefined, reportView({ identityMismatches: [{ bureau: 'experian', field: 'dateOfBirth' }, { bureau: 'experian', field: 'ssnLast4' }] })));
    const alert = await screen.findByTestId('credit-identity-mismatch');
    expect(alert.textContent).toContain(identityMessages.mismatchClient);
    expect(within(alert).getByText('Experian reports a different date of birth and Social Security number.')).toBeTruthy();
  });

  it('one bureau per slide with its model, gauge and trend colour; previous and next move between them', async () => {
    renderPage(withReport());
    const carousel = await screen.findByTestId('score-carousel');
    const slide = () => within(carousel).getByTestId(/^bureau-(equifax|experian|transunion)$/);
    expect(slide().dataset.testid).toBe('bureau-equifax');
    expect(within(slide()).getByTestId('bureau-model').textContent).toBe('VantageScore 3.0');
    expect(within(slide()).getByTestId('bureau-score').textContent).toBe('688');
    expect(within(slide()).getByTestId('score-trend').dataset.trend).toBe('increase');
    expect(within(slide()).getByText('$12,500')).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next bureau' }));
    expect(slide().dataset.testid).toBe('bureau-experian');
    expect(within(slide()).getByTestId('score-trend').dataset.trend).toBe('decrease');
    expect(within(slide()).getByText(/9 points decrease/)).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next bureau' }));
    expect(within(slide()).getByTestId('score-trend').dataset.trend).toBe('increase');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next bureau' }));
    expect(slide().dataset.testid).toBe('bureau-equifax');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous bureau' }));
    expect(slide().dataset.testid).toBe('bureau-transunion');
  });

  it('a bureau that did not answer says so', async () => {
    const report = reportView();
    report.bureaus[0] = { ...report.bureaus[0]!, outcome: 'frozen', score: null, pointsDifference: null, rating: null };
    renderPage(withReport(undefined, report));
    const carousel = await screen.findByTestId('score-carousel');
    expect(within(carousel).getByTestId('bureau-message').textContent).toBe(m.bureauFrozen);
  });

  it('factors with their impact and accounts with utilisation colours; the empty states verbatim', async () => {
    renderPage(withReport());
    const factors = await screen.findByTestId('credit-factors');
    expect(within(factors).getAllByTestId('credit-factor').map((f) => within(f).getByText(/^(Positive|Negative|Neutral)$/).textContent)).toEqual(['Negative', 'Positive', 'Neutral']);
    const accounts = screen.getByTestId('active-accounts');
    expect([...accounts.querySelectorAll('[data-color]')].map((bar) => bar.getAttribute('data-color'))).toEqual(['red', 'yellow', 'green']);
    // Collapsible.
    const toggle = within(factors).getByRole('button', { name: /Credit Factors/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('with no factors and no accounts the spec’s empty states show', async () => {
    renderPage(withReport(undefined, reportView({ factors: [], accounts: [] })));
    expect(await screen.findByText(m.noFactors)).toBeTruthy();
    expect(screen.getByText(m.noAccounts)).toBeTruthy();
  });

  it('with credit_monitoring the journey shows the real score’s tier and the next goal', async () => {
    renderPage(withReport());
    expect((await screen.findByTestId('journey-current')).textContent).toBe('Good · score 688 (VantageScore 3.0)');
    expect(screen.getByTestId('journey-tip').textContent).toMatch(/^Next goal: Excellent at 781/);
    expect(screen.queryByTestId('journey-locked')).toBeNull();
  });

  it('a Starter plan sees the journey and the Credit Builder Tools locked', async () => {
    renderPage(withReport([]));
    const journey = await screen.findByTestId('journey-locked');
    expect(within(journey).getByText('Unlock your personalized credit roadmap with milestone tracking')).toBeTruthy();
    expect(within(journey).getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/#pricing');
    const builder = await screen.findByTestId('credit-builder-locked');
    expect((within(builder).getByRole('button', { name: 'Coming Soon' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an Elite plan opens a builder tool’s explanation', async () => {
    renderPage(withReport());
    const builder = await screen.findByTestId('credit-builder');
    await waitFor(() => expect(within(builder).getAllByTestId('builder-tool')).toHaveLength(4));
    fireEvent.click(within(builder).getByRole('button', { name: 'View Options' }));
    const details = await screen.findByTestId('builder-tool-details');
    expect(within(details).getByText('What it costs')).toBeTruthy();
  });

  it('the Credit Insights button is disabled', async () => {
    renderPage(withReport());
    const card = await screen.findByTestId('ai-insights');
    expect((within(card).getByRole('button', { name: 'Coming Soon' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Reset Credit Access confirms, calls the reset and toasts; a failure toasts the spec’s message', async () => {
    let status = 500;
    const api = renderPage(withReport(), { 'POST /api/credit/reset': () => ({ status, body: status === 200 ? {} : { message: 'boom', requestId: 'r' } }) });
    fireEvent.click(await screen.findByRole('button', { name: m.resetButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.resetConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.resetButton }));
    expect(await toast(m.resetFailed)).toBeTruthy();
    notifications.clean();
    status = 200;
    fireEvent.click(within(dialog).getByRole('button', { name: m.resetButton }));
    expect(await toast(m.resetDone)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/credit/reset')).toHaveLength(2);
  });
});

describe('onboarding step 5: Unlock Credit Recommendations', { timeout: 30_000 }, () => {
  beforeEach(() => notifications.clean());
  afterEach(() => vi.unstubAllGlobals());

  it('starts the first analysis by itself once the report is in, shows the server’s progress, then the spec’s toast and the results', async () => {
    let polls = 0;
    const dashboard = dashboardFixture(4, { features: ['credit_monitoring'], credit: dashboardCredit(reportView()) });
    const api = renderPage(dashboard, {
      'POST /api/credit/analysis': { status: 202, body: { run: { id: 'run-1', stage: 'queued', percent: 0, analysis: null, error: null } } },
      'GET /api/credit/analysis/runs/run-1': () =>
        polls++ === 0
          ? { body: { run: { id: 'run-1', stage: 'checking_rules', percent: 46, analysis: null, error: null } } }
          : { body: { run: { id: 'run-1', stage: 'failed', percent: 46, analysis: null, error: am.failed } } },
    });
    const step = await screen.findByTestId('step-5');
    expect(within(step).getByText('Current')).toBeTruthy();
    expect(await within(step).findByText(am.stages.checking_rules)).toBeTruthy();
    expect(within(step).getByRole('progressbar', { name: 'Analysis 46% complete' })).toBeTruthy();
    // A failed run says so (spec message) and offers to try again.
    expect(await within(step).findByText(am.failed)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/credit/analysis')).toHaveLength(1);
    fireEvent.click(within(step).getByRole('button', { name: am.refresh }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/credit/analysis')).toHaveLength(2));
  });

  it('toasts ‘Recommendations generated successfully!’ when the run is done and re-reads the dashboard', async () => {
    const dashboard = dashboardFixture(4, { features: ['credit_monitoring'], credit: dashboardCredit(reportView()) });
    const api = renderPage(dashboard, {
      'POST /api/credit/analysis': { status: 202, body: { run: { id: 'run-2', stage: 'queued', percent: 0, analysis: null, error: null } } },
      'GET /api/credit/analysis/runs/run-2': { body: { run: { id: 'run-2', stage: 'done', percent: 100, analysis: null, error: null } } },
    });
    expect(am.generated).toBe('Recommendations generated successfully!');
    expect(await toast(am.generated)).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/dashboard').length).toBeGreaterThanOrEqual(2));
  });

  it('keeps the bar and still toasts when a dashboard refreshed while the run ends already counts step 5 done', async () => {
    const running = dashboardFixture(4, { features: ['credit_monitoring'], credit: dashboardCredit(reportView()) });
    const analysed = dashboardFixture(5, { features: ['credit_monitoring'], credit: dashboardCredit(reportView()) });
    let ended = false;
    const api = renderPage(running, {
      'GET /api/dashboard': () => ({ body: ended ? analysed : running }),
      'POST /api/credit/analysis': { status: 202, body: { run: { id: 'run-3', stage: 'queued', percent: 0, analysis: null, error: null } } },
      'GET /api/credit/analysis/runs/run-3': () => ({
        body: { run: ended ? { id: 'run-3', stage: 'done', percent: 100, analysis: null, error: null } : { id: 'run-3', stage: 'checking_rules', percent: 46, analysis: null, error: null } },
      }),
    });
    const step = await screen.findByTestId('step-5');
    expect(await within(step).findByText(am.stages.checking_rules)).toBeTruthy();
    // The run ends on the server, and the window's focus refreshes the dashboard before the bar's next poll.
    ended = true;
    const reads = api.calls.filter((c) => c.path === '/api/dashboard').length;
    try {
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/dashboard').length).toBeGreaterThan(reads));
    } finally {
      focusManager.setFocused(undefined);
    }
    // The toast comes when the bar sees the run end, then the results replace the onboarding view.
    expect(await toast(am.generated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('step-5')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/credit/analysis')).toHaveLength(1);
  });
});
