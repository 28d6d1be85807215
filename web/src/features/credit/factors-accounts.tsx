import { Badge, Card, Collapse, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { CreditAccountView, CreditFactorView } from '@contract/credit';
import { bureauNames, creditMessages as m } from '@contract/credit-messages';
import { dollars, impactLabel, utilizationColor } from './rules';
import { formatMonth } from './dates';

/** A card whose body opens and closes from its title (spec: collapsible 'Credit Factors' and 'Active Accounts'). */
function Collapsible({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = `${testId}-body`;
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Text component="h3" fw={700} fz="md" m={0}>
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={bodyId} w="100%" fw={700} fz="md">
          <Group justify="space-between" component="span">
            <span>
              {title} ({count})
            </span>
            <span aria-hidden>{open ? '▾' : '▸'}</span>
          </Group>
        </UnstyledButton>
      </Text>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="md">
          {children}
        </Stack>
      </Collapse>
    </Card>
  );
}

const reportedBy = (bureaus: string[]) => bureaus.map((b) => bureauNames[b as keyof typeof bureauNames] ?? b).join(', ');

export function CreditFactors({ factors }: { factors: CreditFactorView[] }) {
  return (
    <Collapsible title={m.factorsTitle} count={factors.length} testId="credit-factors">
      {factors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.noFactors}
        </Text>
      ) : (
        factors.map((factor) => {
          const impact = impactLabel(factor.impact);
          return (
            <Stack key={`${factor.impact}-${factor.title}`} gap={2} data-testid="credit-factor">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  {factor.title}
                </Text>
                <Badge color={impact.color} variant="filled" style={{ flexShrink: 0 }}>
                  {impact.label}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {factor.description}
              </Text>
              {factor.bureaus.length > 0 && (
                <Text size="xs" c="dimmed">
                  Reported by {reportedBy(factor.bureaus)}
                </Text>
              )}
            </Stack>
          );
        })
      )}
    </Collapsible>
  );
}

const statusColor = (status: string) => (status === 'Good Standing' ? 'teal.9' : status === 'Late' ? 'red.9' : 'gray.7');

export function ActiveAccounts({ accounts }: { accounts: CreditAccountView[] }) {
  return (
    <Collapsible title={m.accountsTitle} count={accounts.length} testId="active-accounts">
      {accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.noAccounts}
        </Text>
      ) : (
        accounts.map((account) => (
          <Stack key={account.key} gap={4} data-testid="credit-account">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {account.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {account.type} · opened {formatMonth(account.openDate)} · {reportedBy(account.bureaus)}
                </Text>
              </div>
              <Badge color={statusColor(account.status)} variant="filled" style={{ flexShrink: 0 }}>
                {account.status}
              </Badge>
            </Group>
            <Group justify="space-between">
              <Text size="xs">
                Balance {dollars(account.balanceCents)}
                {account.limitCents !== null && ` of ${dollars(account.limitCents)}`}
              </Text>
              <Text size="xs" fw={600}>
                {Math.round(account.utilization)}% used
              </Text>
            </Group>
            <Progress
              value={Math.min(100, account.utilization)}
              color={utilizationColor(account.utilization)}
              aria-label={`${account.name} utilization ${Math.round(account.utilization)}%`}
              data-color={utilizationColor(account.utilization)}
            />
          </Stack>
        ))
      )}
    </Collapsible>
  );
}
