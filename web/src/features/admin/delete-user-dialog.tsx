import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { adminMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { deleteUser } from './api';

/** Spec: the confirm dialog; "Deleting..."; on success the list reloads and the dialog closes; on failure it stays open. */
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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await deleteUser(target.id);
      notify('success', kind === 'client' ? adminMessages.clientDeleted : adminMessages.partnerDeleted);
      await onDeleted();
      onClose();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      notify('error', message ? (kind === 'client' ? adminMessages.deleteClientFailed(message) : adminMessages.deletePartnerFailed(message)) : adminMessages.deleteUserFailed);
    } finally {
      setBusy(false);
    }
  };
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
          <Button color="red" onClick={confirm} disabled={busy}>
            {busy ? adminMessages.deleting : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
