import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BureauCardView } from '@contract/credit';
import { bureauNames, creditMessages as m } from '@contract/credit-messages';
import type { DashboardResponse, OnboardingStepKey } from '@contract/dashboard';
import { profileTabs, type ProfileTab } from '../../lib/dashboard';
import { cardBand, scoreTrend } from './rules';
import { formatDay } from './dates';

const outcomeMessage = { frozen: m.bureauFrozen, no_hit: m.bureauNoHit, unavailable: m.bureauUnavailable } as const;

/** Where each onboarding step is done. */
const stepTab: Record<OnboardingStepKey, ProfileTab> = {
  spinwheelAuth: 'credit',
  personalInfo: 'info',
  documents: 'documents',
  creditAuth: 'credit',
  aiUnlock: 'credit',
};

export interface NextStep {
  title: string;
  text: string;
  tab: ProfileTab;
}

/**
 * The overview's next step: the first onboarding step still to do, else the action plan; with the date of the next
 * monthly update, the only schedule the product keeps.
 */
export function overviewNextStep(dashboard: Pick<DashboardResponse, 'onboarding' | 'credit'>): NextStep {
  const { onboarding, credit } = dashboard;
  const step = onboarding.steps.find((s) => s.number === onboarding.currentStep);
  const nextUpdate = credit.latest?.bureaus.map((b) => b.nextUpdate).sort()[0];
  const update = nextUpdate ? ` Your reports are next updated on ${formatDay(nextUpdate, 'long')}.` : '';
  if (step) return { title: step.title, text: `Step ${step.number} of ${onboarding.steps.length} is next.${update}`, tab: stepTab[step.key] };
  return { title: 'Review your action plan', text: `Work through the plan on Credit Tools and answer its questions.${update}`, tab: 'credit' };
}

function changeText(difference: number | null): string {
  if (difference === null) return 'First report: no change to show yet';
  if (difference === 0) return 'No change since your last report';
  return `${difference > 0 ? '▲' : '▼'} ${Math.abs(difference)} point${Math.abs(difference) === 1 ? '' : 's'} since your last report`;
}

function BureauScore({ card }: { card: BureauCardView }) {
  const name = bureauNames[card.bureau];
  if (!card.score) {
    return (
      <Stack gap={2} data-testid={`overview-${card.bureau}`}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="sm">{card.outcome !== 'ok' ? outcomeMessage[card.outcome] : 'This bureau gave no score for your file.'}</Text>
      </Stack>
    );
  }
  const difference = card.pointsDifference;
  const trend = difference === null ? null : scoreTrend(difference);
  return (
    <Stack gap={2} data-testid={`overview-${card.bureau}`}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz={28} fw={700} lh={1} data-testid="overview-score">
          {card.score.value}
        </Text>
        <Badge variant="light" color="blue.9" data-testid="overview-band">
          {cardBand(card)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {card.score.model}
      </Text>
      <Text size="sm" fw={600} c={trend ? (trend.color === 'green' ? 'green.9' : 'red.9') : undefined} data-testid="overview-change">
        {changeText(difference)}
      </Text>
    </Stack>
  );
}

/**
 * The credit overview above the tabs (spec section 2), on every tab once a report exists: each bureau's latest score,
 * its band and its change since the previous report, and the next step.
 */
export function CreditOverview({ dashboard, goTo }: { dashboard: DashboardResponse; goTo: (tab: ProfileTab) => void }) {
  const latest = dashboard.credit.latest;
  if (!latest) return null;
  const next = overviewNextStep(dashboard);
  const tabLabel = profileTabs.find((t) => t.key === next.tab)!.label;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="credit-overview-title" data-testid="credit-overview">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} fz="lg" id="credit-overview-title">
            Your credit overview
          </Title>
          <Text size="xs" c="dimmed">
            Report of {formatDay(latest.pulledAt)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {latest.bureaus.map((card) => (
            <BureauScore key={card.bureau} card={card} />
          ))}
        </SimpleGrid>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm" data-testid="overview-next-step">
          <div>
            <Text size="sm" fw={700}>
              Next step: {next.title}
            </Text>
            <Text size="sm">{next.text}</Text>
          </div>
          <Button variant="light" onClick={() => goTo(next.tab)}>
            Go to {tabLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
