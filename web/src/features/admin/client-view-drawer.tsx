import { Alert, Badge, Drawer, Group, Loader, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientViewMessages as m, type ClientViewResponse } from '@contract/client-view';
import { BUREAUS, bureauNames } from '@contract/credit';
import { onboardingMessages } from '@contract/dashboard';
import { deskMessages } from '@contract/disputes';
import { documentTypeInfo, type DocumentStatus } from '@contract/documents';
import { api } from '../../lib/api-client';
import { formatLongDate } from '../../lib/today';
import { formatDate } from './format';

// Dot badges, as the client's own table: the text keeps the page's colour (a light yellow badge's was 2.68:1 on its tint).
const statusColor: Record<DocumentStatus, string> = {
  uploading: 'gray.9',
  scanning: 'gray.9',
  pending_review: 'yellow.9',
  verified: 'teal.9',
  rejected: 'red.9',
  quarantined: 'red.9',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Onboarding({ view }: { view: ClientViewResponse['onboarding'] }) {
  return (
    <Section title={m.onboarding}>
      <Text size="sm">{view.progressText}</Text>
      <Progress value={view.percent} aria-label={`${m.onboarding}: ${view.percent}%`} />
      <Stack gap={2} component="ol" style={{ paddingInlineStart: 20, margin: 0 }}>
        {view.steps.map((s) => (
          <li key={s.key}>
            <Group gap="xs">
              <Text size="sm">{s.title}</Text>
              <Badge size="sm" variant="light" color={s.badge === 'complete' ? 'green' : s.badge === 'current' ? 'blue' : 'gray'}>
                {onboardingMessages.badges[s.badge]}
              </Badge>
            </Group>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

function Documents({ documents }: { documents: ClientViewResponse['documents'] }) {
  return (
    <Section title={m.documents}>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.noDocuments}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {documents.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{documentTypeInfo[d.documentType].title}</Table.Td>
                <Table.Td>{d.fileName}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[d.status]} variant="dot">
                    {m.documentStatus[d.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDate(d.uploadedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function Scores({ latest }: { latest: ClientViewResponse['latestScores'] }) {
  return (
    <Section title={m.scores}>
      {!latest ? (
        <Text size="sm" c="dimmed">
          {m.noScores}
        </Text>
      ) : (
        <>
          <Group gap="lg">
            {BUREAUS.map((b) => (
              <Stack key={b} gap={0}>
                <Text size="xs" c="dimmed">
                  {bureauNames[b]}
                </Text>
                <Text fw={700}>{latest.scores[b] ?? '—'}</Text>
              </Stack>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {m.pulledOn(formatDate(latest.pulledAt))}
          </Text>
        </>
      )}
    </Section>
  );
}

function Disputes({ disputes }: { disputes: ClientViewResponse['disputes'] }) {
  return (
    <Section title={m.disputes}>
      {disputes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.noDisputes}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {disputes.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Text size="sm">{d.accountName}</Text>
                  <Text size="xs" c="dimmed">
                    {d.reason}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{deskMessages.statusLabels[d.status]}</Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {d.items.map((i) => (
                      <Group key={i.bureau} gap={4} wrap="nowrap">
                        <Text size="xs">{`${bureauNames[i.bureau]}: ${i.result ? deskMessages.resultLabels[i.result] : i.resultsDueAt ? m.due(formatLongDate(i.resultsDueAt)) : m.notSent}`}</Text>
                        {i.overdue && (
                          <Badge size="xs" color="red">
                            {m.overdue}
                          </Badge>
                        )}
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function Plan({ plan }: { plan: ClientViewResponse['plan'] }) {
  return (
    <Section title={m.plan}>
      {!plan ? (
        <Text size="sm" c="dimmed">
          {m.noPlan}
        </Text>
      ) : (
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {plan.planName ?? plan.tier ?? m.noPlan}
            </Text>
            {/* Small bold text: light green is 3.8:1 and filled green.9 4.4:1 (axe); filled teal.9 is 5:1. */}
            <Badge color={plan.active ? 'teal.9' : 'gray'} variant={plan.active ? 'filled' : 'light'}>
              {plan.active ? m.activePlan : m.inactivePlan}
            </Badge>
            <Text size="xs" c="dimmed">
              {plan.status}
            </Text>
          </Group>
          {plan.startedAt && <Text size="xs">{m.since(formatDate(plan.startedAt))}</Text>}
          {plan.currentPeriodEnd && <Text size="xs">{m.periodEnds(formatDate(plan.currentPeriodEnd))}</Text>}
        </Stack>
      )}
    </Section>
  );
}

/** One client on one page, read when opened (the server audit-logs each opening: not refetched on focus). */
export function ClientViewDrawer({ target, onClose }: { target: { id: string; name: string } | null; onClose: () => void }) {
  const view = useQuery({
    queryKey: ['admin', 'client', target?.id],
    enabled: Boolean(target),
    queryFn: () => api.call('adminClientView', { params: { userId: target!.id } }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return (
    <Drawer opened={Boolean(target)} onClose={onClose} position="right" size="xl" title={target ? m.title(target.name) : ''}>
      {view.isPending && target && <Loader size="sm" aria-label={m.loading} />}
      {view.error && (
        <Alert color="red" role="alert" title={m.loadFailed}>
          {view.error.message}
        </Alert>
      )}
      {view.data && <ClientViewBody view={view.data} />}
    </Drawer>
  );
}

/** The client's one page (also beside a secure-message thread in the advisor's inbox). */
export function ClientViewBody({ view }: { view: ClientViewResponse }) {
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {[view.client.email, view.client.phone].filter(Boolean).join(' · ')}
      </Text>
      <Onboarding view={view.onboarding} />
      <Plan plan={view.plan} />
      <Scores latest={view.latestScores} />
      <Documents documents={view.documents} />
      <Disputes disputes={view.disputes} />
    </Stack>
  );
}
