import { Badge, Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconChartLine, IconShieldCheck } from '../../components/icons';
import { IconCard } from '../../components/icon-card';
import { publicPages } from '../../config/public-pages';
import { site } from '../../config/site';
import { Island } from '../../islands/island';
import { usePageMeta } from '../../lib/page-meta';
import { WaitlistForm } from './waitlist-form';

/** The stated launch expectation (spec section 9), from the site's build settings (config/site.ts). */
export const LAUNCH_EXPECTATION = site.businessCreditLaunch;

const plans = [
  { icon: IconBuilding, title: 'Build business credit', text: 'Establish a credit profile for your company with the business bureaus, separate from your personal credit.' },
  { icon: IconChartLine, title: 'Track your business scores', text: 'Follow your business credit scores and see what moves them, in the same dashboard as your personal credit.' },
  { icon: IconShieldCheck, title: 'Protect your personal credit', text: 'Keep business borrowing off your personal reports, so growing your company does not cost you your score.' },
];

export function ComingSoonPage() {
  usePageMeta(publicPages.comingSoon.title, publicPages.comingSoon.description);
  return (
    <Box bg="gray.0">
      <Container size="md" py={{ base: 48, md: 80 }}>
        <Stack gap="xl">
          <Stack gap="sm" align="center" ta="center">
            <Badge variant="light" size="lg" tt="none">
              Coming soon · Expected launch {LAUNCH_EXPECTATION}
            </Badge>
            <Title order={1} fz={{ base: 32, md: 44 }}>
              Business Credit is coming soon
            </Title>
            <Text size="lg" c="dimmed" maw={600}>
              The same approach that repairs personal credit, for your business. We expect to launch {LAUNCH_EXPECTATION}.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {plans.map((item) => (
              <IconCard key={item.title} {...item} heading="h2" />
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="xl" maw={560} w="100%" mx="auto">
            <Island name="waitlist" when="interaction" component={WaitlistForm} />
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}

export default ComingSoonPage;
