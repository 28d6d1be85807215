import { Alert, Badge, Button, Card, Grid, Group, Loader, SegmentedControl, Stack, Switch, Table, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGE_MAX_CHARS, secureMessageMessages as m, type ThreadSummary } from '@contract/secure-messages';
import { EarlierMessagesButton, MessageBubble, useEarlierMessages } from '../../components/messages/message-bubble';
import { messageFor } from '../../lib/api';
import { api } from '../../lib/api-client';
import { openFetchedLink } from '../../lib/open-link';
import { useSession } from '../../lib/session';
import { AdvisorPhotoCard } from './advisor-photo-card';
import { ClientViewBody } from './client-view-drawer';
import { formatDate } from './format';
import { notify } from '../../components/notifications';

/** While the inbox is open it is asked again this often, so a client's new message shows without a reload. */
const INBOX_REFRESH_MS = 15_000;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function useInbox(scope: 'mine' | 'all') {
  return useQuery({
    queryKey: ['admin', 'inbox', scope],
    queryFn: () => api.call('adminMessagesInbox', { query: { scope } }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

function ThreadRow({ thread, selected, onSelect }: { thread: ThreadSummary; selected: boolean; onSelect: () => void }) {
  return (
    <Table.Tr bg={selected ? 'blue.0' : undefined}>
      <Table.Td>
        <UnstyledButton onClick={onSelect} aria-pressed={selected} fw={thread.unread > 0 ? 700 : 400}>
          {thread.clientName || thread.clientId}
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        {thread.waitingSince ? (
          <Stack gap={2}>
            <Text size="xs">
              {m.waitingSince} {when(thread.waitingSince)}
            </Text>
            {thread.respondBy && (
              <Text size="xs" c="dimmed">
                {m.respondBy} {formatDate(thread.respondBy)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {m.answered}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {thread.overdue && <Badge color="red">{m.overdue}</Badge>}
          {thread.priority && thread.waitingSince && <Badge color="grape">{m.priority}</Badge>}
          {thread.unread > 0 && <Badge variant="light">{thread.unread}</Badge>}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Opens a document the client attached, through the same audited 5-minute link as the documents desk. */
async function openAttachment(userId: string, documentId: string) {
  await openFetchedLink(
    () => api.call('adminDocumentLink', { params: { userId, documentId } }),
    (error) => notify('error', messageFor(error, m.loadFailed)),
  );
}

function Thread({ clientId }: { clientId: string }) {
  const client = useQueryClient();
  const thread = useQuery({
    queryKey: ['admin', 'thread', clientId],
    queryFn: () => api.call('adminMessagesThread', { params: { userId: clientId } }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: INBOX_REFRESH_MS,
  });
  const [text, setText] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['admin'] });
  const read = useMutation({ mutationFn: () => api.call('adminMessagesRead', { params: { userId: clientId } }), onSuccess: refresh });
  const send = useMutation({
    mutationFn: () => api.call('adminMessagesPost', { params: { userId: clientId }, body: { text } }),
    onSuccess: () => {
      setText('');
      notify('success', m.sent);
      void refresh();
    },
  });
  const unread = thread.data?.thread.unread ?? 0;
  const older = useEarlierMessages(thread.data?.nextCursor ?? null, (cursor) => api.call('adminMessagesThread', { params: { userId: clientId }, query: { cursor } }));
  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (unread > 0 && !marking) markRead();
  }, [unread, marking, markRead]);

  if (thread.isPending) return <Loader size="sm" aria-label={m.inboxTitle} />;
  if (thread.error)
    return (
      <Alert color="red" role="alert" title={m.loadFailed}>
        {thread.error.message}
      </Alert>
    );
  const { messages, client: view } = thread.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {view.client.name}
          </Title>
          <Stack gap="xs" role="log" aria-label={m.panelTitle}>
            <EarlierMessagesButton hasMore={older.hasMore} loading={older.loading} onClick={() => void older.loadMore()} />
            {older.error !== null && (
              <Text size="sm" c="red" role="alert">
                {messageFor(older.error, m.earlierFailed)}
              </Text>
            )}
            {messages.length === 0 && (
              <Text size="sm" c="dimmed">
                {m.noMessages}
              </Text>
            )}
            {[...older.earlier, ...messages].map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.from === 'staff'}
                author={message.authorName}
                readReceipt={m.readByClient}
                onOpenAttachment={(documentId) => void openAttachment(clientId, documentId)}
              />
            ))}
          </Stack>
          <Textarea
            label={m.replyPlaceholder}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={MESSAGE_MAX_CHARS}
            autosize
            minRows={2}
            error={send.error ? messageFor(send.error, m.sendFailed) : undefined}
          />
          <Group justify="flex-end">
            <Button onClick={() => send.mutate()} loading={send.isPending} disabled={!text.trim()}>
              {m.reply}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ClientViewBody view={view} />
      </Grid.Col>
    </Grid>
  );
}

/** Admins: who takes new Total clients in turn (round-robin), and who waits for an advisor. */
function AdvisorPool() {
  const client = useQueryClient();
  const pool = useQuery({ queryKey: ['admin', 'advisors'], queryFn: () => api.call('adminAdvisorPool') });
  const toggle = useMutation({
    mutationFn: ({ userId, available }: { userId: string; available: boolean }) =>
      api.call('adminAdvisorAvailability', { params: { userId }, body: { available } }),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'advisors'], data);
      notify('success', m.availabilitySaved);
    },
  });
  if (!pool.data) return null;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        {pool.data.items.map((member) => (
          <Switch
            key={member.userId}
            label={`${member.name}: ${m.availability}`}
            checked={member.available}
            onChange={(e) => toggle.mutate({ userId: member.userId, available: e.currentTarget.checked })}
          />
        ))}
        {pool.data.waiting.length > 0 && (
          <Text size="sm" c="orange">
            {pool.data.waiting.length} × {m.noAdvisorSubject}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The advisor's inbox: threads in waiting order (waiting first, priority plans ahead of Starter, the oldest wait
 * first) with the plan's response target, overdue marked; the chosen thread beside the client's one page.
 */
export function InboxTab() {
  const isAdmin = Boolean(useSession().user?.groups.includes('admin'));
  const [scope, setScope] = useState<'mine' | 'all'>(isAdmin ? 'all' : 'mine');
  const [selected, setSelected] = useState<string | null>(null);
  const inbox = useInbox(scope);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {m.inboxTitle}
        </Title>
        {isAdmin && (
          <SegmentedControl
            value={scope}
            onChange={(value) => setScope(value === 'all' ? 'all' : 'mine')}
            data={[
              { value: 'all', label: 'All' },
              { value: 'mine', label: 'Mine' },
            ]}
          />
        )}
      </Group>
      <AdvisorPhotoCard />
      {isAdmin && <AdvisorPool />}
      {inbox.error && (
        <Alert color="red" role="alert" title={m.loadFailed}>
          {inbox.error.message}
        </Alert>
      )}
      {inbox.isPending && <Loader size="sm" aria-label={m.inboxTitle} />}
      {inbox.data && inbox.data.items.length === 0 && <Text c="dimmed">{m.inboxEmpty}</Text>}
      {inbox.data && inbox.data.items.length > 0 && (
        <Table aria-label={m.inboxTitle}>
          <Table.Tbody>
            {inbox.data.items.map((thread) => (
              <ThreadRow key={thread.clientId} thread={thread} selected={selected === thread.clientId} onSelect={() => setSelected(thread.clientId)} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {selected ? <Thread key={selected} clientId={selected} /> : <Text c="dimmed">{m.selectThread}</Text>}
    </Stack>
  );
}
