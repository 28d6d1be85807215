import { Stack, Text, Title } from '@mantine/core';

/** Disputes arrive with a later issue: say so plainly (no table of sample disputes, no button that does nothing). */
export default function DisputesTab() {
  return (
    <Stack gap="xs" py="md" data-testid="disputes-tab">
      <Title order={2} fz="lg">
        Disputes
      </Title>
      <Text>Filing and tracking credit-report disputes is coming soon.</Text>
      <Text size="sm" c="dimmed">
        When it arrives you will be able to file a dispute, follow the bureaus' 30-day investigation and see the outcome here.
      </Text>
    </Stack>
  );
}
