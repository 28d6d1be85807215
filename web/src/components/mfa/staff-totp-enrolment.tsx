import { Modal, Stack, Text } from '@mantine/core';
import { authMessages, sessionMessages } from '@contract/messages';
import { notify } from '../notifications';
import { TotpSetup } from './totp-setup';

/**
 * A staff route answered that this account has no authenticator yet (GLBA Safeguards Rule): the set-up,
 * over the page the member was on. Once it is confirmed the page asks the server again.
 */
export default function StaffTotpEnrolment({ email, onDone, onClose }: { email: string; onDone: () => void | Promise<void>; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Set up two-step sign-in" centered>
      <Stack>
        <Text size="sm">{authMessages.totpSetupRequired}</Text>
        <TotpSetup
          accountName={email}
          onDone={async () => {
            notify('success', authMessages.totpEnabled);
            await onDone();
          }}
        />
        <Text size="xs" c="dimmed">
          {sessionMessages.staffTotpRequired}
        </Text>
      </Stack>
    </Modal>
  );
}
