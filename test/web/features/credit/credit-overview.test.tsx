import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse } from '@contract/dashboard';
import { renderWithProviders } from '../../render';
import { dashboardFixture, stubApi } from '../profile/dashboard';
import { dashboardCredit, reportView } from './fixtures';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { ProfilePage } = await import('../../../../web/src/features/profile/profile-page');
const { overviewNextStep } = await import('../../../../web/src/features/credit/credit-overview');

function renderPage(dashboard: DashboardResponse) {
  vi.stubGlobal('fetch', vi.fn(stubApi(dashboard).fetch));
  renderWithProviders(<ProfilePage />);
}

const report = reportView();
const withReport = (completed = 5) => dashboardFixture(completed, { credit: dashboardCredit(report) });

describe('the credit overview above the tabs', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.setItem('legal-agreement-accepted', 'true'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows on every tab once a report exists: each bureau’s score, its band and its change, and the next step', async () => {
    renderPage(withReport());
    const overview = await screen.findByTestId('credit-overview');
    expect(within(overview).getByRole('heading', { name: 'Your credit overview' })).toBeTruthy();
    const bureau = (b: string) => within(overview).getByTestId(`overview-${b}`);
    expect(within(bureau('equifax')).getByTestId('overview-score').textContent).toBe('688');
    expect(within(bureau('equifax')).getByTestId('overview-band').textContent).toBe('Good');
    expect(within(bureau('equifax')).getByTestId('overview-change').textContent).toBe('▲ 14 points since your last report');
    expect(within(bureau('experian')).getByTestId('overview-change').textContent).toBe('▼ 9 points since your last report');
    expect(within(bureau('transunion')).getByTestId('overview-change').textContent).toBe('No change since your last report');
    expect(within(overview).getByTestId('overview-next-step').textContent).toMatch(/^Next step: Review your action plan/);
    for (const name of ['Offers', 'Personal Info', 'Documents', 'Disputes', 'Application', 'Credit Tools']) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
      const shown = screen.getByTestId('credit-overview');
      // Above the tabs: it comes before the tab list in the document.
      expect(shown.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(shown).getAllByTestId('overview-score').map((s) => s.textContent)).toEqual(['688', '671', '702']);
    }
  });

  it('is absent before the first report', async () => {
    renderPage(dashboardFixture(2));
    await screen.findByRole('heading', { name: 'Welcome back, Jane Client!' });
    expect(screen.queryByTestId('credit-overview')).toBeNull();
  });

  it('the next step goes to the tab where it is done', async () => {
    renderPage(withReport(2));
    const next = within(await screen.findByTestId('overview-next-step'));
    expect(next.getByText('Next step: Upload Documents')).toBeTruthy();
    fireEvent.click(next.getByRole('button', { name: 'Go to Documents' }));
    expect(screen.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a first report says there is no change yet; a bureau without a score says why', async () => {
    const first = reportView({
      bureaus: [{ ...report.bureaus[0]!, pointsDifference: null }, { ...report.bureaus[1]!, outcome: 'frozen', score: null, pointsDifference: null }, report.bureaus[2]!],
    });
    renderPage(dashboardFixture(5, { credit: dashboardCredit(first) }));
    const overview = await screen.findByTestId('credit-overview');
    expect(within(within(overview).getByTestId('overview-equifax')).getByTestId('overview-change').textContent).toBe('First report: no change to show yet');
    expect(within(overview).getByTestId('overview-experian').textContent).toMatch(/security freeze/);
  });
});

describe('overviewNextStep', () => {
  it('names the first onboarding step to do and where, else the action plan, with the next update date', () => {
    const credit = dashboardCredit(report);
    expect(overviewNextStep(dashboardFixture(1, { credit }))).toEqual({
      title: 'Complete Personal Information',
      text: 'Step 2 of 5 is next. Your reports are next updated on December 23, 2026.',
      tab: 'info',
    });
    expect(overviewNextStep(dashboardFixture(4, { credit })).tab).toBe('credit');
    expect(overviewNextStep(dashboardFixture(5, { credit })).title).toBe('Review your action plan');
  });
});
