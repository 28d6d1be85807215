import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { site } from '../../config/site';
import { publicPages } from '../../config/public-pages';
import { formatLongDate } from '../../lib/today';
import { InfoLayout } from './info-layout';

/** Spec section 2: three releases, February to April 2025. */
export const pressReleases = [
  {
    date: '2025-04-15',
    title: 'Credit Repair announces Business Credit',
    summary:
      'The company will extend its approach to small businesses: building a business credit profile, tracking business scores and keeping business borrowing off owners’ personal reports.',
  },
  {
    date: '2025-03-12',
    title: 'Credit Repair publishes only results it measures',
    summary:
      'The results on our site are computed from our clients’ own credit reports and the bureaus’ answers to their disputes, and a figure is shown only once at least 30 clients stand behind it.',
  },
  {
    date: '2025-02-18',
    title: 'Credit Repair launches rule-based credit analysis and automatic dispute letters',
    summary:
      'The new service reads consumers’ credit reports for errors and negative items, writes dispute letters for each bureau and refreshes monitored reports every month.',
  },
] as const;

export function PressPage() {
  return (
    <InfoLayout page={publicPages.press} lead="News about our credit repair service, and who to talk to for a story.">
      <Stack gap={48}>
        <Stack gap="lg" component="section" aria-labelledby="releases-title">
          <Title order={2} id="releases-title">
            Press releases
          </Title>
          {pressReleases.map((r) => (
            <Card key={r.date} withBorder radius="md" padding="lg" component="article">
              <Text size="sm" c="dimmed" fw={600}>
                <time dateTime={r.date}>{formatLongDate(r.date)}</time>
              </Text>
              <Title order={3} fz="lg" mt={4} mb="xs">
                {r.title}
              </Title>
              <Text size="sm">{r.summary}</Text>
            </Card>
          ))}
        </Stack>
        <Card bg="gray.0" radius="md" padding="xl" component="section" aria-labelledby="media-title">
          <Title order={2} id="media-title" fz="xl" mb="xs">
            Media contact
          </Title>
          <Text>For interviews, data and images, write to our press team:</Text>
          <Anchor href={`mailto:${site.pressEmail}`} fw={700}>
            {site.pressEmail}
          </Anchor>
          <Text size="sm" c="dimmed" mt="xs">
            We answer media requests within one business day.
          </Text>
        </Card>
      </Stack>
    </InfoLayout>
  );
}

export default PressPage;
