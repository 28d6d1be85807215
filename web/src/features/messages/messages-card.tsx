import { Alert, Badge, Button, Card, Group, Loader, MultiSelect, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { SecureMessageView } from '@contract/secure-messages';
import { MESSAGE_MAX_CHARS, secureMessageMessages as m } from '@contract/secure-messages-texts';
import type { DocumentView } from '@contract/documents';
import { ApiError, messageFor } from '../../lib/api';
import { AdvisorAvatar } from './advisor-avatar';
import { useMarkRead, useSendMessage, useThread } from './api';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** Documents that passed the upload's checks may be attached (the server says the same). */
const attachable = (documents: readonly DocumentView[]) => documents.filter((d) => d.status === 'pending_review' || d.status === 'verified');

function Message({ message }: { message: SecureMessageView }) {
  const mine = message.from === 'client';
  return (
    <Paper withBorder p="sm" radius="md" bg={mine ? 'blue.0' : undefined} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '90%' }}>
      <Text size="xs" c="dimmed">
        {mine ? m.fromYou : message.authorName} · {when(message.sentAt)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </Text>
      {message.attachments.map((a) => (
        <Badge key={a.documentId} variant="light" mt={4}>
          {a.fileName}
        </Badge>
      ))}
      {mine && message.readAt && (
        <Text size="xs" c="dimmed" ta="right">
          {m.readByAdvisor}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The Total plan's dedicated advisor on the dashboard: their name and photo (or initials) and the secure
 * messages with them. The thread refetches on focus, after each message and every few seconds while shown.
 */
export function MessagesCard({ documents = [] }: { documents?: readonly DocumentView[] }) {
  const thread = useThread();
  const send = useSendMessage();
  const { mutate: markRead, isPending: marking } = useMarkRead();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<string[]>([]);
  const unread = thread.data?.thread.unread ?? 0;

  // What the client sees is read: the advisor gets the receipt.
  useEffect(() => {
    if (unread > 0 && !marking) markRead();
  }, [unread, marking, markRead]);

  if (thread.isPending) return <Loader size="sm" aria-label={m.panelTitle} />;
  if (thread.error) {
    // Plans without an advisor are refused by the server (403 with its reason): nothing to show then.
    if (thread.error instanceof ApiError && thread.error.status === 403) return null;
    return (
      <Alert color="red" role="alert" title={m.loadFailed}>
        {thread.error.message}
      </Alert>
    );
  }
  const { advisor, messages, responseTarget } = thread.data;
  const submit = () =>
    send.mutate(
      { text, attachments },
      {
        onSuccess: () => {
          setText('');
          setAttachments([]);
          notifications.show({ color: 'green', message: m.sent });
        },
      },
    );
  const options = attachable(documents).map((d) => ({ value: d.id, label: d.fileName }));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="messages-title">
      <Title order={2} fz="lg" mb="sm" id="messages-title">
        {m.panelTitle}
      </Title>
      {advisor ? (
        <Group gap="sm" mb="sm">
          <AdvisorAvatar advisor={advisor} />
          <div>
            <Text size="xs" c="dimmed">
              {m.advisorTitle}
            </Text>
            <Text fw={600} data-testid="advisor-name">
              {advisor.name}
            </Text>
          </div>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          {m.advisorPending}
        </Text>
      )}
      {responseTarget && (
        <Text size="xs" c="dimmed" mb="sm">
          {m.responseTarget(responseTarget)}
        </Text>
      )}
      <ScrollArea.Autosize mah={360} mb="sm">
        <Stack gap="xs" role="log" aria-label={m.panelTitle} aria-live="polite">
          {messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.noMessages}
            </Text>
          ) : (
            messages.map((message) => <Message key={message.id} message={message} />)
          )}
        </Stack>
      </ScrollArea.Autosize>
      <Stack gap="xs">
        <Textarea
          label={m.placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={MESSAGE_MAX_CHARS}
          autosize
          minRows={2}
          error={send.error ? messageFor(send.error, m.sendFailed) : undefined}
        />
        {options.length > 0 && <MultiSelect label={m.attach} data={options} value={attachments} onChange={setAttachments} clearable />}
        <Group justify="flex-end">
          <Button onClick={submit} loading={send.isPending} disabled={!text.trim()}>
            {m.send}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
