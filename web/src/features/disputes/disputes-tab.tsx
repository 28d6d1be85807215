import { Alert, Anchor, Badge, Button, Card, CopyButton, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { bureauNames, type Bureau } from '@contract/credit';
import { disputeMessages as m, type DisputeItem, type DisputeStatus, type DisputeView } from '@contract/disputes';
import type { DocumentView } from '@contract/documents';
import { letterMessages, type LetterKind } from '@contract/letters';
import { formatUsd, planHasFeature } from '@domain/plans';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SignLetter, useLetterSigning, type LetterSigning } from '../../components/letters/sign-letter';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';
import { addDisputeInformation, disputesKey, fetchLetter, requestVerification, useDisputeDrafts, useDisputes } from './api';
import { DisputeLadder } from './dispute-ladder';
import { FileDisputeModal } from './file-dispute-modal';
import { AffirmStep, SignedDownloads } from './letter-steps';
import type { TabProps } from '../../lib/dashboard';

const STATUS_COLOR: Record<DisputeStatus, string> = { pending: 'yellow', in_progress: 'blue', resolved: 'green', rejected: 'red' };
/** Spec section 4: underscores read as spaces; an unknown status gets the default colour. */
export function StatusBadge({ status }: { status: string }) {
  return (
    // A dot of the status's colour beside dark text: the colour adds, the text alone reads at full contrast.
    <Badge variant="dot" color={STATUS_COLOR[status as DisputeStatus] ?? 'gray'}>
      {status.replace(/_/g, ' ')}
    </Badge>
  );
}

const day = (date: string | null) => (date ? dayjs(date).format('MMM D, YYYY') : '—');
const amount = (cents: number | null) => (cents === null ? '—' : formatUsd(cents));

/** The spec's three-step process: file, investigation within 30 days, resolution. */
const PROCESS = [
  { title: '1. File', text: 'Tell us which account is wrong and why. We prepare a letter to each bureau that reports it.' },
  { title: '2. Investigation', text: 'Each bureau investigates within 30 days of receiving the letter (45 if we mail it more information from you within them) and sends the results within 5 business days.' },
  { title: '3. Resolution', text: 'The bureau deletes, corrects or verifies the item; you see its answer here.' },
];

/**
 * Downloads a letter the client mails to a bureau: its frozen content from the server (built on the first call), rendered
 * to a PDF here with the SSN and signature from `signing` (never sent).
 */
async function openLetter(id: string, bureau: Bureau, kind: LetterKind, signing: LetterSigning) {
  const personal = signing.personalise();
  if (!personal) return;
  try {
    const { letter, fileName } = await fetchLetter(id, bureau, kind);
    await downloadLetter(letter, fileName, personal);
  } catch (error) {
    notify('error', messageFor(error, m.letterFailed));
  }
}

/** After "verified": ask how (FCRA §611(a)(7)); once asked, the date and the request letter. */
function Verification({ disputeId, item, signing }: { disputeId: string; item: DisputeItem; signing: LetterSigning }) {
  const queryClient = useQueryClient();
  const name = bureauNames[item.bureau];
  const ask = useMutation({
    mutationFn: () => requestVerification(disputeId, item.bureau),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesKey }),
    onError: (error) => notify('error', messageFor(error, m.failed)),
  });
  if (item.result !== 'verified') return null;
  if (!item.verificationRequestedAt) {
    return (
      <Button size="compact-xs" variant="light" mt={4} loading={ask.isPending} onClick={() => ask.mutate()}>
        {m.requestVerification}
      </Button>
    );
  }
  return (
    <Stack gap={2} mt={4}>
      <Text size="xs">{m.verificationRequested(name, day(item.verificationRequestedAt))}</Text>
      <Button size="compact-xs" variant="subtle" onClick={() => void openLetter(disputeId, item.bureau, 'verification', signing)} style={{ alignSelf: 'flex-start' }}>
        {m.downloadVerificationLetter(name)}
      </Button>
    </Stack>
  );
}

/** One draft to edit in place and copy; nothing is saved or sent. */
function DraftEditor({ label, initial }: { label: string; initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <Stack gap={4}>
      <Textarea label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={6} maxRows={16} />
      <CopyButton value={text}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy} aria-label={`${copied ? m.copied : m.copy}: ${label}`} style={{ alignSelf: 'flex-start' }}>
            {copied ? m.copied : m.copy}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/** The creditor and goodwill letters: the client's own words to edit and send themselves (Regulation V §1022.43(b)(2)). */
function Drafts({ disputeId }: { disputeId: string }) {
  const drafts = useDisputeDrafts(disputeId);
  return (
    <Stack gap="xs" data-testid="dispute-drafts">
      <Title order={3} fz="md">
        {m.writeYourself}
      </Title>
      <Text size="sm">{letterMessages.draftNotice}</Text>
      {drafts.isPending ? (
        <Loader size="sm" aria-label="Loading your drafts" />
      ) : drafts.isError ? (
        <Alert color="red" variant="light" role="alert">
          {m.letterFailed}
        </Alert>
      ) : (
        <>
          <DraftEditor label={letterMessages.creditorTitle} initial={drafts.data.creditor} />
          <DraftEditor label={letterMessages.goodwillTitle} initial={drafts.data.goodwill} />
        </>
      )}
    </Stack>
  );
}

function Details({ dispute, documents, onClose }: { dispute: DisputeView; documents: readonly DocumentView[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [info, setInfo] = useState('');
  const add = useMutation({
    mutationFn: () => addDisputeInformation(dispute.id, info.trim()),
    onSuccess: async () => {
      setInfo('');
      notify('success', 'Your information was added to the dispute.');
      await queryClient.invalidateQueries({ queryKey: disputesKey });
    },
    onError: () => notify('error', m.failed),
  });
  const anySent = dispute.items.some((i) => i.sentAt);
  // One signature for every letter of this dispute the client mails to a bureau: the dispute letters and the
  // method-of-verification requests.
  const signing = useLetterSigning();
  const signs = dispute.affirmation !== null || dispute.items.some((i) => i.verificationRequestedAt);
  return (
    <Modal opened onClose={onClose} title="Dispute details" size="lg">
      <Stack gap="sm" data-testid="dispute-details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            <b>Account:</b> {dispute.accountName}
          </Text>
          <Text size="sm">
            <b>Reason:</b> {dispute.reason}
          </Text>
          <Group gap={6}>
            <Text size="sm" fw={700}>
              Status:
            </Text>
            <StatusBadge status={dispute.status} />
          </Group>
          {dispute.amountCents !== null && (
            <Text size="sm">
              <b>Amount:</b> {amount(dispute.amountCents)}
            </Text>
          )}
          <Text size="sm">
            <b>Filed:</b> {day(dispute.createdAt)}
          </Text>
        </SimpleGrid>
        <div>
          <Text size="sm" fw={700}>
            Description
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {dispute.description}
          </Text>
        </div>
        {!anySent && <Text size="sm">{m.sendsOn(day(dispute.earliestSendDate))}</Text>}
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bureau</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Bureau's clock</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dispute.items.map((item) => (
              <Table.Tr key={item.bureau}>
                <Table.Td>{bureauNames[item.bureau]}</Table.Td>
                <Table.Td>
                  {day(item.sentAt)}
                  {item.trackingNumber && <Text size="xs">{m.tracking(item.trackingNumber)}</Text>}
                </Table.Td>
                <Table.Td>
                  {item.receivedAt && item.dueAt && item.resultsDueAt ? (
                    <Stack gap={0}>
                      <Text size="xs">{item.receiptPresumed ? m.receivedPresumed(day(item.receivedAt)) : m.received(day(item.receivedAt))}</Text>
                      {item.supplementSentAt && <Text size="xs">{m.supplementMailed(day(item.supplementSentAt))}</Text>}
                      <Text size="xs">{m.investigationEnds(day(item.dueAt), item.extended ? 45 : 30)}</Text>
                      <Text size="xs">{m.resultsDue(day(item.resultsDueAt))}</Text>
                      {item.overdue && (
                        <Text size="xs" c="red.8">
                          {m.overdue(day(item.resultsDueAt))}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {item.result ?? '—'}
                  {item.reinsertedAt && (
                    <Text size="xs" c="red.8">
                      {m.reinserted(bureauNames[item.bureau])}
                    </Text>
                  )}
                  {item.reinsertionWithoutNotice && item.reinsertionNoticeDueAt && (
                    <Text size="xs" c="red.8">
                      {m.reinsertionWithoutNotice(bureauNames[item.bureau], day(item.reinsertionNoticeDueAt))}
                    </Text>
                  )}
                  <Verification disputeId={dispute.id} item={item} signing={signing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {signs && <SignLetter signing={signing} />}
        {dispute.affirmation ? <SignedDownloads dispute={dispute} signing={signing} /> : <AffirmStep dispute={dispute} documents={documents} />}
        <DisputeLadder dispute={dispute} />
        {dispute.bureauResponse && (
          <Text size="sm">
            <b>Bureau response:</b> {dispute.bureauResponse}
          </Text>
        )}
        {dispute.resolutionNotes && (
          <Text size="sm">
            <b>Resolution notes:</b> {dispute.resolutionNotes}
          </Text>
        )}
        {dispute.addedInformation.map((added) => (
          <Text size="sm" key={added.addedAt}>
            <b>Added {day(added.addedAt)}:</b> {added.text}
          </Text>
        ))}
        {(dispute.status === 'pending' || dispute.status === 'in_progress') && (
          <Stack gap={4}>
            <Textarea
              label={m.addInformation}
              description={m.addedInformationNote}
              value={info}
              onChange={(e) => setInfo(e.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Button variant="light" disabled={!info.trim()} loading={add.isPending} onClick={() => add.mutate()} style={{ alignSelf: 'flex-start' }}>
              {m.addInformation}
            </Button>
          </Stack>
        )}
        <Drafts disputeId={dispute.id} />
      </Stack>
    </Modal>
  );
}

/** The Disputes tab (spec section 2): the table, 'File New Dispute', the details, the three-step process. */
export default function DisputesTab({ dashboard }: TabProps) {
  const disputes = useDisputes();
  const [filing, setFiling] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const usage = disputes.data?.usage;
  const shown = disputes.data?.disputes.find((d) => d.id === viewing);
  return (
    <Stack gap="md" py="md" data-testid="disputes-tab">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} fz="lg">
            {m.tabTitle}
          </Title>
          {usage?.limit != null && (
            <Text size="sm" c="dimmed" data-testid="dispute-usage">
              {usage.used} of {usage.limit} disputes used this month
            </Text>
          )}
        </div>
        <Button onClick={() => setFiling(true)}>{m.fileNew}</Button>
      </Group>
      {dashboard.subscription?.tier && planHasFeature(dashboard.subscription.tier, 'credit_sweep') && (
        <Text size="sm">
          Accounts or inquiries you never opened or applied for?{' '}
          <Anchor component={Link} to={paths.creditSweep} underline="always">
            Credit sweep: block identity theft (FCRA §605B)
          </Anchor>
        </Text>
      )}
      {disputes.isPending ? (
        <Loader aria-label="Loading disputes" />
      ) : disputes.isError ? (
        <Alert color="red" variant="light" role="alert">
          {m.loadFailed}
        </Alert>
      ) : disputes.data.disputes.length === 0 ? (
        <Text>{m.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {m.columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {disputes.data.disputes.map((d) => (
                <Table.Tr key={d.id} data-testid="dispute-row">
                  <Table.Td>{d.accountName}</Table.Td>
                  <Table.Td>{d.reason}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={d.status} />
                  </Table.Td>
                  <Table.Td>{day(d.createdAt)}</Table.Td>
                  <Table.Td>{amount(d.amountCents)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setViewing(d.id)} aria-label={`${m.view} dispute of ${d.accountName}`}>
                      {m.view}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PROCESS.map((step) => (
          <Card withBorder key={step.title} padding="md">
            <Text fw={700}>{step.title}</Text>
            <Text size="sm">{step.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <FileDisputeModal opened={filing} onClose={() => setFiling(false)} autoLetters={dashboard.features.includes('auto_dispute_letters')} />
      {shown && <Details dispute={shown} documents={dashboard.documents} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
