import { Alert, Badge, Button, Card, Group, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { DialogOnDemand } from '../../components/dialog/dialog-on-demand';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { InsightsView } from '@contract/bank';
import { INSIGHT_LIST_SIZE, SANDBOX_BANK, bankMessages as m, sandboxPublicToken } from '@contract/bank-messages';
import { formatUsd } from '@domain/plans';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { dashboardKey } from '../../lib/dashboard';
import { bankLinkToken, connectBank, disconnectBank, refreshBank } from './api';

const date = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** '+ N more …' under a list cut at INSIGHT_LIST_SIZE. */
function More({ total, text }: { total: number; text: (n: number) => string }) {
  return total > INSIGHT_LIST_SIZE ? (
    <Text size="sm" c="dimmed">
      {text(total - INSIGHT_LIST_SIZE)}
    </Text>
  ) : null;
}

function Spending({ spending }: { spending: InsightsView['spending'] }) {
  if (spending.categories.length === 0) return <Text size="sm">{m.noSpending}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {spending.from && spending.to ? m.spendingPeriod(date(spending.from), date(spending.to)) : null}
        </Text>
        <Text fw={700}>{formatUsd(spending.totalCents)}</Text>
      </Group>
      {spending.categories.slice(0, INSIGHT_LIST_SIZE).map((c) => (
        <Stack key={c.category} gap={4}>
          <Group justify="space-between">
            <Text size="sm">{c.category}</Text>
            <Text size="sm">
              {formatUsd(c.totalCents)} · {c.percent}%
            </Text>
          </Group>
          <Progress value={c.percent} aria-label={`${c.category}: ${c.percent}% of spending`} />
        </Stack>
      ))}
      <More total={spending.categories.length} text={m.moreCategories} />
    </Stack>
  );
}

function Recurring({ recurring }: { recurring: InsightsView['recurring'] }) {
  if (recurring.length === 0) return <Text size="sm">{m.noRecurring}</Text>;
  return (
    <Stack gap="sm">
      {recurring.slice(0, INSIGHT_LIST_SIZE).map((r) => (
        <Group key={r.name} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm" fw={500}>
              {r.name}
            </Text>
            <Text size="xs" c="dimmed">
              {r.category.length ? r.category.join(m.categorySeparator) : m.uncategorized}
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="sm">{formatUsd(Math.abs(r.amountCents))}</Text>
            <Text size="xs" c="dimmed">
              {m.last(date(r.lastDate))}
            </Text>
          </div>
        </Group>
      ))}
      <More total={recurring.length} text={m.moreRecurring} />
    </Stack>
  );
}

function Subscriptions({ subscriptions }: { subscriptions: InsightsView['subscriptions'] }) {
  if (subscriptions.length === 0) return <Text size="sm">{m.noSubscriptions}</Text>;
  return (
    <Stack gap="sm">
      {subscriptions.slice(0, INSIGHT_LIST_SIZE).map((s) => (
        <Group key={s.name} justify="space-between">
          <Text size="sm" fw={500}>
            {s.name}
          </Text>
          <Group gap="xs">
            <Text size="sm">{formatUsd(s.amountCents)}</Text>
            <Badge variant="light">{m.monthly}</Badge>
          </Group>
        </Group>
      ))}
      <More total={subscriptions.length} text={m.moreSubscriptions} />
    </Stack>
  );
}

/**
 * The link flow. With the sandbox this dialog stands in for the aggregator's Link widget: it opens with
 * the server's link token and hands back the sandbox's public token. A real provider's widget opens here
 * instead (docs/insights.md).
 */
function ConnectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: async () => connectBank(sandboxPublicToken((await bankLinkToken()).linkToken)),
    onSuccess: async () => {
      notify('success', m.connected);
      onClose();
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
  return (
    <DialogOnDemand opened={opened} onClose={() => !connect.isPending && onClose()} title={m.connectDialogTitle}>
      <Stack>
        <Text size="sm">{m.connectIntro}</Text>
        <Alert color="blue" variant="light" role="note">
          {m.sandboxNotice}
        </Alert>
        <Card withBorder padding="sm">
          <Text fw={500}>{SANDBOX_BANK.institution}</Text>
          <Text size="xs" c="dimmed">
            {SANDBOX_BANK.account}
          </Text>
        </Card>
        {connect.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageFor(connect.error, m.failed)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={connect.isPending}>
            Cancel
          </Button>
          <Button loading={connect.isPending} onClick={() => connect.mutate()}>
            {m.connectButton}
          </Button>
        </Group>
      </Stack>
    </DialogOnDemand>
  );
}

function DisconnectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: disconnectBank,
    onSuccess: async () => {
      notify('success', m.disconnected);
      onClose();
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    onError: (error) => notify('error', messageFor(error, m.failed)),
  });
  return (
    <DialogOnDemand opened={opened} onClose={() => !disconnect.isPending && onClose()} title={m.disconnect}>
      <Stack>
        <Text size="sm">{m.disconnectConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={disconnect.isPending}>
            Cancel
          </Button>
          <Button color="red.8" loading={disconnect.isPending} onClick={() => disconnect.mutate()}>
            {m.disconnect}
          </Button>
        </Group>
      </Stack>
    </DialogOnDemand>
  );
}

/** The Financial Insights card (spec section 2): with a connected bank its three tabs, else the way to connect one. */
export function FinancialInsights({ insights }: { insights: InsightsView | null }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'connect' | 'disconnect' | null>(null);
  const refresh = useMutation({
    mutationFn: refreshBank,
    onSuccess: async () => {
      notify('success', m.refreshed);
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    onError: (error) => notify('error', messageFor(error, m.failed)),
  });

  return (
    <Card withBorder padding="lg" data-testid="financial-insights">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={3} fz="md">
              {m.title}
            </Title>
            {insights && (
              <Text size="xs" c="dimmed">
                {insights.connection.institution} · {insights.connection.accounts.map((a) => `${a.name} ···${a.mask}`).join(', ')} · updated {date(insights.connection.lastSyncedAt)}
              </Text>
            )}
          </div>
          {insights ? (
            <Group gap="xs">
              <Button variant="light" size="xs" loading={refresh.isPending} onClick={() => refresh.mutate()}>
                {m.refresh}
              </Button>
              <Button variant="outline" color="red.8" size="xs" onClick={() => setDialog('disconnect')}>
                {m.disconnect}
              </Button>
            </Group>
          ) : (
            <Button onClick={() => setDialog('connect')}>{m.connect}</Button>
          )}
        </Group>
        {insights ? (
          <Tabs defaultValue="spending" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="spending">{m.tabs.spending}</Tabs.Tab>
              <Tabs.Tab value="recurring">{m.tabs.recurring}</Tabs.Tab>
              <Tabs.Tab value="subscriptions">{m.tabs.subscriptions}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="spending" pt="md">
              <Spending spending={insights.spending} />
            </Tabs.Panel>
            <Tabs.Panel value="recurring" pt="md">
              <Recurring recurring={insights.recurring} />
            </Tabs.Panel>
            <Tabs.Panel value="subscriptions" pt="md">
              <Subscriptions subscriptions={insights.subscriptions} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <Text size="sm">{m.connectIntro}</Text>
        )}
        <Text size="xs" c="dimmed">
          {m.footer}
        </Text>
      </Stack>
      <ConnectDialog opened={dialog === 'connect'} onClose={() => setDialog(null)} />
      <DisconnectDialog opened={dialog === 'disconnect'} onClose={() => setDialog(null)} />
    </Card>
  );
}
