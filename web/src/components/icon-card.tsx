import { Card, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';

/** A bordered card with a light icon, a heading and a line of text (about page values, coming-soon benefits). */
export function IconCard({ icon: Icon, title, text, heading }: { icon: ComponentType<{ size?: number }>; title: string; text: string; heading: 'h2' | 'h3' }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden>
        <Icon size={22} />
      </ThemeIcon>
      <Text component={heading} fw={700} m={0} mb={4} fz={heading === 'h2' ? 'md' : undefined}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Card>
  );
}
