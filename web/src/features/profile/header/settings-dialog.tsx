import { Modal, Stack } from '@mantine/core';
import { SubscriptionCard } from '../../../components/subscription/subscription-card';
import { ManageSubscriptionButton } from '../../../components/subscription/manage-subscription-button';
import { useSubscription } from '../../../lib/subscription';

/** The avatar menu's Settings: the subscription status panel and Manage Subscription (disabled while loading or signed out). */
export function SettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const subscription = useSubscription(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Settings" centered size="lg">
      <Stack>
        <SubscriptionCard />
        {/* The card carries the button once there is a billing account; otherwise it is offered here. */}
        {!subscription.data?.hasBillingAccount && <ManageSubscriptionButton fullWidth />}
      </Stack>
    </Modal>
  );
}
