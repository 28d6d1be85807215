import { Accordion, Alert, Badge, Button, Card, Group, List, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import type { AnalysisView, Finding, Priority, UtilizationLine } from '@contract/analysis';
import { analysisMessages as m, evidenceFieldLabels } from '@contract/analysis-messages';
import { bureauNames } from '@contract/credit-messages';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { FileDisputeModal, type DisputePrefill } from '../disputes';
import { AnalysisProgress } from './analysis-progress';
import { DebtExplainer } from './debt-explainer';
import { GoalSelector } from './goal-selector';
import { confirmFinding, useAnalysisRun, useLatestAnalysis } from './api';

const priorityColor: Record<Priority, string> = { high: 'red.9', medium: 'yellow.9', low: 'gray.7' };
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const prefillOf = (f: Finding): DisputePrefill => ({
  accountName: f.subject,
  accountKey: f.accountKey,
  reason: f.dispute!.reason,
  bureaus: f.dispute!.bureaus,
  findingId: f.id,
  amountCents: null,
});

function Evidence({ finding }: { finding: Finding }) {
  return (
    <Table withTableBorder fz="sm" aria-label={`${m.evidenceTitle}: ${finding.subject}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Bureau</Table.Th>
          <Table.Th>Field</Table.Th>
          <Table.Th>{m.evidenceTitle}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {finding.evidence.map((e, i) => (
          <Table.Tr key={`${e.bureau}-${e.field}-${i}`}>
            <Table.Td>{bureauNames[e.bureau]}</Table.Td>
            <Table.Td>{evidenceFieldLabels[e.field] ?? e.field}</Table.Td>
            <Table.Td>{e.reported}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface FindingActions {
  onDispute: (finding: Finding) => void;
  /** `accurate`: the client says the report is right (true) or wrong (false). */
  onAnswer: (finding: Finding, accurate: boolean) => void;
  answering: boolean;
}

function FindingBlock({ finding, onDispute, onAnswer, answering }: { finding: Finding } & FindingActions) {
  return (
    <Stack gap="xs" data-testid={`finding-${finding.rule}`}>
      <Text size="sm" fw={600}>
        {finding.title}
      </Text>
      <Text size="sm">{finding.explanation}</Text>
      <Evidence finding={finding} />
      {finding.dispute && (
        <Group>
          <Button size="xs" onClick={() => onDispute(finding)}>
            {m.disputeThis}
          </Button>
          <Text size="xs" c="dimmed">
            {finding.dispute.correction}
          </Text>
        </Group>
      )}
      {finding.answer && (
        <Text size="xs" c="dimmed" data-testid="finding-answer">
          {finding.answer.question} {m.answeredOn(finding.answer.at.slice(0, 10), finding.answer.wording)}
        </Text>
      )}
      {finding.needsConfirmation && finding.question && (
        <Stack gap={6} role="group" aria-label={finding.question.text}>
          {/* Personal information and inquiries are titled by their question: say it once. */}
          {finding.question.text !== finding.title && (
            <Text size="sm" fw={600}>
              {finding.question.text}
            </Text>
          )}
          <Group gap="xs">
            <Button size="xs" variant="light" loading={answering} onClick={() => onAnswer(finding, true)}>
              {finding.question.accurate}
            </Button>
            <Button size="xs" variant="outline" color="red.8" loading={answering} onClick={() => onAnswer(finding, false)}>
              {finding.question.inaccurate}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function ActionPlan({ analysis, open, setOpen, ...actions }: { analysis: AnalysisView; open: string | null; setOpen: (id: string | null) => void } & FindingActions) {
  const byId = new Map(analysis.findings.map((f) => [f.id, f]));
  if (analysis.actions.length === 0) return <Text size="sm">{m.noFindings}</Text>;
  return (
    // One item open at a time (spec): a single-value accordion.
    <Accordion value={open} onChange={setOpen} variant="separated" data-testid="action-plan">
      {analysis.actions.map((action) => (
        <Accordion.Item key={action.id} value={action.id}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {action.title}
              </Text>
              <Badge color={priorityColor[action.priority]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
                {m.priorities[action.priority]}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {action.impact}
              </Text>
              {action.findingIds.length === 1 ? (
                <FindingBlock finding={byId.get(action.findingIds[0]!)!} {...actions} />
              ) : (
                <>
                  <Text size="sm">{action.description}</Text>
                  {action.findingIds.map((id) => byId.get(id)).filter((f): f is Finding => Boolean(f)).map((f) => <FindingBlock key={f.id} finding={f} {...actions} />)}
                </>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function UtilizationTable({ cards, overall }: { cards: UtilizationLine[]; overall: UtilizationLine | null }) {
  if (!overall) return null;
  const row = (line: UtilizationLine, strong = false) => (
    <Table.Tr key={line.accountKey ?? 'overall'} fw={strong ? 700 : undefined}>
      <Table.Td>{line.name}</Table.Td>
      <Table.Td>{dollars(line.balanceCents)}</Table.Td>
      <Table.Td>{dollars(line.limitCents)}</Table.Td>
      <Table.Td>{line.percent}%</Table.Td>
      <Table.Td>{dollars(line.payDownTo30Cents)}</Table.Td>
      <Table.Td>{dollars(line.payDownTo10Cents)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {m.utilizationTitle}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder fz="sm" data-testid="utilization">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Card</Table.Th>
              <Table.Th>Balance</Table.Th>
              <Table.Th>Limit</Table.Th>
              <Table.Th>Used</Table.Th>
              <Table.Th>Pay to get under 30%</Table.Th>
              <Table.Th>Pay to get under 10%</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cards.map((c) => row(c))}
            {row({ ...overall, name: m.overallLine }, true)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Obsolescence({ analysis }: { analysis: AnalysisView }) {
  if (analysis.obsolescence.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {m.obsolescenceTitle}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder fz="sm" data-testid="obsolescence">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Bureaus</Table.Th>
              <Table.Th>Must leave by</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analysis.obsolescence.map((e) => (
              <Table.Tr key={`${e.ref}-${e.from}`}>
                <Table.Td>{e.subject}</Table.Td>
                <Table.Td>{e.kind}</Table.Td>
                <Table.Td>{e.bureaus.map((b) => bureauNames[b]).join(', ')}</Table.Td>
                <Table.Td>
                  {e.removeBy}{' '}
                  {e.overdue && (
                    <Badge color="red.9" variant="filled" size="sm">
                      {m.overdueBadge}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The recommendation panel (spec section 2): everything on it is built from the findings
 * of the client's latest analysis. 'Refresh Analysis' runs a new analysis on the server and shows its progress;
 * 'Dispute this item' opens 'File New Dispute' filled with the account, the reason and the bureaus to dispute with.
 */
export function RecommendationPanel({ autoLetters }: { autoLetters: boolean }) {
  const latest = useLatestAnalysis();
  const [open, setOpen] = useState<string | null>(null);
  const [disputing, setDisputing] = useState<DisputePrefill | null>(null);
  const onDone = useCallback(() => notify('success', m.generated), []);
  const refresh = useAnalysisRun(onDone);
  const answer = useMutation({
    mutationFn: ({ finding, accurate }: { finding: Finding; accurate: boolean }) => confirmFinding({ findingId: finding.id, accurate }),
    onSuccess: () => refresh.start(),
    onError: (error) => notify('error', messageFor(error, m.failed)),
  });
  const analysis = latest.data ?? null;
  const firstDispute = analysis?.findings.find((f) => f.dispute);

  return (
    <Card withBorder padding="lg" data-testid="recommendation">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            {m.panelTitle}
          </Title>
          <Button variant="light" onClick={refresh.start} loading={false} disabled={refresh.running}>
            {refresh.running ? m.analyzing : m.refresh}
          </Button>
        </Group>
        {refresh.running && <AnalysisProgress run={refresh.run} />}
        {refresh.failed && (
          <Alert color="red" variant="light" role="alert">
            {messageFor(refresh.startError, m.failed)}
          </Alert>
        )}
        {latest.isError && (
          <Alert color="red" variant="light" role="alert">
            {m.failed}
          </Alert>
        )}
        {!analysis && !latest.isPending && !refresh.running && <Text size="sm">{m.noAnalysis}</Text>}
        {analysis && (
          <>
            <Stack gap={4}>
              <Title order={3} fz="md">
                {m.aiAnalysis}
              </Title>
              <Text size="sm" data-testid="analysis-summary">
                {analysis.summary}
              </Text>
              {analysis.narrative && <Text size="sm">{analysis.narrative}</Text>}
            </Stack>
            {/* Ranges per bureau, not a headline number; the disclaimer in the same size and weight as the figures. */}
            <Paper withBorder p="md" data-testid="projection">
              <Text size="sm" fw={600}>
                {m.projectedLabel}
              </Text>
              {analysis.projection.bureaus.length > 0 ? (
                <List size="sm" spacing={2}>
                  {analysis.projection.bureaus.map((b) => (
                    <List.Item key={b.bureau}>{m.bureauRange(bureauNames[b.bureau], b.score, b.low, b.high, b.disputes)}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{analysis.projection.baseScore === null ? m.noProjection : m.refreshForRanges}</Text>
              )}
              <Text size="sm">{m.estimateNote}</Text>
            </Paper>
            <Stack gap="xs">
              <Title order={3} fz="md">
                {m.actionPlan}
              </Title>
              <GoalSelector />
              <ActionPlan
                analysis={analysis}
                open={open}
                setOpen={setOpen}
                onDispute={(f) => setDisputing(prefillOf(f))}
                onAnswer={(finding, accurate) => answer.mutate({ finding, accurate })}
                answering={answer.isPending || refresh.running}
              />
              <DebtExplainer />
            </Stack>
            <Stack gap="xs">
              <Title order={3} fz="md">
                {m.expectedTimeline}
              </Title>
              <Timeline bulletSize={14} lineWidth={2} data-testid="timeline">
                {analysis.timeline.map((step) => (
                  <Timeline.Item key={`${step.when}-${step.what}`} title={step.when}>
                    <Text size="sm">{step.what}</Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Stack>
            <UtilizationTable cards={analysis.utilization.cards} overall={analysis.utilization.overall} />
            <Obsolescence analysis={analysis} />
            <Paper withBorder p="md" bg="blue.0">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>{m.readyBanner}</Text>
                <Button
                  onClick={() => {
                    const first = analysis.actions[0];
                    if (first) setOpen(first.id);
                    if (firstDispute) setDisputing(prefillOf(firstDispute));
                  }}
                >
                  {m.getStarted}
                </Button>
              </Group>
            </Paper>
          </>
        )}
      </Stack>
      {disputing && (
        <Suspense fallback={null}>
          <FileDisputeModal opened onClose={() => setDisputing(null)} autoLetters={autoLetters} prefill={disputing} />
        </Suspense>
      )}
    </Card>
  );
}
