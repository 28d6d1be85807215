import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field's error on the auth pages is announced as it appears, as the banner it replaces was (`errorProps`). */
export const fieldErrorProps = { role: 'alert' } as const;

export function AuthCard({ title, subtitle, error, children }: { title: string; subtitle?: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <Container size={440} py={64}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
