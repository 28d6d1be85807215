import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { markWorkPerformed } from './api';

/**
 * Admin: marks a client's work as performed, which charges the card saved for an after-service plan
 * (CROA: no charge before the service is fully performed): the completed work not yet charged, once; the server audits it.
 */
export function WorkPerformedButton({ userId, name, onDone }: { userId: string; name: string; onDone?: () => unknown }) {
  const [open, setOpen] = useState(false);
  const charge = useMutation({
    mutationFn: () => markWorkPerformed(userId),
    onSuccess: async (result) => {
      notify('success', result.message);
      setOpen(false);
      await onDone?.();
    },
  });
  const error = charge.error ? messageFor(charge.error, 'The charge could not be made right now. Please try again.') : null;
  const close = () => {
    if (charge.isPending) return;
    charge.reset();
    setOpen(false);
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Work performed
      </Button>
      <Modal opened={open} onClose={close} title="Mark work performed" centered>
        <Stack>
          <Text size="sm">
            Confirm that the work to be charged has been performed for {name}. This charges the card they saved at checkout for the work completed and not yet charged (months of service rendered, or items the bureaus deleted, as their plan defines), once.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={charge.isPending}>
              Cancel
            </Button>
            <Button loading={charge.isPending} onClick={() => charge.mutate()}>
              Mark performed and charge
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
