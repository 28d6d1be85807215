import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../components/notifications';
import { approvePartner, rejectPartner, useApplications } from './api';
import { formatDate, orNA } from './format';

export function ApplicationsTab() {
  const apps = useApplications();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const result = await work();
      if (result.message) notify('success', result.message);
      await apps.refetch();
      return true;
    } catch (error) {
      notify('error', (error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (apps.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (apps.isError) return <Alert color="red">{apps.error.message}</Alert>;
  const rows = apps.data.items;
  return (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">No partner applications are waiting for a decision.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Business Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Applied</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{orNA(a.name)}</Table.Td>
                <Table.Td>{orNA(a.businessName)}</Table.Td>
                <Table.Td>{orNA(a.email)}</Table.Td>
                <Table.Td>{orNA(a.phone)}</Table.Td>
                <Table.Td>{formatDate(a.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" disabled={busy} onClick={() => void act(() => approvePartner(a.id))}>
                      Approve
                    </Button>
                    <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => setRejecting({ id: a.id, name: a.businessName || a.name })}>
                      Reject
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={Boolean(rejecting)} onClose={() => setRejecting(null)} title={`Reject ${rejecting?.name ?? ''}`} centered>
        <Stack>
          <Textarea label="Reason" description="Recorded with the decision" value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={3} />
          <Group justify="flex-end">
            <Button
              color="red"
              disabled={busy}
              onClick={async () => {
                if (rejecting && (await act(() => rejectPartner(rejecting.id, reason)))) {
                  setRejecting(null);
                  setReason('');
                }
              }}
            >
              Reject application
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
