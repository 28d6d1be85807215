import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adminMessages } from '@contract/messages';
import { formatUsd } from '@domain/plans';
import { useAnalytics } from './api';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={800}>
        {value}
      </Text>
    </Card>
  );
}

export function AnalyticsTab() {
  const { data, isPending, isError, error } = useAnalytics();
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (isError)
    return (
      <Alert color="red" role="alert">
        {adminMessages.fetchAnalyticsFailed}: {error.message}
      </Alert>
    );
  const funnel = [
    { step: 'Signed up', users: data.funnel.signedUp },
    { step: 'Verified', users: data.funnel.verified },
    { step: 'Profile', users: data.funnel.profile },
    { step: 'Documents', users: data.funnel.documents },
    { step: 'Credit pulled', users: data.funnel.creditPulled },
  ];
  const tiers = ['starter', 'elite', 'total'].map((tier) => ({ tier, users: data.payingUsersByTier[tier] ?? 0 }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Total Users" value={data.totalUsers} />
        <Stat label="Revenue this month" value={formatUsd(data.revenueThisMonthCents)} />
        <Stat label="Paying users" value={tiers.reduce((n, t) => n + t.users, 0)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Title order={3} fz="md" mb="md">
            Signups per week
          </Title>
          <BarChart h={220} data={data.signupsPerWeek.map((w) => ({ week: w.weekStart.slice(5, 10), signups: w.signups }))} dataKey="week" series={[{ name: 'signups', color: 'blue.6' }]} />
        </Card>
        <Card withBorder padding="lg">
          <Title order={3} fz="md" mb="md">
            Paying users by plan
          </Title>
          <BarChart h={220} data={tiers} dataKey="tier" series={[{ name: 'users', color: 'teal.6' }]} />
        </Card>
        <Card withBorder padding="lg">
          <Title order={3} fz="md" mb="md">
            Onboarding funnel
          </Title>
          <BarChart h={220} data={funnel} dataKey="step" orientation="vertical" yAxisProps={{ width: 100 }} series={[{ name: 'users', color: 'violet.6' }]} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
