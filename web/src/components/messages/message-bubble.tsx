import { Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import type { SecureMessageView } from '@contract/secure-messages';
import { secureMessageMessages as m } from '@contract/secure-messages-texts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One secure message, as the client's card and the advisor's inbox both show it: the author and time, the text, the
 * attached documents (links where the viewer may open them), and the other side's read receipt on the viewer's own.
 */
export function MessageBubble({
  message,
  mine,
  author,
  readReceipt,
  onOpenAttachment,
}: {
  message: SecureMessageView;
  /** The viewer wrote it: shown on the right, with the other side's read receipt. */
  mine: boolean;
  author: string;
  readReceipt: string;
  /** Opens an attached document (a short-lived link); without it the attachments are names only. */
  onOpenAttachment?: (documentId: string) => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" bg={mine ? 'blue.0' : undefined} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '90%' }}>
      <Text size="xs" c="dimmed">
        {author} · {when(message.sentAt)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </Text>
      {message.attachments.length > 0 && (
        <Group gap={4} mt={4}>
          {message.attachments.map((a) =>
            onOpenAttachment ? (
              <Anchor key={a.documentId} component="button" type="button" size="sm" onClick={() => onOpenAttachment(a.documentId)}>
                {m.openAttachment(a.fileName)}
              </Anchor>
            ) : (
              <Badge key={a.documentId} variant="light">
                {a.fileName}
              </Badge>
            ),
          )}
        </Group>
      )}
      {mine && message.readAt && (
        <Text size="xs" c="dimmed" ta="right">
          {readReceipt}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The thread's older pages, asked one at a time from the first page's cursor (the first page is the live query,
 * refetched every few seconds; older messages do not change). Returned oldest first, to show above the first page.
 */
export function useEarlierMessages(firstCursor: string | null, fetchPage: (cursor: string) => Promise<{ messages: SecureMessageView[]; nextCursor: string | null }>) {
  type Page = { messages: SecureMessageView[]; nextCursor: string | null };
  // Pages read from an older first page are dropped: a new message moved its boundary, and they would leave a gap.
  const [loaded, setLoaded] = useState<{ from: string | null; pages: Page[] }>({ from: firstCursor, pages: [] });
  const pages = loaded.from === firstCursor ? loaded.pages : [];
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cursor = pages.length > 0 ? pages[pages.length - 1]!.nextCursor : firstCursor;
  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPage(cursor);
      setLoaded({ from: firstCursor, pages: [...pages, page] });
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };
  // Each later page is older: the oldest page goes first.
  const earlier = [...pages].reverse().flatMap((p) => p.messages);
  return { earlier, hasMore: cursor !== null, loading, error, loadMore };
}

/** The "Show earlier messages" control above a thread's first page. */
export function EarlierMessagesButton({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <Button variant="subtle" size="xs" loading={loading} onClick={onClick} style={{ alignSelf: 'center' }}>
      {m.showEarlier}
    </Button>
  );
}
