import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LockedOverlay } from './locked-overlay';
import { journeyProgress, journeyTip } from './rules';

export const journeyMessages = {
  lockedText: 'Unlock your personalized credit roadmap with milestone tracking',
  upgrade: 'Upgrade Now',
} as const;

function Milestones({ score, model }: { score: number; model: string | null }) {
  const { current, bands } = journeyProgress(score, model);
  const top = bands[bands.length - 1]!.min;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          Credit Journey
        </Title>
        <Text size="sm" data-testid="journey-current">
          {current.label} · score {score}{model ? ` (${model})` : ''}
        </Text>
      </Group>
      <Progress value={Math.min(100, (score / top) * 100)} aria-label={`Score ${score} toward ${top}`} mb="md" />
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs">
        {bands.map((tier) => {
          const met = score >= tier.min;
          const isCurrent = current.label === tier.label;
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
        {journeyTip(score, model)}
      </Text>
    </Card>
  );
}

/** The milestone tracker (spec sections 2, 4, 6): shown with credit data; blurred behind 'Upgrade Now' without credit_monitoring. */
export function CreditJourney({ score, model = null, unlocked }: { score: number; model?: string | null; unlocked: boolean }) {
  if (unlocked) return <Milestones score={score} model={model} />;
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
      <Milestones score={score} model={model} />
    </LockedOverlay>
  );
}
