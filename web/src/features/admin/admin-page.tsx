import { Container, Tabs, Title } from '@mantine/core';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { AnalyticsTab } from './analytics-tab';
import { ApplicationsTab } from './applications-tab';
import { AuditTab } from './audit-tab';
import { ClientsTab } from './clients-tab';
import { DisputesTab } from './disputes-tab';
import { DocumentsTab } from './documents-tab';
import { OffersTab } from './offers-tab';
import { PartnersTab } from './partners-tab';
import { SupportTab } from './support-tab';
import { TeamTab } from './team-tab';

export function AdminPage() {
  usePageMeta('Admin Dashboard');
  // The route admits staff (admin, employee); employees review documents and work the dispute desk, and see only those tabs.
  const admin = useSession().user?.groups.includes('admin') ?? false;
  if (!admin) {
    return (
      <Container size="xl" py={32}>
        <Title order={1} mb="lg">
          Admin Dashboard
        </Title>
        <Tabs defaultValue="documents" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="documents">Documents</Tabs.Tab>
            <Tabs.Tab value="disputes">Disputes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="documents">
            <DocumentsTab />
          </Tabs.Panel>
          <Tabs.Panel value="disputes">
            <DisputesTab />
          </Tabs.Panel>
        </Tabs>
      </Container>
    );
  }
  return (
    <Container size="xl" py={32}>
      <Title order={1} mb="lg">
        Admin Dashboard
      </Title>
      <Tabs defaultValue="clients" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="clients">Clients</Tabs.Tab>
          <Tabs.Tab value="partners">Partners</Tabs.Tab>
          <Tabs.Tab value="applications">Applications</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="team">Team</Tabs.Tab>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
          <Tabs.Tab value="support">Support</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="disputes">Disputes</Tabs.Tab>
          <Tabs.Tab value="offers">Offers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clients">
          <ClientsTab />
        </Tabs.Panel>
        <Tabs.Panel value="partners">
          <PartnersTab />
        </Tabs.Panel>
        <Tabs.Panel value="applications">
          <ApplicationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsTab />
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditTab />
        </Tabs.Panel>
        <Tabs.Panel value="support">
          <SupportTab />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab />
        </Tabs.Panel>
        <Tabs.Panel value="disputes">
          <DisputesTab />
        </Tabs.Panel>
        <Tabs.Panel value="offers">
          <OffersTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

export default AdminPage;
