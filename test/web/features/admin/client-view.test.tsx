import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRow } from '@contract/admin';
import { onboardingMessages } from '@contract/dashboard';
import { clientViewMessages as m, type ClientViewResponse } from '@contract/client-view';
import { ClientsTab } from '../../../../web/src/features/admin/clients-tab';
import { disputeItemView } from '../../disputes';
import { renderWithProviders } from '../../render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const row: ClientRow = { id: 'c1', name: 'Pat Client', email: 'pat@example.com', phone: null, address: null, partner: null, createdAt: '2026-11-01T10:00:00.000Z' };

const steps = (current: number): ClientViewResponse['onboarding']['steps'] =>
  (['spinwheelAuth', 'personalInfo', 'documents', 'creditAuth', 'aiUnlock'] as const).map((key, i) => ({
    key,
    number: i + 1,
    title: onboardingMessages.titles[key],
    badge: i + 1 < current ? 'complete' : i + 1 === current ? 'current' : 'locked',
    done: i + 1 < current,
  }));

const view: ClientViewResponse = {
  client: { id: 'c1', name: 'Pat Client', email: 'pat@example.com', phone: '5551234567', createdAt: '2026-11-01T10:00:00.000Z' },
  onboarding: { steps: steps(5), currentStep: 5, completedCount: 4, percent: 80, progressText: onboardingMessages.progress(4) },
  documents: [
    { id: 'doc-2', documentType: 'income', fileName: 'paystub.pdf', sizeBytes: 10, contentType: 'application/pdf', status: 'pending_review', reason: null, uploadedAt: '2026-11-03T09:00:00.000Z', reviewedAt: null },
    { id: 'doc-1', documentType: 'id', fileName: 'passport.pdf', sizeBytes: 10, contentType: 'application/pdf', status: 'verified', reason: null, uploadedAt: '2026-11-02T09:00:00.000Z', reviewedAt: '2026-11-02T10:00:00.000Z' },
  ],
  latestScores: { reportId: 'r2', pulledAt: '2026-12-04T09:00:00.000Z', scores: { equifax: 640, experian: null, transunion: 662 } },
  disputes: [
    {
      id: 'd1',
      accountName: 'CAPITAL ONE ····4821',
      reason: 'Incorrect balance reported',
      status: 'in_progress',
      createdAt: '2026-11-02T09:00:00.000Z',
      earliestSendDate: '2026-11-06',
      items: [
        disputeItemView('experian', { sentAt: '2026-11-10', dueAt: '2026-12-10', resultsDueAt: '2026-12-17', overdue: true }),
        disputeItemView('equifax', { sentAt: '2026-11-10', dueAt: '2026-12-10', resultsDueAt: '2026-12-17', result: 'deleted', respondedAt: '2026-12-01' }),
      ],
    },
  ],
  plan: { tier: 'elite', planName: 'Elite Credit Recovery', status: 'active', active: true, startedAt: '2026-11-01T10:05:00.000Z', currentPeriodEnd: '2026-12-31T10:05:00.000Z' },
};

function serve(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      return answer(url);
    }),
  );
  return urls;
}
const list = () => json(200, { items: [row], nextCursor: null });

describe('the admin’s one page on a client', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the Clients tab with onboarding, plan, latest scores, documents and disputes', async () => {
    const urls = serve((url) => (url.pathname.endsWith('/admin/clients/c1') ? json(200, view) : list()));
    renderWithProviders(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: m.open('Pat Client') }));
    const drawer = await screen.findByRole('dialog', { name: m.title('Pat Client') });
    await within(drawer).findByText(onboardingMessages.progress(4));

    const onboarding = within(drawer).getByRole('region', { name: m.onboarding });
    expect(within(onboarding).getByRole('progressbar', { name: `${m.onboarding}: 80%` })).toBeTruthy();
    expect(within(onboarding).getAllByText(onboardingMessages.badges.complete)).toHaveLength(4);
    expect(within(onboarding).getByText(onboardingMessages.badges.current)).toBeTruthy();

    const plan = within(drawer).getByRole('region', { name: m.plan });
    expect(within(plan).getByText('Elite Credit Recovery')).toBeTruthy();
    expect(within(plan).getByText(m.activePlan)).toBeTruthy();

    const scores = within(drawer).getByRole('region', { name: m.scores });
    expect(within(scores).getByText('640')).toBeTruthy();
    expect(within(scores).getByText('662')).toBeTruthy();
    expect(within(scores).getByText('—')).toBeTruthy();
    expect(within(scores).getByText(m.pulledOn('Dec 4, 2026'))).toBeTruthy();

    const documents = within(drawer).getByRole('region', { name: m.documents });
    expect(within(documents).getByText('paystub.pdf').closest('tr')!.textContent).toContain(m.documentStatus.pending_review);
    expect(within(documents).getByText('passport.pdf').closest('tr')!.textContent).toContain(m.documentStatus.verified);

    const disputes = within(drawer).getByRole('region', { name: m.disputes });
    expect(within(disputes).getByText('In progress')).toBeTruthy();
    expect(within(disputes).getByText(`Experian: ${m.due('December 17, 2026')}`)).toBeTruthy();
    expect(within(disputes).getByText(m.overdue)).toBeTruthy();
    expect(within(disputes).getByText('Equifax: Deleted')).toBeTruthy();
    // Read once (each opening is audited by the server).
    expect(urls.filter((u) => u.pathname.endsWith('/admin/clients/c1'))).toHaveLength(1);
  });

  it('says what is missing for a new client, and shows the server’s refusal', async () => {
    const empty: ClientViewResponse = { ...view, onboarding: { ...view.onboarding, steps: steps(1), currentStep: 1, completedCount: 0, percent: 0, progressText: onboardingMessages.progress(0) }, documents: [], latestScores: null, disputes: [], plan: null };
    serve((url) => (url.pathname.endsWith('/admin/clients/c1') ? json(200, empty) : list()));
    const { unmount } = renderWithProviders(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: m.open('Pat Client') }));
    const drawer = await screen.findByRole('dialog', { name: m.title('Pat Client') });
    for (const text of [m.noDocuments, m.noScores, m.noDisputes, m.noPlan]) expect(await within(drawer).findByText(text)).toBeTruthy();
    unmount();

    vi.unstubAllGlobals();
    serve((url) => (url.pathname.endsWith('/admin/clients/c1') ? json(404, { message: 'Client not found.', requestId: 'r' }) : list()));
    renderWithProviders(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: m.open('Pat Client') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Client not found.');
  });
});
