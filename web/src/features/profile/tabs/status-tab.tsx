import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { applicationMessages, type ApplicationStepStatus } from '@contract/dashboard';
import type { TabProps } from '../../../lib/dashboard';

const colors: Record<ApplicationStepStatus, string> = {
  not_started: 'gray.7',
  in_progress: 'blue.8',
  in_review: 'violet.8',
  complete: 'teal.9',
  approved: 'teal.9',
  denied: 'red.8',
  pending: 'yellow.9',
  error: 'red.8',
};

const marks: Partial<Record<ApplicationStepStatus, string>> = { complete: '✓', approved: '✓', denied: '✕', error: '!' };

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Application Status: the server's status and its five steps, derived from the client's real state. */
export default function StatusTab({ dashboard }: TabProps) {
  const { applicationId, status, steps, startedAt } = dashboard.applicationStatus;
  return (
    <Stack gap="md" data-testid="application-status">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="lg">
            {applicationMessages.title}
          </Title>
          <Text size="sm" c="dimmed">
            Application {applicationId}
            {startedAt ? ` · started ${longDate(startedAt)}` : ''}
          </Text>
        </div>
        <Badge color={colors[status]} size="lg" data-testid="application-overall">
          {applicationMessages.statusLabel(status)}
        </Badge>
      </Group>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, i) => (
          <Card key={step.key} component="li" withBorder padding="sm" data-testid={`application-step-${step.key}`}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon color={colors[step.status]} radius="xl" aria-hidden>
                  {marks[step.status] ?? String(i + 1)}
                </ThemeIcon>
                <div>
                  <Text fw={600}>{step.label}</Text>
                  {step.completedAt && (
                    <Text size="xs" c="dimmed">
                      Completed {longDate(step.completedAt)}
                    </Text>
                  )}
                </div>
              </Group>
              <Badge color={colors[step.status]} variant="filled" style={{ flexShrink: 0 }}>
                {applicationMessages.statusLabel(step.status)}
              </Badge>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
