import { Center, Container, Loader, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

type StaffRole = 'admin' | 'employee';

/** A tab's module, loaded the first time the tab opens: a role never downloads a tab it cannot see. */
const lazyTab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

/** The tabs of /admin, in order, and who sees each: employees review documents, work the dispute desk and answer their clients' messages, and see only those. */
const adminTabs: { value: string; label: string; roles: readonly StaffRole[]; Tab: ComponentType }[] = [
  { value: 'clients', label: 'Clients', roles: ['admin'], Tab: lazyTab(() => import('./clients-tab'), 'ClientsTab') },
  { value: 'partners', label: 'Partners', roles: ['admin'], Tab: lazyTab(() => import('./partners-tab'), 'PartnersTab') },
  { value: 'applications', label: 'Applications', roles: ['admin'], Tab: lazyTab(() => import('./applications-tab'), 'ApplicationsTab') },
  { value: 'analytics', label: 'Analytics', roles: ['admin'], Tab: lazyTab(() => import('./analytics-tab'), 'AnalyticsTab') },
  { value: 'team', label: 'Team', roles: ['admin'], Tab: lazyTab(() => import('./team-tab'), 'TeamTab') },
  { value: 'audit', label: 'Audit log', roles: ['admin'], Tab: lazyTab(() => import('./audit-tab'), 'AuditTab') },
  { value: 'support', label: 'Support', roles: ['admin'], Tab: lazyTab(() => import('./support-tab'), 'SupportTab') },
  { value: 'documents', label: 'Documents', roles: ['admin', 'employee'], Tab: lazyTab(() => import('./documents-tab'), 'DocumentsTab') },
  { value: 'disputes', label: 'Disputes', roles: ['admin', 'employee'], Tab: lazyTab(() => import('./disputes-tab'), 'DisputesTab') },
  { value: 'inbox', label: 'Inbox', roles: ['admin', 'employee'], Tab: lazyTab(() => import('./inbox-tab'), 'InboxTab') },
  { value: 'offers', label: 'Offers', roles: ['admin'], Tab: lazyTab(() => import('./offers-tab'), 'OffersTab') },
];

export function AdminPage() {
  usePageMeta('Admin Dashboard');
  // The route admits staff (admin, employee).
  const role: StaffRole = useSession().user?.groups.includes('admin') ? 'admin' : 'employee';
  const tabs = adminTabs.filter((tab) => tab.roles.includes(role));
  return (
    <Container size="xl" py={32}>
      <Title order={1} mb="lg">
        Admin Dashboard
      </Title>
      {/* keyed by role: the first tab is the default of the role's own list */}
      <Tabs key={role} defaultValue={tabs[0]!.value} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Tab }) => (
          <Tabs.Panel key={value} value={value}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label="Loading" />
                </Center>
              }
            >
              <Tab />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}

export default AdminPage;
