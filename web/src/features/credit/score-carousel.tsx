import { ActionIcon, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { BureauCardView } from '@contract/credit';
import { bureauNames, creditMessages as m } from '@contract/credit-messages';
import { cardBand, dollars, GAUGE_MAX, scoreTrend } from './rules';
import { ScoreRing } from './score-ring';
import { formatDay, formatMonth } from './dates';

const outcomeMessage = { frozen: m.bureauFrozen, no_hit: m.bureauNoHit, unavailable: m.bureauUnavailable } as const;

function Detail({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The trend against this bureau's previous pull (spec section 4: zero or more is green, less is red). */
function Trend({ difference }: { difference: number | null }) {
  if (difference === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="score-trend">
        First report: your trend shows after the next update.
      </Text>
    );
  }
  const trend = scoreTrend(difference);
  return (
    <Box
      p="xs"
      bg={trend.color === 'green' ? 'green.0' : 'red.0'}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="score-trend"
      data-trend={trend.direction}
    >
      <Text size="sm" fw={600} c={trend.color === 'green' ? 'green.9' : 'red.9'}>
        {trend.direction === 'increase' ? '▲' : '▼'} {Math.abs(difference)} point{Math.abs(difference) === 1 ? '' : 's'} {trend.direction}
      </Text>
      <Text size="xs" c={trend.color === 'green' ? 'green.9' : 'red.9'}>
        Your score {trend.word} since the last report.
      </Text>
    </Box>
  );
}

function Slide({ card }: { card: BureauCardView }) {
  const name = bureauNames[card.bureau];
  const missing = card.outcome !== 'ok' ? outcomeMessage[card.outcome] : null;
  const band = cardBand(card);
  return (
    <Stack gap="md" data-testid={`bureau-${card.bureau}`}>
      <Group justify="space-between">
        <Title order={3} fz="md">
          {name}
        </Title>
        {band && (
          <Badge variant="filled" color="blue.8" data-testid="bureau-band">
            {band}
          </Badge>
        )}
      </Group>
      {missing || !card.score ? (
        <Text size="sm" data-testid="bureau-message">
          {missing ?? 'This bureau gave no score for your file.'}
        </Text>
      ) : (
        <Group align="center" gap="lg" wrap="wrap">
          <ScoreRing
            size={150}
            thickness={14}
            value={(card.score.value / GAUGE_MAX) * 100}
            color="var(--mantine-color-blue-7)"
            label={
              <Stack gap={0} align="center">
                <Text fz={30} fw={700} lh={1} data-testid="bureau-score">
                  {card.score.value}
                </Text>
                <Text size="xs" c="dimmed">
                  of {GAUGE_MAX}
                </Text>
              </Stack>
            }
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 180 }}>
            <Text size="sm" fw={600} data-testid="bureau-model">
              {card.score.model}
            </Text>
            <Text size="xs" c="dimmed">
              Range {card.score.min}-{card.score.max}
            </Text>
            <Trend difference={card.pointsDifference} />
          </Stack>
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Detail label="Last update" value={formatDay(card.lastUpdated)} />
        <Detail label="Next update" value={formatDay(card.nextUpdate)} />
        <Detail label="Available credit" value={dollars(card.availableCreditCents)} />
        <Detail label="Oldest credit line" value={card.oldestCreditLine ? formatMonth(card.oldestCreditLine) : 'None'} />
        <Detail label="Recent inquiries" value={card.recentInquiries} />
        <Detail label="Open accounts" value={card.openAccounts} />
      </SimpleGrid>
    </Stack>
  );
}

/** One slide per bureau with previous and next buttons (spec section 2), built from the latest pull. */
export function ScoreCarousel({ bureaus }: { bureaus: BureauCardView[] }) {
  const [index, setIndex] = useState(0);
  const at = Math.min(index, bureaus.length - 1);
  const card = bureaus[at];
  if (!card) return null;
  const go = (step: number) => setIndex((at + step + bureaus.length) % bureaus.length);
  return (
    <Card withBorder padding="lg" data-testid="score-carousel" aria-roledescription="carousel" aria-label="Scores by bureau" component="section">
      <Group justify="space-between" mb="sm">
        <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label="Previous bureau">
          <span aria-hidden>‹</span>
        </ActionIcon>
        <Text size="sm" c="dimmed" aria-live="polite">
          {bureauNames[card.bureau]} ({at + 1} of {bureaus.length})
        </Text>
        <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label="Next bureau">
          <span aria-hidden>›</span>
        </ActionIcon>
      </Group>
      <Slide card={card} />
    </Card>
  );
}
