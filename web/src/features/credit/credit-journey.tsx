import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { JOURNEY_TIERS } from '@contract/credit';
import { LockedOverlay } from './locked-overlay';
import { journeyProgress, journeyTip } from './rules';

export const journeyMessages = {
  lockedText: 'Unlock your personalized credit roadmap with milestone tracking',
  upgrade: 'Upgrade Now',
} as const;

function Milestones({ score }: { score: number }) {
  const { current } = journeyProgress(score);
  const top = JOURNEY_TIERS[JOURNEY_TIERS.length - 1]!.min;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          Credit Journey
        </Title>
        <Text size="sm" data-testid="journey-current">
          {current ? `${current.label} tier` : `Below ${JOURNEY_TIERS[0].label}`} · score {score}
        </Text>
      </Group>
      <Progress value={Math.min(100, (score / top) * 100)} aria-label={`Score ${score} toward ${top}`} mb="md" />
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs">
        {JOURNEY_TIERS.map((tier) => {
          const met = score >= tier.min;
          const isCurrent = current?.label === tier.label;
          return (
            <Stack key={tier.label} gap={2} align="center" data-testid="journey-tier" data-met={met} data-current={isCurrent}>
              <Badge color={isCurrent ? 'blue.8' : met ? 'teal.9' : 'gray.7'} variant={met ? 'filled' : 'outline'}>
                {isCurrent ? 'Current' : met ? 'Reached' : 'Ahead'}
              </Badge>
              <Text size="sm" fw={600}>
                {tier.label}
              </Text>
              <Text size="xs" c="dimmed">
                {tier.min}+
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Text size="sm" mt="md" data-testid="journey-tip">
        {journeyTip(score)}
      </Text>
    </Card>
  );
}

/** The milestone tracker (spec sections 2, 4, 6): shown with credit data; blurred behind 'Upgrade Now' without credit_monitoring. */
export function CreditJourney({ score, unlocked }: { score: number; unlocked: boolean }) {
  if (unlocked) return <Milestones score={score} />;
  return (
    <LockedOverlay
      testId="journey-locked"
      overlay={
        <>
          <Text fw={600}>{journeyMessages.lockedText}</Text>
          <Button component={Link} to="/#pricing">
            {journeyMessages.upgrade}
          </Button>
        </>
      }
    >
      <Milestones score={score} />
    </LockedOverlay>
  );
}
