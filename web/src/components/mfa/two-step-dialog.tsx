/** The two-step sign-in dialog (the authenticator set-up and its QR code), loaded at its first opening. */
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authMessages } from '@contract/messages';
import { notify } from '../notifications';
import { disableTotp, hasTotp } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { isStaff } from '../../lib/home-path';
import { TotpSetup } from './totp-setup';

const mfaKey = ['auth', 'totp'] as const;

function TwoStepPanel({ email, staff }: { email: string; staff: boolean }) {
  const queryClient = useQueryClient();
  const totp = useQuery({ queryKey: mfaKey, queryFn: hasTotp });
  const [busy, setBusy] = useState(false);
  if (totp.isPending) return <Text c="dimmed">Loading…</Text>;
  if (totp.isError) return <Text c="red">{authMessages.unexpected}</Text>;
  if (!totp.data)
    return (
      <Stack>
        <Text size="sm">Sign in with your password and a code from an authenticator app, so a stolen password alone cannot open your account.</Text>
        <TotpSetup
          accountName={email}
          onDone={async () => {
            notify('success', authMessages.totpEnabled);
            await queryClient.invalidateQueries({ queryKey: mfaKey });
          }}
        />
      </Stack>
    );
  return (
    <Stack>
      <Alert color="green">{authMessages.totpEnabled} Each sign-in asks for a code from your authenticator app.</Alert>
      {staff ? (
        <Text size="sm">Staff accounts keep two-step sign-in on.</Text>
      ) : (
        <Button
          variant="default"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await disableTotp();
              notify('success', authMessages.totpDisabled);
              await queryClient.invalidateQueries({ queryKey: mfaKey });
            } catch {
              notify('error', authMessages.unexpected);
            } finally {
              setBusy(false);
            }
          }}
        >
          Turn off two-step sign-in
        </Button>
      )}
    </Stack>
  );
}

export default function TwoStepDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  return (
    <Modal opened={opened} onClose={onClose} title="Two-Step Sign-In" centered>
      {opened && user && <TwoStepPanel email={user.email} staff={isStaff(user.groups)} />}
    </Modal>
  );
}
