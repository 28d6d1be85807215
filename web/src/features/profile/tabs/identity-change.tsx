import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardCredit } from '@contract/credit';
import { identityChangeRequest, identityMessages } from '@contract/identity';
import { notify } from '../../../components/notifications';
import { useZodForm } from '../../../lib/form';
import { dashboardKey } from '../../../lib/dashboard';
import { requestIdentityChange } from '../api';

/**
 * After the first credit pull the name, date of birth and address are locked (the profile form refuses them):
 * this says so, and sends a change to staff review instead. Nothing shows before the lock.
 */
export function IdentityChange({ subject }: { subject: DashboardCredit['subject'] }) {
  const [open, setOpen] = useState(false);
  if (!subject.locked || !subject.identity) return null;
  return (
    <Alert color="blue" variant="light" data-testid="identity-locked" title={identityMessages.changeTitle}>
      <Stack gap="xs">
        {identityMessages.identityLocked}
        {subject.changePending ? (
          <strong>{identityMessages.changePending}</strong>
        ) : (
          <Button variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
            Request a change
          </Button>
        )}
      </Stack>
      {open && <ChangeForm identity={subject.identity} onClose={() => setOpen(false)} />}
    </Alert>
  );
}

function ChangeForm({ identity, onClose }: { identity: NonNullable<DashboardCredit['subject']['identity']>; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: identityChangeRequest,
    initialValues: { ...identity },
    submit: requestIdentityChange,
    onSuccess: async () => {
      notify('success', identityMessages.changeRequested);
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
      onClose();
    },
  });
  const field = (name: keyof typeof identity) => ({ key: form.key(name), ...form.getInputProps(name) });
  return (
    <Modal opened onClose={onClose} title={identityMessages.changeTitle} size="lg">
      <form onSubmit={onSubmit} noValidate data-testid="identity-change-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput label="Full name" withAsterisk {...field('fullName')} />
          <TextInput label="Date of birth" type="date" withAsterisk {...field('dateOfBirth')} />
          <TextInput label="Street address" withAsterisk {...field('street')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" withAsterisk {...field('city')} />
            <TextInput label="State" withAsterisk {...field('state')} />
            <TextInput label="ZIP code" inputMode="numeric" maxLength={5} withAsterisk {...field('zipCode')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Send for review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
