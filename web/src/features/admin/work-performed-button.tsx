import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../components/notifications';
import { ApiError } from '../../lib/api';
import { markWorkPerformed } from './api';

/**
 * Admin: marks a client's work as performed, which charges the card saved for an after-service plan
 * (CROA: no charge before the service is fully performed). The server charges once and audits it.
 */
export function WorkPerformedButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Work performed
      </Button>
      <Modal opened={open} onClose={() => !busy && setOpen(false)} title="Mark work performed" centered>
        <Stack>
          <Text size="sm">
            Confirm that every service of {name}&apos;s plan has been fully performed. For a plan paid after service, this charges the card they saved at checkout, once.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button
              loading={busy}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  const result = await markWorkPerformed(userId);
                  notify('success', result.message);
                  setOpen(false);
                } catch (e) {
                  setError(e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : 'The charge could not be made right now. Please try again.');
                } finally {
                  setBusy(false);
                }
              }}
            >
              Mark performed and charge
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
