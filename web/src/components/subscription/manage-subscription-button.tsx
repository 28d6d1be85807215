import { Button, Stack, Text } from '@mantine/core';
import { billingMessages } from '@contract/billing-messages';
import { useSession } from '../../lib/session';
import { useManageSubscription } from './use-manage-subscription';

/** Manage Subscription (avatar menu, settings dialog, subscription card): disabled while loading or signed out. */
export function ManageSubscriptionButton({ fullWidth, variant = 'light' }: { fullWidth?: boolean; variant?: 'light' | 'default' | 'filled' }) {
  const { status } = useSession();
  const { open, loading } = useManageSubscription();
  const signedIn = status === 'signedIn';
  return (
    <Stack gap={4}>
      <Button variant={variant} fullWidth={fullWidth} onClick={() => void open()} loading={loading} disabled={!signedIn || loading}>
        Manage Subscription
      </Button>
      {status === 'signedOut' && (
        <Text size="xs" c="dimmed">
          {billingMessages.manageNeedsLogin}
        </Text>
      )}
    </Stack>
  );
}
