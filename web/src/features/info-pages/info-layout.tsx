import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicPage } from '../../config/public-pages';
import { usePageMeta } from '../../lib/page-meta';

/** The frame of an informational page: its title, meta, a lead paragraph and the content. */
export function InfoLayout({ page, heading, lead, children, size = 'md' }: { page: PublicPage; heading?: string; lead: ReactNode; children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  usePageMeta(page.title, page.description);
  return (
    <>
      <Box bg="blue.0">
        <Container size={size} py={{ base: 40, md: 64 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 30, md: 40 }}>
              {heading ?? page.title}
            </Title>
            <Text size="lg" c="dimmed" component="div">
              {lead}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size={size} py={{ base: 32, md: 56 }}>
        {children}
      </Container>
    </>
  );
}
