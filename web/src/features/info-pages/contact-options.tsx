import { Anchor, Button, Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { IconMail, IconMessage, IconPhone } from '../../components/icons';
import { site } from '../../config/site';
import { Island } from '../../islands/island';
import { openChat } from '../../lib/chat-events';

interface Option {
  icon: ComponentType<{ size?: number }>;
  title: string;
  availability: string;
  action: 'chat' | 'phone' | 'email';
}

/** Opens the chat widget (an island of the contact and support pages: the launcher hydrates to hear it). */
export function StartChatButton() {
  return (
    <Button variant="light" onClick={openChat}>
      Start a chat
    </Button>
  );
}

/** The three ways to reach the team (support and contact pages); the chat option opens the chat widget. */
export function ContactOptions({ options }: { options: readonly Option[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {options.map(({ icon: Icon, title, availability, action }) => (
        <Card key={title} withBorder radius="md" padding="lg">
          <ThemeIcon variant="light" size={44} radius="md" mb="sm" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Text component="h2" fw={700} fz="lg" m={0}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            {availability}
          </Text>
          {action === 'chat' && <Island name="startChat" when="interaction" component={StartChatButton} />}
          {action === 'phone' && (
            <Anchor href={site.phoneHref} fw={700} fz="lg">
              {site.phone}
            </Anchor>
          )}
          {action === 'email' && (
            <Anchor href={`mailto:${site.supportEmail}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {site.supportEmail}
            </Anchor>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

// The chat answers with an assistant's canned replies and a specialist follows up by email: not a live person.
export const chatOption = { icon: IconMessage, title: 'Chat assistant', action: 'chat' } as const;
export const phoneOption = { icon: IconPhone, title: 'Phone', action: 'phone' } as const;
export const emailOption = { icon: IconMail, title: 'Email', action: 'email' } as const;
