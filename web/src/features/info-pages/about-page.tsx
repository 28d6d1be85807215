import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldCheck, IconSparkles, IconTarget } from '../../components/icons';
import { IconCard } from '../../components/icon-card';
import { AverageResults } from '../../components/average-results';
import { Island } from '../../islands/island';
import { publicPages } from '../../config/public-pages';
import { MONITORING_CADENCE, sensitiveDataStatement } from '../../config/site';
import { InfoLayout } from './info-layout';

const values = [
  { icon: IconTarget, title: 'Transparency', text: 'Clear prices, a written contract you can cancel within 3 business days for a full refund, and a dashboard that shows every dispute and every change to your score.' },
  { icon: IconLock, title: 'Security', text: `Your data is encrypted in transit and at rest, and we never sell it. ${sensitiveDataStatement}` },
  { icon: IconSparkles, title: 'Technology', text: 'Rules that check every line of your reports against the law’s reporting periods and across bureaus, so letters are ready in minutes.' },
  { icon: IconShieldCheck, title: 'Accountability', text: 'Every plan is backed by our 30-day money-back guarantee, on top of your right to cancel within 3 business days.' },
];

export function AboutPage() {
  return (
    <InfoLayout page={publicPages.about} lead="We help people in the US repair and improve their credit: honestly, securely and faster than doing it alone.">
      <Stack gap={48}>
        <Stack gap="sm">
          <Title order={2}>Our mission</Title>
          <Text>
            One in five consumers has an error on at least one of their credit reports, and those errors cost real money in higher interest
            rates, refused rentals and lost opportunities. Disputing them is a right every consumer has, but the process is slow, confusing and
            easy to give up on.
          </Text>
          <Text>
            We built a credit repair service to change that. We analyze your reports for errors and negative items, write dispute letters
            automatically, refresh your credit files {MONITORING_CADENCE} and give you a personal plan to keep your score climbing.
          </Text>
        </Stack>
        <Stack gap="md">
          <Title order={2}>What we stand for</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {values.map((item) => (
              <IconCard key={item.title} {...item} heading="h3" />
            ))}
          </SimpleGrid>
        </Stack>
        <Island name="averageResults" when="idle" gate="figures" component={AverageResults} props={{ headingOrder: 2 }} />
      </Stack>
    </InfoLayout>
  );
}

export default AboutPage;
