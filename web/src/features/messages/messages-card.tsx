import { Alert, Button, Card, Group, Loader, MultiSelect, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MESSAGE_MAX_CHARS, secureMessageMessages as m } from '@contract/secure-messages-texts';
import type { DocumentView } from '@contract/documents';
import { documentMessages } from '@contract/documents-messages';
import { EarlierMessagesButton, MessageBubble, useEarlierMessages } from '../../components/messages/message-bubble';
import { ApiError, messageFor } from '../../lib/api';
import { api } from '../../lib/api-client';
import { openFetchedLink } from '../../lib/open-link';
import { AdvisorAvatar } from './advisor-avatar';
import { useMarkRead, useSendMessage, useThread } from './api';
import { notify } from '../../components/notifications';

/** Documents that passed the upload's checks may be attached (the server says the same). */
const attachable = (documents: readonly DocumentView[]) => documents.filter((d) => d.status === 'pending_review' || d.status === 'verified');

/** Opens one of the client's own attached documents through a 5-minute link. */
const openAttachment = (id: string) =>
  openFetchedLink(
    () => api.call('documentLink', { params: { id } }),
    (error) => notify('error', messageFor(error, documentMessages.openFailed)),
  );

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
  const older = useEarlierMessages(thread.data?.nextCursor ?? null, (cursor) => api.call('messagesThread', { query: { cursor } }));

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
          notify('success', m.sent);
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
          <EarlierMessagesButton hasMore={older.hasMore} loading={older.loading} onClick={() => void older.loadMore()} />
          {older.error !== null && (
            <Text size="sm" c="red" role="alert">
              {messageFor(older.error, m.earlierFailed)}
            </Text>
          )}
          {messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.noMessages}
            </Text>
          ) : (
            [...older.earlier, ...messages].map((message) => (
              <MessageBubble key={message.id} message={message} mine={message.from === 'client'} author={message.from === 'client' ? m.fromYou : message.authorName} readReceipt={m.readByAdvisor} onOpenAttachment={(id) => void openAttachment(id)} />
            ))
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
