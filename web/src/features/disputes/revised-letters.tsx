import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { bureauNames } from '@contract/credit';
import { disputeMessages, type DisputeView } from '@contract/disputes';
import { letterWordingMessages as m, type LetterWordingView } from '@contract/letter-wording';
import { notify } from '../../components/notifications';
import { ApiError } from '../../lib/api';
import { approveLetterWording, disputesKey } from './api';

/** One version of the body; in the revised one, the paragraphs the advisor changed are marked. */
function Version({ label, paragraphs, compareTo }: { label: string; paragraphs: readonly string[]; compareTo?: readonly string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      {paragraphs.map((p, i) => {
        const changed = compareTo !== undefined && !compareTo.includes(p);
        return (
          <Text key={i} component="div" size="sm" style={changed ? { borderLeft: '3px solid var(--mantine-color-blue-7)', paddingLeft: 6 } : undefined}>
            {changed && (
              <Badge size="xs" variant="light" mr={4}>
                {m.changedBadge}
              </Badge>
            )}
            {p}
          </Text>
        );
      })}
    </Stack>
  );
}

/** "Your advisor revised this letter": both versions of the body, and the approval (of the revision shown) before the letter is produced. */
function RevisedLetter({ disputeId, wording }: { disputeId: string; wording: LetterWordingView }) {
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => approveLetterWording(disputeId, wording.bureau, wording.revision),
    onSuccess: async () => {
      notify('success', m.approvedToast);
      await queryClient.invalidateQueries({ queryKey: disputesKey });
    },
    onError: async (error) => {
      notify('error', error instanceof ApiError ? error.message : disputeMessages.failed);
      // A newer revision may be waiting: show it.
      await queryClient.invalidateQueries({ queryKey: disputesKey });
    },
  });
  const name = bureauNames[wording.bureau];
  return (
    <Card withBorder padding="sm" data-testid={`revised-letter-${wording.bureau}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {m.revisedTitle}: {name}
        </Title>
        <Text size="sm">{m.revisedHelp}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Version label={m.generatedLabel} paragraphs={wording.generated} />
          <Version label={m.editedLabel} paragraphs={wording.edited} compareTo={wording.generated} />
        </SimpleGrid>
        {wording.approvedAt ? (
          <Text size="sm">{m.clientApprovedOn(dayjs(wording.approvedAt).format('MMM D, YYYY'))}</Text>
        ) : (
          <Group>
            <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate()} aria-label={`${m.approveButton}: ${name}`}>
              {m.approveButton}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Total: the letters the client's advisor reworded, each to read and approve. */
export function RevisedLetters({ dispute }: { dispute: DisputeView }) {
  const revised = dispute.letterWording ?? [];
  if (revised.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="revised-letters">
      {revised.map((w) => (
        <RevisedLetter key={w.bureau} disputeId={dispute.id} wording={w} />
      ))}
    </Stack>
  );
}
