import { Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { billingMessages } from '@contract/billing-messages';
import { planByTier } from '@domain/plans';
import { useSubscription } from '../../lib/subscription';
import { CancelPlanControl } from './cancel-plan-control';
import { ManageSubscriptionButton } from './manage-subscription-button';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Dashboard spec: loading, then "No Active Subscription" or the plan with its badge, start date and features. */
export function SubscriptionCard() {
  const { data, isPending, isError } = useSubscription();
  const plan = data?.tier ? planByTier(data.tier) : undefined;
  return (
    <Card withBorder padding="lg" data-testid="subscription-card">
      <Title order={2} fz="lg" mb="sm">
        Subscription
      </Title>
      {isPending ? (
        <Loader size="sm" aria-label="Loading subscription" />
      ) : isError || !plan ? (
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{billingMessages.noActiveSubscription}</Text>
          <Button component={Link} to="/#pricing">
            Choose Your Plan
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={700}>{plan.name}</Text>
            <Badge color={data.hasActiveSubscription ? 'teal.9' : 'gray'}>{data.hasActiveSubscription ? 'Active' : 'Inactive'}</Badge>
          </Group>
          {data.startedAt && (
            <Text size="sm" c="dimmed">
              Started {longDate(data.startedAt)}
            </Text>
          )}
          {data.chargeTiming === 'after-service' && (
            <Text size="sm" c="dimmed">
              {data.workPerformedAt
                ? `You pay only for work completed; last charged for completed work on ${longDate(data.workPerformedAt)}.`
                : 'You pay only for work completed: nothing has been charged yet.'}
            </Text>
          )}
          <List size="sm" spacing={4}>
            {plan.cardFeatures.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
          {data.hasBillingAccount && <ManageSubscriptionButton />}
          <CancelPlanControl subscription={data} />
        </Stack>
      )}
    </Card>
  );
}
