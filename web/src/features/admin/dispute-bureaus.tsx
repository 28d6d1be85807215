import { Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { bureauNames } from '@contract/credit';
import { deskMessages as m, disputeMessages, type StaffDisputeView } from '@contract/disputes';
import { formatLongDate } from '../../lib/today';
import { openLetter } from './dispute-desk';

/** Each bureau of a dispute: when it was mailed, when its answer is due, its result; and every bureau's letters. */
export function DisputeBureaus({ dispute }: { dispute: StaffDisputeView }) {
  return (
    <>
      <Title order={4}>Bureaus</Title>
      <Table aria-label="Bureaus">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bureau</Table.Th>
            <Table.Th>{m.sentOn}</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>{m.result}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dispute.items.map((i) => (
            <Table.Tr key={i.bureau}>
              <Table.Td>{bureauNames[i.bureau]}</Table.Td>
              <Table.Td>{i.sentAt ? formatLongDate(i.sentAt) : 'Not sent'}</Table.Td>
              <Table.Td>
                {i.dueAt ? formatLongDate(i.dueAt) : '—'} {i.overdue && <Badge color="red">{m.overdue}</Badge>}
              </Table.Td>
              <Table.Td>
                {i.result ? `${m.resultLabels[i.result]} (${formatLongDate(i.respondedAt!)})` : '—'}
                {i.verificationRequestedAt && <Text size="xs">{m.verificationRequested(formatLongDate(i.verificationRequestedAt.slice(0, 10)))}</Text>}
                {i.reinsertedAt && (
                  <Text size="xs" c="red.8">
                    {disputeMessages.reinserted(bureauNames[i.bureau])}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Every bureau's letter: the first download (the client's or the desk's) renders and stores it. */}
      <Group gap="xs">
        {dispute.items.map((i) => (
          <Button key={i.bureau} size="compact-sm" variant={dispute.letters.includes(i.bureau) ? 'light' : 'default'} onClick={() => void openLetter(dispute, i.bureau)}>
            {disputeMessages.downloadLetter(bureauNames[i.bureau])}
          </Button>
        ))}
        {dispute.items
          .filter((i) => i.verificationRequestedAt)
          .map((i) => (
            <Button key={`${i.bureau}-mov`} size="compact-sm" variant="light" onClick={() => void openLetter(dispute, i.bureau, 'verification')}>
              {disputeMessages.downloadVerificationLetter(bureauNames[i.bureau])}
            </Button>
          ))}
      </Group>
    </>
  );
}
