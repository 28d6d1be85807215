import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { storage, storageKeys } from '../../lib/storage';
import { resendConfirmation } from './api';
import type { LoginFlow } from './use-login-flow';

/** Below the login form: resend the confirmation link, the way to the Partner Sign In, or back from it. */
export function LoginAlternatives({ flow }: { flow: Pick<LoginFlow, 'partnerVariant' | 'partnerOffered' | 'unverifiedEmail' | 'switchToPartner'> }) {
  const { partnerVariant, partnerOffered, unverifiedEmail, switchToPartner } = flow;
  const navigate = useNavigate();
  return (
    <>
      {unverifiedEmail && (
        <Button
          variant="light"
          onClick={async () => {
            try {
              notify('info', (await resendConfirmation(unverifiedEmail)).message);
            } catch {
              notify('error', authMessages.unexpected);
            }
          }}
        >
          Send the confirmation link again
        </Button>
      )}
      {partnerOffered && !partnerVariant && (
        <Button variant="light" onClick={switchToPartner}>
          Go to Partner Sign In
        </Button>
      )}
      {partnerVariant && (
        <Group grow>
          <Button
            variant="default"
            onClick={() => {
              storage.remove(storageKeys.isPartnerLogin, storageKeys.redirectUrl);
              navigate(paths.partners);
            }}
          >
            Back to Partners
          </Button>
          <Button
            variant="light"
            onClick={() => {
              storage.remove(storageKeys.isPartnerLogin);
              navigate(paths.partners);
            }}
          >
            Apply for Partnership
          </Button>
        </Group>
      )}
      {!partnerVariant && (
        <Text size="xs" c="dimmed" ta="center">
          Partners sign in from the{' '}
          <Anchor component={Link} to={paths.partners} size="xs" underline="always">
            partner programme page
          </Anchor>
          .
        </Text>
      )}
    </>
  );
}
