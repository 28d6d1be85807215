import { Button, Card, Text, Title } from '@mantine/core';
import { openChat } from '../../lib/chat-events';

/** 'Need Assistance?': opens the chat widget (it loads on first use). */
export function NeedAssistanceCard() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb={4}>
        Need Assistance?
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Questions about your plan, your documents or your next step? Our team is here to help.
      </Text>
      <Button variant="light" onClick={openChat}>
        Chat with us
      </Button>
    </Card>
  );
}
