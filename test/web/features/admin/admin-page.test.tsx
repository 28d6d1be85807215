import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../render';

// Each tab's module records when it is loaded: a role must never load a tab it cannot see.
const { loaded, fakeTab, session } = vi.hoisted(() => {
  const loaded: string[] = [];
  return {
    loaded,
    session: { groups: [] as string[] },
    fakeTab: (file: string, name: string) => {
      loaded.push(file);
      return { [name]: () => `${file} content` };
    },
  };
});
vi.mock('../../../../web/src/lib/session', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ user: { groups: session.groups } }),
}));
vi.mock('../../../../web/src/features/admin/clients-tab', () => fakeTab('clients-tab', 'ClientsTab'));
vi.mock('../../../../web/src/features/admin/partners-tab', () => fakeTab('partners-tab', 'PartnersTab'));
vi.mock('../../../../web/src/features/admin/applications-tab', () => fakeTab('applications-tab', 'ApplicationsTab'));
vi.mock('../../../../web/src/features/admin/analytics-tab', () => fakeTab('analytics-tab', 'AnalyticsTab'));
vi.mock('../../../../web/src/features/admin/team-tab', () => fakeTab('team-tab', 'TeamTab'));
vi.mock('../../../../web/src/features/admin/audit-tab', () => fakeTab('audit-tab', 'AuditTab'));
vi.mock('../../../../web/src/features/admin/support-tab', () => fakeTab('support-tab', 'SupportTab'));
vi.mock('../../../../web/src/features/admin/documents-tab', () => fakeTab('documents-tab', 'DocumentsTab'));
vi.mock('../../../../web/src/features/admin/disputes-tab', () => fakeTab('disputes-tab', 'DisputesTab'));
vi.mock('../../../../web/src/features/admin/offers-tab', () => fakeTab('offers-tab', 'OffersTab'));
vi.mock('../../../../web/src/features/admin/inbox-tab', () => fakeTab('inbox-tab', 'InboxTab'));

const { AdminPage } = await import('../../../../web/src/features/admin/admin-page');
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

// In this order: the modules load once per file, so the employee's test sees what an employee alone loads.
describe('the admin page', () => {
  it('shows an employee only Documents, Disputes and Inbox, and loads only the tab opened', async () => {
    session.groups = ['employee'];
    renderWithProviders(<AdminPage />);
    expect(await screen.findByText('documents-tab content')).toBeTruthy();
    expect(tabNames()).toEqual(['Documents', 'Disputes', 'Inbox']);
    expect(loaded).toEqual(['documents-tab']);
    fireEvent.click(screen.getByRole('tab', { name: 'Disputes' }));
    expect(await screen.findByText('disputes-tab content')).toBeTruthy();
    expect(loaded).toEqual(['documents-tab', 'disputes-tab']);
  });

  it('shows an admin every tab, Clients first, and loads Clients when the page opens', async () => {
    session.groups = ['admin'];
    renderWithProviders(<AdminPage />);
    expect(await screen.findByText('clients-tab content')).toBeTruthy();
    expect(tabNames()).toEqual(['Clients', 'Partners', 'Applications', 'Analytics', 'Team', 'Audit log', 'Support', 'Documents', 'Disputes', 'Inbox', 'Offers']);
    expect(loaded).not.toContain('offers-tab');
  });
});
