import { Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { bureauNames } from '@contract/credit';
import { AFFIRMATION_WORDING, disputeMessages as m, type DisputeView } from '@contract/disputes';
import type { DocumentView } from '@contract/documents';
import type { LetterSigning } from '../../components/letters/sign-letter';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';
import { affirmDispute, disputesKey, fetchLetter } from './api';
import { RevisedLetters } from './revised-letters';

/** Documents the client may enclose as evidence: uploaded and clean, other than the ID and proof of address (always enclosed). */
const evidenceChoices = (documents: readonly DocumentView[]) =>
  documents.filter((d) => d.documentType !== 'id' && d.documentType !== 'address' && (d.status === 'verified' || d.status === 'pending_review'));

/**
 * Before any letter: the client reads the statements their letters will make in their name, picks the evidence to
 * enclose and affirms; the server records the statements, the wording and the time (docs/letters.md).
 */
export function AffirmStep({ dispute, documents }: { dispute: DisputeView; documents: readonly DocumentView[] }) {
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [evidence, setEvidence] = useState<string[]>([]);
  const choices = evidenceChoices(documents);
  const affirm = useMutation({
    mutationFn: () => affirmDispute(dispute.id, { affirmed: true, evidenceDocumentIds: evidence }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesKey }),
    onError: (error) => notify('error', messageFor(error, m.failed)),
  });
  return (
    <Stack gap="xs" data-testid="affirm-step">
      <Title order={3} size="h4">{m.affirmTitle}</Title>
      <Text size="sm">{AFFIRMATION_WORDING}</Text>
      <List size="sm">
        {dispute.toAffirm.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Checkbox.Group label={m.evidenceTitle} value={evidence} onChange={setEvidence}>
        <Stack gap={4} mt={4}>
          {choices.length === 0 && <Text size="sm">{m.evidenceNone}</Text>}
          {choices.map((d) => (
            <Checkbox key={d.id} value={d.id} label={d.fileName} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox label={m.affirmCheckbox} checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
      <Group>
        <Button size="xs" disabled={!agreed} loading={affirm.isPending} onClick={() => affirm.mutate()}>
          {m.affirmButton}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * After the affirmation: the letter to each bureau, signed with what the client typed or drew in `signing` (shown once
 * in the dispute's details, for these letters and the method-of-verification request alike).
 */
export function SignedDownloads({ dispute, signing }: { dispute: DisputeView; signing: LetterSigning }) {
  const affirmedOn = dispute.affirmation ? dayjs(dispute.affirmation.at).format('MMM D, YYYY') : '';
  // A letter the advisor revised is produced once the client approved the revised wording (the server refuses it before).
  const awaiting = (bureau: DisputeView['items'][number]['bureau']) => dispute.letterWording?.some((w) => w.bureau === bureau && !w.approvedAt) ?? false;

  async function download(bureau: DisputeView['items'][number]['bureau']) {
    const personal = signing.personalise();
    if (!personal) return;
    try {
      const { letter, fileName } = await fetchLetter(dispute.id, bureau, 'dispute');
      await downloadLetter(letter, fileName, personal);
    } catch (error) {
      notify('error', messageFor(error, m.letterFailed));
    }
  }

  return (
    <Stack gap="xs" data-testid="signed-downloads">
      <Text size="sm">{m.affirmed(affirmedOn)}</Text>
      <RevisedLetters dispute={dispute} />
      <Group gap="xs">
        {dispute.items.map((item) => (
          <Button key={item.bureau} size="xs" variant="light" disabled={awaiting(item.bureau)} onClick={() => void download(item.bureau)}>
            {m.downloadLetter(bureauNames[item.bureau])}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
