import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Text, Title, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { BUREAUS, bureauNames, type ScoreHistoryPoint } from '@contract/credit';

const colors = { equifax: 'red.7', experian: 'blue.7', transunion: 'teal.7' } as const;

/** Every pull's score per bureau, oldest first, one line per bureau. */
export function ScoreHistoryChart({ history }: { history: ScoreHistoryPoint[] }) {
  const data = history.map((point) => ({
    date: dayjs(point.pulledAt).format('MMM D, YYYY'),
    ...Object.fromEntries(BUREAUS.map((b) => [bureauNames[b], point.scores[b]])),
  }));
  const series = BUREAUS.filter((b) => history.some((p) => p.scores[b] !== null)).map((b) => ({ name: bureauNames[b], color: colors[b] }));
  return (
    <Card withBorder padding="lg" data-testid="score-history">
      <Title order={3} fz="md" mb={4}>
        Score history
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {history.length === 1 ? 'Your first report. Each monthly update adds a point.' : `${history.length} reports, oldest first.`}
      </Text>
      <LineChart
        h={220}
        data={data}
        dataKey="date"
        series={series}
        withLegend
        connectNulls
        yAxisProps={{ domain: [300, 850] }}
        curveType="monotone"
        // Recharts' keyboard layer names the drawing without its visible text (axe: label-content-name-mismatch); the list below says it in words.
        accessibilityLayer={false}
      />
      <VisuallyHidden>
        <ul>
          {data.map((point) => (
            <li key={point.date}>
              {point.date}: {series.map((s) => `${s.name} ${String((point as Record<string, unknown>)[s.name] ?? 'no score')}`).join(', ')}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </Card>
  );
}
