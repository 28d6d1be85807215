import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PLANS, formatUsd, type Plan } from '@domain/plans';
import { CHARGING_MODE } from '../../config/site';

const mark = (d: string) => (
  <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d={d} />
  </svg>
);
const check = mark('M5 12l5 5L20 7');
const cross = mark('M6 6l12 12M18 6L6 18');

export interface PlanCardsProps {
  /** The lookup key of the plan being started: every plan button is disabled meanwhile (spec: the busy marker). */
  busyKey: string | null;
  onChoose: (plan: Plan) => void;
}

/** The three plan cards, straight from the one catalogue. Coming-soon plans are faded and cannot be chosen. */
/** What a card states as the price: an after-service deployment charges only for work completed (docs/compliance.md). */
const priceShown = (plan: Plan) => (CHARGING_MODE === 'after-service' && plan.afterService.basis === 'deleted-item' ? plan.afterService.perItemCents : plan.priceCents);
const periodShown = (plan: Plan) => {
  if (CHARGING_MODE !== 'after-service') return plan.period;
  return plan.afterService.basis === 'month' ? 'per month of service, charged after the month' : `per item the bureaus delete, up to ${formatUsd(plan.priceCents)}`;
};

export function PlanCards({ busyKey, onChoose }: PlanCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {PLANS.map((plan) => (
        <Card
          key={plan.tier}
          withBorder
          padding="lg"
          radius="md"
          shadow={plan.popular ? 'md' : undefined}
          // Coming soon is faded with a grey card and muted text, not with opacity, which would take the
          // text below WCAG AA contrast (4.5:1).
          bg={plan.comingSoon ? 'gray.0' : undefined}
          c={plan.comingSoon ? 'gray.7' : undefined}
          style={
            plan.popular
              ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 }
              : plan.comingSoon
                ? { borderStyle: 'dashed' }
                : undefined
          }
          data-testid={`plan-${plan.tier}`}
        >
          <Stack gap="sm" h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text component="h3" fw={700} fz="lg" m={0}>
                {plan.name}
              </Text>
              {plan.popular && <Badge style={{ flexShrink: 0 }}>Most Popular</Badge>}
              {plan.comingSoon && (
                <Badge color="gray" style={{ flexShrink: 0 }}>
                  Coming Soon
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {plan.description}
            </Text>
            <Text>
              <Text span fz={32} fw={800}>
                {formatUsd(priceShown(plan))}
              </Text>{' '}
              <Text span c="dimmed">
                {periodShown(plan)}
              </Text>
            </Text>
            <List size="sm" spacing={6} style={{ flex: 1 }} center>
              {plan.features.map((f) => (
                <List.Item
                  key={f}
                  icon={
                    <ThemeIcon size={18} radius="xl" color={plan.comingSoon ? 'gray' : 'teal'} variant={plan.comingSoon ? 'light' : 'filled'} aria-hidden>
                      {check}
                    </ThemeIcon>
                  }
                >
                  {f}
                </List.Item>
              ))}
              {plan.notIncluded.map((f) => (
                <List.Item
                  key={f}
                  c="dimmed"
                  icon={
                    <ThemeIcon size={18} radius="xl" color="gray" variant="light" aria-hidden>
                      {cross}
                    </ThemeIcon>
                  }
                >
                  <VisuallyHidden>Not included: </VisuallyHidden>
                  <Text span size="sm" td="line-through">
                    {f}
                  </Text>
                </List.Item>
              ))}
            </List>
            {plan.comingSoon ? (
              <Button disabled fullWidth>
                Launching Soon
              </Button>
            ) : (
              <Button
                fullWidth
                variant={plan.popular ? 'filled' : 'light'}
                loading={busyKey === plan.lookupKey}
                disabled={busyKey !== null && busyKey !== plan.lookupKey}
                onClick={() => onChoose(plan)}
              >
                {plan.buttonText}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
