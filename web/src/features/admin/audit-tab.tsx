import { Alert, Button, Center, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useAudit } from './api';

export function AuditTab() {
  const audit = useAudit();
  if (audit.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (audit.isError) return <Alert color="red">{audit.error.message}</Alert>;
  const rows = audit.data.pages.flatMap((p) => p.items);
  return (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">No admin actions recorded yet.</Text>
      ) : (
        <ScrollArea>
          <Table striped miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When (UTC)</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Target user</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.at.replace('T', ' ').slice(0, 19)}</Table.Td>
                  <Table.Td>{r.actorEmail}</Table.Td>
                  <Table.Td>{r.action}</Table.Td>
                  <Table.Td>{r.targetUserId}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {Object.entries(r.details)
                        .map(([k, v]) => `${k}: ${String(v)}`)
                        .join(', ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {audit.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
