import { Alert, Button, Center, Group, Loader, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { CLIENT_SORTS } from '@contract/admin';
import { adminMessages } from '@contract/messages';
import { useClients, type SortOrder } from './api';
import { WorkPerformedButton } from './work-performed-button';
import { DeleteUserDialog } from './delete-user-dialog';
import { formatAddress, formatDate, orNA } from './format';
import { nextSort, SortableHeader } from './sortable-header';

type ClientSort = (typeof CLIENT_SORTS)[number];

/** Listing, sorting and searching happen on the server, a page at a time. */
export function ClientsTab() {
  const [state, setState] = useState<{ sort: ClientSort; order: SortOrder }>({ sort: 'created', order: 'desc' });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const clients = useClients({ ...state, q });
  const rows = clients.data?.pages.flatMap((p) => p.items) ?? [];
  const onSort = (column: ClientSort) => setState((s) => nextSort(s, column));

  return (
    <Stack>
      <TextInput
        label="Search clients"
        placeholder="Name, email, phone or partner business"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {clients.isError && (
        <Alert color="red" role="alert">
          {adminMessages.fetchClientsFailed}: {clients.error.message}
        </Alert>
      )}
      <ScrollArea>
        <Table striped highlightOnHover miw={900}>
          <Table.Thead>
            <Table.Tr>
              <SortableHeader label="Name" column="name" state={state} onSort={onSort} />
              <SortableHeader label="Email" column="email" state={state} onSort={onSort} />
              <Table.Th>Phone</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Assigned Partner</Table.Th>
              <SortableHeader label="Created" column="created" state={state} onSort={onSort} />
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{orNA(c.name)}</Table.Td>
                <Table.Td>{orNA(c.email)}</Table.Td>
                <Table.Td>{orNA(c.phone)}</Table.Td>
                <Table.Td>{formatAddress(c.address)}</Table.Td>
                <Table.Td>{c.partner ? (c.partner.businessName ?? c.partner.name ?? adminMessages.notAvailable) : adminMessages.noPartnerAssigned}</Table.Td>
                <Table.Td>{formatDate(c.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <WorkPerformedButton userId={c.id} name={c.name} />
                    <Button size="xs" color="red" variant="light" onClick={() => setTarget({ id: c.id, name: c.name })}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {clients.isPending && (
        <Center>
          <Loader size="sm" />
        </Center>
      )}
      {clients.isSuccess && rows.length === 0 && <Text c="dimmed">{adminMessages.noClientsMatching}</Text>}
      {clients.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void clients.fetchNextPage()} loading={clients.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
      <DeleteUserDialog target={target} kind="client" onClose={() => setTarget(null)} onDeleted={() => clients.refetch()} />
    </Stack>
  );
}
