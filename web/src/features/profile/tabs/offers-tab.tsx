import { Stack, Text, Title } from '@mantine/core';

/** Offers arrive with a later issue: an honest empty state, no sample offers and no buttons that do nothing. */
export default function OffersTab() {
  return (
    <Stack gap="xs" py="md" data-testid="offers-tab">
      <Title order={2} fz="lg">
        Personalized Offers
      </Title>
      <Text>Personalized card and loan offers are coming soon.</Text>
      <Text size="sm" c="dimmed">
        Once your credit profile is complete, this tab will show offers matched to it. There is nothing to do here yet.
      </Text>
    </Stack>
  );
}
