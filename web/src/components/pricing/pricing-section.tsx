import { Container, Stack, Text, Title } from '@mantine/core';
import { Island } from '../../islands/island';
import { PlanChooser } from './plan-chooser';
import { GUARANTEE_STATEMENT } from '../../config/site';

/** The landing page's `#pricing` section: the catalogue's cards and the one guarantee statement. */
export function PricingSection() {
  return (
    <Container size="lg" py={80} component="section" id="pricing" aria-labelledby="pricing-title">
      <Stack gap="xl">
        <Stack gap={6} align="center" ta="center">
          <Title order={2} id="pricing-title">
            Simple, transparent pricing
          </Title>
          <Text c="dimmed" maw={560}>
            Choose the plan that fits your goals. Every plan starts with a full analysis of your credit reports.
          </Text>
        </Stack>
        <Island name="plans" when="interaction" component={PlanChooser} />
        <Text ta="center" size="sm" c="dimmed">
          {GUARANTEE_STATEMENT}
        </Text>
      </Stack>
    </Container>
  );
}
