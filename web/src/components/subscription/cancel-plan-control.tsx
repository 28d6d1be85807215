import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DialogOnDemand } from '../dialog/dialog-on-demand';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubscriptionResponse } from '@contract/billing';
import { notify } from '../notifications';
import { messageFor } from '../../lib/api';
import { cancelPlan } from '../../lib/billing';
import { subscriptionKey } from '../../lib/subscription';

const deadlineText = (iso: string) =>
  new Date(new Date(iso).getTime() - 1).toLocaleString('en-US', { timeZone: 'Pacific/Honolulu', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * CROA's right to cancel. Within 3 business days of signing: one click, a full refund. After that the
 * control says why a refund is no longer automatic instead of offering it; an after-service plan (nothing
 * paid in advance) can be ended at any time, and pays only for work completed before then.
 */
export function CancelPlanControl({ subscription }: { subscription: SubscriptionResponse }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelPlan,
    onSuccess: async (result) => {
      notify('success', result.message);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
    },
  });
  const busy = cancel.isPending;
  const error = cancel.error ? messageFor(cancel.error, 'We could not cancel your plan right now. Please try again or contact support.') : null;
  const period = subscription.cancellation;
  if (!period) return null;
  const upfront = subscription.chargeTiming !== 'after-service';
  const withinWindow = period.refundable;

  if (!withinWindow && upfront) {
    return (
      <Alert color="gray" title="Cancellation and refunds">
        Your 3-business-day cancellation period ended {period.deadline ? `on ${deadlineText(period.deadline)} at midnight (Hawaii time)` : 'before this purchase'}. Full refunds
        are automatic only within that period, which the Credit Repair Organizations Act gives you from the day you sign. You can still stop future payments in Manage Subscription, or
        ask support for a refund under our 30-day money-back guarantee.
      </Alert>
    );
  }

  const label = upfront ? 'Cancel and refund' : withinWindow ? 'Cancel my plan' : 'End my plan';
  return (
    <>
      <Stack gap={4}>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {label}
        </Button>
        <Text size="xs" c="dimmed">
          {withinWindow
            ? `${upfront ? 'Full refund' : 'Nothing is charged for work not yet done'} if you cancel before midnight (Hawaii time) on ${deadlineText(period.deadline!)}.`
            : 'You pay only for work completed before you end your plan.'}
        </Text>
      </Stack>
      <DialogOnDemand opened={confirming} onClose={() => !busy && setConfirming(false)} title="Cancel your plan" centered>
        <Stack>
          <Text size="sm">
            {upfront
              ? 'Your plan ends now and everything you paid for it is refunded in full to your card. Refunds usually reach your account within 5-10 business days.'
              : withinWindow
                ? 'Your plan ends now, and anything charged for it is refunded in full to your card.'
                : 'Your plan ends now. Work completed before today stays payable; nothing else will be charged.'}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              Keep my plan
            </Button>
            <Button color="red" loading={busy} onClick={() => cancel.mutate()}>
              {label}
            </Button>
          </Group>
        </Stack>
      </DialogOnDemand>
    </>
  );
}
