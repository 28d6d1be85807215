import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardResponse } from '@contract/dashboard';
import { onboardingMessages } from '@contract/dashboard-messages';
import type { ReactNode } from 'react';
import type { ProfileTab } from '../../lib/dashboard';

type Step = DashboardResponse['onboarding']['steps'][number];

const badgeColor = { complete: 'teal.9', current: 'blue.8', locked: 'gray.7' } as const;

const descriptions: Record<number, string> = {
  1: 'Confirm your identity with a code sent to your phone.',
  2: 'Tell us about yourself, your address, your credit monitoring logins and your income.',
  3: 'Upload your ID, proof of income, proof of address, bank statements and Social Security document.',
  4: 'Allow a soft credit pull. It does not affect your score.',
  5: 'Get your credit analysis and personalised action plan.',
};

interface Props {
  onboarding: DashboardResponse['onboarding'];
  openSms: () => void;
  /** Step 4: the Authorize Credit Pull modal (with onboarding's success toast). */
  openCreditPull: () => void;
  goTo: (tab: ProfileTab) => void;
  /** Step 5's analysis running (features/analysis/unlock-step.tsx), shown under step 5 until the run it started ends. */
  unlock?: ReactNode;
}

function StepAction({ step, openSms, openCreditPull, goTo }: { step: Step } & Omit<Props, 'onboarding'>) {
  if (step.badge === 'locked') return null;
  switch (step.number) {
    case 1:
      return step.badge === 'current' ? (
        <Button size="xs" onClick={openSms}>
          Verify Now
        </Button>
      ) : null;
    case 2:
      return (
        <Button size="xs" variant={step.badge === 'current' ? 'filled' : 'light'} onClick={() => goTo('info')}>
          {step.badge === 'current' ? 'Complete Profile' : 'Review Profile'}
        </Button>
      );
    case 3:
      return (
        <Button size="xs" variant={step.badge === 'current' ? 'filled' : 'light'} onClick={() => goTo('documents')}>
          {step.badge === 'current' ? 'Upload Documents' : 'View Documents'}
        </Button>
      );
    case 4:
      return step.badge === 'current' ? (
        <Button size="xs" onClick={openCreditPull}>
          Authorize Credit Pull
        </Button>
      ) : null;
    default:
      return null;
  }
}

/** The 5-step onboarding view: percent bar, 'N of 5 steps', a card per step with its badge. */
export function OnboardingView({ onboarding, openSms, openCreditPull, goTo, unlock = null }: Props) {
  return (
    <Stack gap="md" data-testid="onboarding">
      <div>
        <Title order={2} fz="lg">
          Get started
        </Title>
        <Text size="sm" c="dimmed">
          Complete these steps to unlock your credit analysis.
        </Text>
      </div>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600} data-testid="onboarding-count">
            {onboarding.progressText}
          </Text>
          <Text size="sm" data-testid="onboarding-percent">
            {onboarding.percent}% complete
          </Text>
        </Group>
        <Progress value={onboarding.percent} aria-label={`Onboarding ${onboarding.percent}% complete`} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {onboarding.steps.map((step) => (
          <Card key={step.key} withBorder padding="md" data-testid={`step-${step.number}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>
                  {step.number}. {step.title}
                </Text>
                <Badge color={badgeColor[step.badge]} variant="filled" style={{ flexShrink: 0 }}>
                  {onboardingMessages.badges[step.badge]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {descriptions[step.number]}
              </Text>
              <StepAction step={step} openSms={openSms} openCreditPull={openCreditPull} goTo={goTo} />
              {step.number === 5 && unlock}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
