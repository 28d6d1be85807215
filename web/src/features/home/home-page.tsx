import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME, usePageMeta } from '../../lib/page-meta';

export function HomePage() {
  usePageMeta(SITE_NAME, 'AI-assisted credit repair: find errors on your credit reports, dispute them, and follow a personal plan to raise your score.');
  return (
    <Container size="md" py={80}>
      <Stack gap="lg" align="flex-start">
        <Title order={1}>Repair and improve your credit</Title>
        <Text size="lg" c="dimmed">
          We analyse your credit reports for errors and negative items, write your dispute letters, and give you a personal plan to raise your
          score.
        </Text>
        <Group>
          <Button component={Link} to={paths.signup} size="md">
            Get Started Free
          </Button>
          <Button component={Link} to={paths.login} size="md" variant="default">
            Log in
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export default HomePage;
