import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { averageResultTiles, averageResultsNote, usePublicFigures } from '../lib/public-figures';

/**
 * Spec section 1's "Average Results" panel. Its figures are measured (GET /api/public/figures) and fill in
 * after load; below the minimum sample, and in the prerendered HTML, the tiles say words that claim nothing.
 */
export function AverageResults({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const figures = usePublicFigures();
  return (
    <Card radius="lg" padding="xl" bg="blue.9" c="white" aria-labelledby="average-results-title">
      <Title order={headingOrder} id="average-results-title" ta="center" c="white" mb="lg" fz="xl">
        Average Results
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="dl" m={0} aria-live="polite">
        {averageResultTiles(figures).map((r) => (
          <Stack key={r.label} gap={2} align="center" ta="center">
            {/* A term comes before its value in a <dl>; the figure is shown first. */}
            <Text component="dt" style={{ order: 1 }}>
              {r.label}
            </Text>
            <Text component="dd" m={0} fz={r.figure.length > 10 ? 28 : 40} fw={800} lh={1.1} style={{ order: 0 }}>
              {r.figure}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" ta="center" mt="lg" c="blue.0">
        {averageResultsNote(figures)}
      </Text>
    </Card>
  );
}
