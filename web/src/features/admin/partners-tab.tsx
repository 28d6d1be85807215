import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { PARTNER_SORTS, PartnerRow } from '@contract/admin';
import { adminMessages } from '@contract/messages';
import { usePartnerClients, usePartners, type SortOrder } from './api';
import { DeleteUserDialog } from './delete-user-dialog';
import { formatAddress, formatDate, orNA } from './format';
import { nextSort, SortableHeader } from './sortable-header';

type PartnerSort = (typeof PARTNER_SORTS)[number];

function PartnerClientsDialog({ partner, onClose }: { partner: PartnerRow | null; onClose: () => void }) {
  const clients = usePartnerClients(partner?.id ?? null);
  const rows = clients.data?.items ?? [];
  return (
    <Modal opened={Boolean(partner)} onClose={onClose} title={partner ? adminMessages.partnerClientsTitle(partner.businessName || partner.name) : ''} size="xl" centered>
      {clients.isPending ? (
        <Center>
          <Loader size="sm" />
        </Center>
      ) : clients.isError ? (
        <Alert color="red">{adminMessages.fetchPartnerClientsFailed}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{adminMessages.noPartnerClients}</Text>
      ) : (
        <ScrollArea>
          <Table miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{orNA(c.name)}</Table.Td>
                  <Table.Td>{orNA(c.email)}</Table.Td>
                  <Table.Td>{orNA(c.phone)}</Table.Td>
                  <Table.Td>{formatAddress(c.address)}</Table.Td>
                  <Table.Td>{formatDate(c.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Modal>
  );
}

export function PartnersTab() {
  const [state, setState] = useState<{ sort: PartnerSort; order: SortOrder }>({ sort: 'created', order: 'desc' });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [viewing, setViewing] = useState<PartnerRow | null>(null);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const partners = usePartners({ ...state, q });
  const rows = partners.data?.pages.flatMap((p) => p.items) ?? [];
  const onSort = (column: PartnerSort) => setState((s) => nextSort(s, column));

  return (
    <Stack>
      <TextInput label="Search partners" placeholder="Name, email, business name or phone" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={420} />
      {partners.isError && (
        <Alert color="red" role="alert">
          {adminMessages.fetchPartnersFailed}: {partners.error.message}
        </Alert>
      )}
      <ScrollArea>
        <Table striped highlightOnHover miw={900}>
          <Table.Thead>
            <Table.Tr>
              <SortableHeader label="Partner Name" column="name" state={state} onSort={onSort} />
              <SortableHeader label="Business Name" column="business" state={state} onSort={onSort} />
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <SortableHeader label="Clients" column="clients" state={state} onSort={onSort} />
              <SortableHeader label="Created" column="created" state={state} onSort={onSort} />
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{orNA(p.name)}</Table.Td>
                <Table.Td>{orNA(p.businessName)}</Table.Td>
                <Table.Td>{orNA(p.email)}</Table.Td>
                <Table.Td>{orNA(p.phone)}</Table.Td>
                <Table.Td>{adminMessages.clientCount(p.clientCount)}</Table.Td>
                <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setViewing(p)}>
                      View Clients
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => setTarget({ id: p.id, name: p.businessName || p.name })}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {partners.isPending && (
        <Center>
          <Loader size="sm" />
        </Center>
      )}
      {partners.isSuccess && rows.length === 0 && <Text c="dimmed">No partners found matching your criteria</Text>}
      {partners.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void partners.fetchNextPage()} loading={partners.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
      <PartnerClientsDialog partner={viewing} onClose={() => setViewing(null)} />
      <DeleteUserDialog target={target} kind="partner" onClose={() => setTarget(null)} onDeleted={() => partners.refetch()} />
    </Stack>
  );
}
