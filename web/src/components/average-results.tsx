import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** Spec section 1's "Average Results" panel, with its label. */
export const averageResults = [
  { figure: '+72 points', label: 'Average score increase' },
  { figure: '4.2', label: 'Negative items removed' },
  { figure: '38 days', label: 'To first results' },
] as const;

export function AverageResults({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  return (
    <Card radius="lg" padding="xl" bg="blue.9" c="white" aria-labelledby="average-results-title">
      <Title order={headingOrder} id="average-results-title" ta="center" c="white" mb="lg" fz="xl">
        Average Results
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="dl" m={0}>
        {averageResults.map((r) => (
          <Stack key={r.label} gap={2} align="center" ta="center">
            {/* A term comes before its value in a <dl>; the figure is shown first. */}
            <Text component="dt" style={{ order: 1 }}>
              {r.label}
            </Text>
            <Text component="dd" m={0} fz={40} fw={800} lh={1.1} style={{ order: 0 }}>
              {r.figure}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" ta="center" mt="lg" c="blue.0">
        Based on average customer results over the past 12 months
      </Text>
    </Card>
  );
}
