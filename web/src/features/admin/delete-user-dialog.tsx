import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { adminMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { deleteUserAndWait } from './api';

/**
 * Spec: the confirm dialog; "Deleting..." (while the server's deletion runs: polled until done); on
 * success the list reloads and the dialog closes; on failure it stays open.
 */
export function DeleteUserDialog({
  target,
  kind,
  onClose,
  onDeleted,
}: {
  target: { id: string; name: string } | null;
  kind: 'client' | 'partner';
  onClose: () => void;
  onDeleted: () => Promise<unknown> | void;
}) {
  const remove = useMutation({
    // The server deletes asynchronously: the dialog stays busy until the deletion is done (or failed).
    mutationFn: (id: string) => deleteUserAndWait(id),
    onSuccess: async () => {
      notify('success', kind === 'client' ? adminMessages.clientDeleted : adminMessages.partnerDeleted);
      await onDeleted();
      onClose();
    },
    onError: (error) => {
      const message = error instanceof Error && error.message ? error.message : '';
      notify('error', message ? (kind === 'client' ? adminMessages.deleteClientFailed(message) : adminMessages.deletePartnerFailed(message)) : adminMessages.deleteUserFailed);
    },
  });
  const busy = remove.isPending;
  return (
    <Modal opened={Boolean(target)} onClose={busy ? () => {} : onClose} title={kind === 'client' ? adminMessages.deleteClientTitle : adminMessages.deletePartnerTitle} centered>
      <Stack>
        <Text>
          <b>{target?.name}</b>
        </Text>
        <Text size="sm">{adminMessages.deleteWarning}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => target && remove.mutate(target.id)} disabled={busy}>
            {busy ? adminMessages.deleting : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
