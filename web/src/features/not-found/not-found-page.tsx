import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for does not exist.');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Text fz="xl">Oops! Page not found</Text>
        <Button component={Link} to={paths.home}>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}

export default NotFoundPage;
