import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AverageResults } from '../../components/average-results';
import { Island } from '../../islands/island';
import { TestimonialCard, testimonials } from '../../components/testimonials';
import { paths } from '../../config/paths';
import { publicPages } from '../../config/public-pages';
import { InfoLayout } from './info-layout';

export function SuccessStoriesPage() {
  return (
    <InfoLayout page={publicPages.successStories} lead="Errors removed, scores raised, loans approved: how our clients turned their credit around." size="lg">
      <Stack gap={56}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </SimpleGrid>
        <Island name="averageResults" when="idle" gate="figures" component={AverageResults} props={{ headingOrder: 2 }} />
        <Stack align="center" ta="center" gap="sm">
          <Title order={2}>Write your own success story</Title>
          <Text c="dimmed">Create your account and choose a plan: we analyze your reports and start on what can be disputed.</Text>
          <Group>
            <Button component={Link} to={paths.signup} size="md">
              Start Your Free Analysis
            </Button>
          </Group>
        </Stack>
      </Stack>
    </InfoLayout>
  );
}

export default SuccessStoriesPage;
