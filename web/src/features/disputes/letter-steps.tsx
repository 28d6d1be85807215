import { Button, Checkbox, Group, List, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { bureauNames } from '@contract/credit';
import { AFFIRMATION_WORDING, disputeMessages as m, type DisputeView } from '@contract/disputes';
import type { DocumentView } from '@contract/documents';
import { letterMessages } from '@contract/letters';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';
import { affirmDispute, disputesKey, fetchLetter } from './api';
import { RevisedLetters } from './revised-letters';
import { SignaturePad } from './signature-pad';

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
 * After the affirmation: the client may type their SSN and signs by typing their name; both are drawn into the PDF in
 * this browser and never leave it (the request for the letter carries neither).
 */
export function SignedDownloads({ dispute }: { dispute: DisputeView }) {
  const [ssn, setSsn] = useState('');
  const [signature, setSignature] = useState('');
  const [mode, setMode] = useState<'type' | 'draw'>('type');
  const [drawn, setDrawn] = useState<Uint8Array | null>(null);
  const [errors, setErrors] = useState<{ ssn?: string; signature?: string }>({});
  const affirmedOn = dispute.affirmation ? dayjs(dispute.affirmation.at).format('MMM D, YYYY') : '';
  // A letter the advisor revised is produced once the client approved the revised wording (the server refuses it before).
  const awaiting = (bureau: DisputeView['items'][number]['bureau']) => dispute.letterWording?.some((w) => w.bureau === bureau && !w.approvedAt) ?? false;

  async function download(bureau: DisputeView['items'][number]['bureau']) {
    const digits = ssn.replace(/[\s-]/g, '');
    const next = {
      ...(digits !== '' && !/^\d{9}$/.test(digits) ? { ssn: letterMessages.ssnInvalid } : {}),
      ...((mode === 'type' ? signature.trim().length < 2 : drawn === null) ? { signature: letterMessages.signatureRequired } : {}),
    };
    setErrors(next);
    if (next.ssn || next.signature) return;
    try {
      const { letter, fileName } = await fetchLetter(dispute.id, bureau, 'dispute');
      const signed = mode === 'draw' && drawn ? { png: drawn } : { typed: signature.trim() };
      await downloadLetter(letter, fileName, { ...(digits ? { ssn: digits } : {}), signature: signed });
    } catch (error) {
      notify('error', messageFor(error, m.letterFailed));
    }
  }

  return (
    <Stack gap="xs" data-testid="signed-downloads">
      <Text size="sm">{m.affirmed(affirmedOn)}</Text>
      <PasswordInput
        label={letterMessages.ssnLabel}
        description={letterMessages.ssnHelp}
        value={ssn}
        onChange={(e) => setSsn(e.currentTarget.value)}
        error={errors.ssn}
        autoComplete="off"
        inputMode="numeric"
        maxLength={11}
      />
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(value) => setMode(value as 'type' | 'draw')}
        data={[
          { value: 'type', label: letterMessages.signatureType },
          { value: 'draw', label: letterMessages.signatureDraw },
        ]}
        aria-label={letterMessages.signatureHow}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'type' ? (
        <TextInput
          label={letterMessages.signatureLabel}
          description={letterMessages.signatureHelp}
          value={signature}
          onChange={(e) => setSignature(e.currentTarget.value)}
          error={errors.signature}
          autoComplete="off"
          maxLength={100}
        />
      ) : (
        <>
          <SignaturePad label={letterMessages.signatureDrawLabel} onChange={setDrawn} />
          {errors.signature && (
            <Text size="xs" c="red.8">
              {errors.signature}
            </Text>
          )}
        </>
      )}
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
