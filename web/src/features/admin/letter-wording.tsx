import { Alert, Badge, Button, Card, CloseButton, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bureauNames, type Bureau } from '@contract/credit';
import type { StaffDisputeView } from '@contract/disputes';
import { letterWordingMessages as m, type StaffLetterWordingResponse } from '@contract/letter-wording';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api-client';
import { formatLongDate } from '../../lib/today';

/** The body as one text: a blank line between paragraphs (what the advisor types back is split the same way). */
const asText = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
const asParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const wordingParams = (dispute: StaffDisputeView, bureau: Bureau) => ({ userId: dispute.userId, id: dispute.id, bureau });

function WordingStatus({ wording }: { wording: StaffLetterWordingResponse['wording'] }) {
  if (!wording) return null;
  return wording.approvedAt ? (
    <Badge color="teal.9" variant="dot">
      {m.approvedOn(formatLongDate(wording.approvedAt.slice(0, 10)))}
    </Badge>
  ) : (
    <Badge color="yellow.9" variant="dot">
      {m.awaitingApproval}
    </Badge>
  );
}

/** The editor of one letter's body: the generated wording for reference, the current wording to change, the server's refusal in words. */
function WordingEditor({ dispute, bureau, data }: { dispute: StaffDisputeView; bureau: Bureau; data: StaffLetterWordingResponse }) {
  const client = useQueryClient();
  const [text, setText] = useState(asText(data.wording?.edited ?? data.generated));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.call('adminEditLetterWording', { params: wordingParams(dispute, bureau), body: { paragraphs: asParagraphs(text), basedOn: data.wording?.revision ?? 0 } }),
    onSuccess: (saved) => {
      setError(null);
      notify('success', m.saved);
      client.setQueryData(['admin', 'letter-wording', dispute.userId, dispute.id, bureau], saved);
    },
    onError: (e) => setError(e.message),
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{m.editHelp}</Text>
      <Group gap="xs">
        <WordingStatus wording={data.wording} />
        {data.wording && (
          <Text size="xs" c="dimmed">
            {data.wording.editedBy.name}, {formatLongDate(data.wording.editedAt.slice(0, 10))}
          </Text>
        )}
      </Group>
      {data.locked && (
        <Alert color="gray" role="status">
          {data.locked}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" title="Not saved">
          {error}
        </Alert>
      )}
      <Textarea label={m.bodyLabel} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={8} maxRows={24} disabled={Boolean(data.locked)} />
      {data.wording && (
        <details>
          <summary>
            <Text span size="sm">
              {m.generatedLabel}
            </Text>
          </summary>
          <Stack gap={4} mt={4}>
            {data.generated.map((p, i) => (
              <Text key={i} size="sm" c="dimmed">
                {p}
              </Text>
            ))}
          </Stack>
        </details>
      )}
      <Group>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={Boolean(data.locked)}>
          {m.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opened on "Edit letter wording", below the buttons: reads the letter's wording (the server says why not: another plan, not your client). */
function WordingPanel({ dispute, bureau, onClose }: { dispute: StaffDisputeView; bureau: Bureau; onClose: () => void }) {
  const wording = useQuery({
    queryKey: ['admin', 'letter-wording', dispute.userId, dispute.id, bureau],
    queryFn: () => api.call('adminLetterWording', { params: wordingParams(dispute, bureau) }),
    // Each reading is audited: not refetched on focus.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return (
    // In the drawer itself, not a dialog over it: one dialog at a time.
    <Card component="section" withBorder padding="sm" aria-label={m.editTitle(bureauNames[bureau])} data-testid="letter-wording-editor">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{m.editTitle(bureauNames[bureau])}</Title>
          <CloseButton onClick={onClose} aria-label={m.close} />
        </Group>
        {wording.isPending && <Loader size="sm" aria-label="Loading the letter" />}
        {wording.error && (
          <Alert color="red" role="alert">
            {wording.error.message}
          </Alert>
        )}
        {wording.data && <WordingEditor dispute={dispute} bureau={bureau} data={wording.data} />}
      </Stack>
    </Card>
  );
}

/** Total's custom letters: "Edit letter wording" for each bureau's letter, offered to the client's advisor and to admins. */
export function LetterWording({ dispute }: { dispute: StaffDisputeView }) {
  const [open, setOpen] = useState<Bureau | null>(null);
  return (
    <>
      <Group gap="xs" data-testid="letter-wording">
        {dispute.items.map((i) => {
          const revised = dispute.letterWording?.find((w) => w.bureau === i.bureau);
          return (
            // `default`, not `light`: the light variant's hover colours fall under 4.5:1 (axe, in the browser).
            <Button key={i.bureau} size="compact-sm" variant="default" onClick={() => setOpen(i.bureau)} aria-label={`${m.editAction}: ${bureauNames[i.bureau]}`}>
              {m.editAction}: {bureauNames[i.bureau]}
              {revised && !revised.approvedAt ? ` (${m.awaitingApproval.toLowerCase()})` : ''}
            </Button>
          );
        })}
      </Group>
      {open && <WordingPanel dispute={dispute} bureau={open} onClose={() => setOpen(null)} />}
    </>
  );
}
