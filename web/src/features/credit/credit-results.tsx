import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DialogOnDemand } from '../../components/dialog/dialog-on-demand';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CreditReportView, DashboardCredit } from '@contract/credit';
import { bureauNames, creditMessages as m } from '@contract/credit-messages';
import { notify } from '../../components/notifications';
import { dashboardKey } from '../../lib/dashboard';
import { resetCredit } from './api';
import { ActiveAccounts, CreditFactors } from './factors-accounts';
import { cardBand } from './rules';
import { ScoreCarousel } from './score-carousel';
import { formatDay } from './dates';

// The chart library (Recharts, about 110 KB gzipped) loads with the chart, not with the dashboard.
const ScoreHistoryChart = lazy(() => import('./history-chart').then((m) => ({ default: m.ScoreHistoryChart })));

function ScoreSummary({ report, onPull, onReset }: { report: CreditReportView; onPull: () => void; onReset: () => void }) {
  const scored = report.bureaus.filter((card) => card.score !== null);
  const headline = scored[0];
  return (
    <Card withBorder padding="lg" data-testid="score-summary">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            Your credit scores
          </Title>
          {headline?.score ? (
            <Text size="sm">
              <Text span fw={700} fz="xl" data-testid="summary-score">
                {headline.score.value}
              </Text>{' '}
              {headline.score.model} at {bureauNames[headline.bureau]}
              {` · ${cardBand(headline)}`}
            </Text>
          ) : (
            <Text size="sm">No bureau gave a score for this report.</Text>
          )}
          <Text size="xs" c="dimmed">
            {scored.length} of {report.bureaus.length} bureaus scored · pulled {formatDay(report.pulledAt)} · a soft pull, your score is not affected
          </Text>
          {report.sandbox && (
            <Badge variant="outline" color="blue.8">
              Sandbox report
            </Badge>
          )}
        </Stack>
        <Group gap="xs">
          <Button variant="light" onClick={onPull}>
            Update Credit Report
          </Button>
          <Button variant="outline" color="red.8" onClick={onReset}>
            {m.resetButton}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** 'Reset Credit Access' (spec section 4): confirm, delete the reports and analyses, back to onboarding. */
function ResetDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: resetCredit,
    onSuccess: async () => {
      notify('success', m.resetDone);
      onClose();
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    onError: () => notify('error', m.resetFailed),
  });
  return (
    <DialogOnDemand opened={opened} onClose={() => !reset.isPending && onClose()} title={m.resetButton}>
      <Stack>
        <Text size="sm">{m.resetConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reset.isPending}>
            {m.cancel}
          </Button>
          <Button color="red.8" loading={reset.isPending} onClick={() => reset.mutate()}>
            {m.resetButton}
          </Button>
        </Group>
      </Stack>
    </DialogOnDemand>
  );
}

function AiInsightsCard() {
  return (
    <Card withBorder padding="lg" data-testid="ai-insights">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} fz="md">
            Credit Insights
          </Title>
          <Text size="sm" c="dimmed">
            Deeper analysis of your reports: patterns, what changed and what to do next.
          </Text>
        </div>
        <Button disabled>Coming Soon</Button>
      </Group>
    </Card>
  );
}

interface Props {
  credit: DashboardCredit & { latest: CreditReportView };
  onPull: () => void;
  /** The recommendation card goes here; nothing is rendered until it exists. */
  recommendation?: ReactNode;
  /** The Financial Insights card. */
  insights?: ReactNode;
  journey: ReactNode;
}

/** The credit results (spec section 2): summary, per-bureau carousel, factors, accounts, history, insights, journey. */
export function CreditResults({ credit, onPull, recommendation = null, insights = null, journey }: Props) {
  const [resetOpen, setResetOpen] = useState(false);
  const report = credit.latest;
  return (
    <Stack gap="md" data-testid="credit-results">
      <ScoreSummary report={report} onPull={onPull} onReset={() => setResetOpen(true)} />
      <ScoreCarousel bureaus={report.bureaus} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CreditFactors factors={report.factors} />
        <ActiveAccounts accounts={report.accounts} />
      </SimpleGrid>
      {insights}
      {recommendation}
      {credit.history.length > 0 && (
        // The card's height while the chart's code loads, so nothing below it moves.
        <Suspense fallback={<Card withBorder padding="lg" mih={310} aria-busy="true" aria-label="Loading the score history" />}>
          <ScoreHistoryChart history={credit.history} />
        </Suspense>
      )}
      <AiInsightsCard />
      {journey}
      <ResetDialog opened={resetOpen} onClose={() => setResetOpen(false)} />
    </Stack>
  );
}
