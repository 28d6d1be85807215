import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { sensitiveDataStatement } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';
import { resultsSummary, usePublicFigures } from '../../lib/public-figures';
import { useSubscription } from '../../lib/subscription';
import { PlanCards } from '../../components/pricing/plan-cards';
import { useChoosePlan } from '../../components/pricing/use-choose-plan';

const icon = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d={d} />
  </svg>
);

/** The third card's text is measured (GET /api/public/figures), or words that claim nothing. */
const benefits = (results: string) => [
  { icon: icon('M9 3h6v4H9zM5 7h14v12H5zM9 12h.01M15 12h.01M9 16h6'), title: 'Credit analysis', text: 'We read your reports for errors and negative items and explain what hurts your score.' },
  { icon: icon('M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4'), title: 'Secure and private', text: sensitiveDataStatement },
  { icon: icon('M3 17l6-6 4 4 8-8M15 7h6v6'), title: 'Measured results', text: results },
];

/** Signed in without an active plan: why to subscribe, and the plans. Active users go on to their profile. */
export function PaymentRequiredPage() {
  usePageMeta('Choose your plan', 'Choose a plan to unlock your credit analysis, disputes and action plan.');
  const navigate = useNavigate();
  const { data } = useSubscription();
  const { choose, busyKey, dialog } = useChoosePlan();
  const figures = usePublicFigures();
  useEffect(() => {
    if (data?.hasActiveSubscription) navigate(paths.profile, { replace: true });
  }, [data, navigate]);

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <Stack gap={4} align="center" ta="center">
          <Title order={1}>Choose your plan to continue</Title>
          <Text c="dimmed" maw={560}>
            Your account is ready. Pick a plan to unlock your credit analysis, dispute letters and personal action plan.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {benefits(resultsSummary(figures)).map((b) => (
            <Card key={b.title} withBorder padding="lg">
              <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                {b.icon}
              </ThemeIcon>
              <Text fw={700}>{b.title}</Text>
              <Text size="sm" c="dimmed" aria-live={b.title === 'Measured results' ? 'polite' : undefined}>
                {b.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <PlanCards busyKey={busyKey} onChoose={choose} />
        {dialog}
        <Group justify="center">
          <Button variant="subtle" component={Link} to={paths.support}>
            Questions? Contact support
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export default PaymentRequiredPage;
