import { Alert, Anchor, Button, Center, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { supportRequestListResponse } from '@contract/public';
import { api } from '../../lib/api';

/** GET /api/admin/support-requests: the chat widget's opening forms, newest first, a page at a time. */
export function useSupportRequests() {
  return useInfiniteQuery({
    queryKey: ['admin', 'support-requests'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api(`/admin/support-requests?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: supportRequestListResponse }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The Support tab: who asked what, when, and from which page. */
export function SupportTab() {
  const requests = useSupportRequests();
  if (requests.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (requests.isError) return <Alert color="red">{requests.error.message}</Alert>;
  const rows = requests.data.pages.flatMap((p) => p.items);
  return (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">No support requests yet.</Text>
      ) : (
        <ScrollArea>
          <Table striped miw={760} aria-label="Support requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received (UTC)</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Question</Table.Th>
                <Table.Th>Page</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.createdAt.replace('T', ' ').slice(0, 16)}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>
                    <Anchor href={`mailto:${r.email}`} size="sm">
                      {r.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{r.question}</Table.Td>
                  <Table.Td>{r.page ?? 'N/A'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {requests.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void requests.fetchNextPage()} loading={requests.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
