import { Alert, Badge, Button, Card, Center, Code, CopyButton, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { referredClient } from '@contract/partners';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { usePageMeta } from '../../lib/page-meta';
import { usePartnerMe, useReferredClients } from './api';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

type ReferredClient = z.infer<typeof referredClient>;

const clientColumns: Column<ReferredClient>[] = [
  { header: 'Name', cell: (c) => c.name },
  { header: 'Signed up', cell: (c) => date(c.signedUpAt) },
  {
    header: 'Progress',
    cell: (c) => (
      <Group gap={6}>
        <Badge color={c.progress.emailVerified ? 'cyan.9' : 'gray.8'} variant="outline">
          {c.progress.emailVerified ? 'Email verified' : 'Email not verified'}
        </Badge>
        <Badge color={c.progress.foldersReady ? 'cyan.9' : 'gray.8'} variant="outline">
          {c.progress.foldersReady ? 'Signed in' : 'Not signed in yet'}
        </Badge>
      </Group>
    ),
  },
];

export function PartnerDashboardPage() {
  usePageMeta('Partner Dashboard');
  const me = usePartnerMe();
  const clients = useReferredClients();
  if (me.isPending)
    return (
      <Center py={120}>
        <Loader />
      </Center>
    );
  if (me.isError)
    return (
      <Center py={120}>
        <Alert color="red">{me.error.message}</Alert>
      </Center>
    );
  const p = me.data;
  return (
    <Stack maw={1100} mx="auto" px="md" py={32} gap="lg">
      <div>
        <Title order={1}>Partner Dashboard</Title>
        {p.businessName && <Text c="dimmed">{p.businessName}</Text>}
      </div>
      {p.status === 'pending' && <Alert color="yellow">Your application is being reviewed. You will receive your referral code once it is approved.</Alert>}
      {p.status === 'rejected' && <Alert color="red">Your application was not approved{p.rejectionReason ? `: ${p.rejectionReason}` : '.'}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            Referral code
          </Text>
          <Text fz={28} fw={800}>
            {p.referralCode ?? '—'}
          </Text>
        </Card>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            Referred clients
          </Text>
          <Text fz={28} fw={800}>
            {p.clientCount}
          </Text>
        </Card>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed" mb={6}>
            Share link
          </Text>
          {p.shareLink ? (
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{p.shareLink}</Code>
              <CopyButton value={p.shareLink}>{({ copied, copy }) => <Button size="xs" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
            </Group>
          ) : (
            <Text c="dimmed">Available once approved</Text>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="sm">
          Your clients
        </Title>
        <DataTable columns={clientColumns} source={fromInfiniteQuery(clients)} rowKey={(c) => c.id} emptyText="No clients have signed up with your code yet." striped={false} minWidth={480} />
      </Card>
    </Stack>
  );
}

export default PartnerDashboardPage;
