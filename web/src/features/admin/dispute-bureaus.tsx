import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { bureauNames } from '@contract/credit';
import { deskMessages as m, disputeMessages, type DisputeItem, type StaffDisputeView } from '@contract/disputes';
import { formatLongDate } from '../../lib/today';
import { openLetter } from './dispute-desk';

/** A bureau's clock in the desk's table: receipt (recorded or presumed), the investigation's end, the results' due day. */
function ClockCell({ item }: { item: DisputeItem }) {
  if (!item.receivedAt || !item.dueAt || !item.resultsDueAt) return <>—</>;
  const day = formatLongDate;
  return (
    <Stack gap={0}>
      <Text size="xs">{item.receiptPresumed ? disputeMessages.receivedPresumed(day(item.receivedAt)) : disputeMessages.received(day(item.receivedAt))}</Text>
      {item.supplementSentAt && <Text size="xs">{disputeMessages.supplementMailed(day(item.supplementSentAt))}</Text>}
      <Text size="xs">{disputeMessages.investigationEnds(day(item.dueAt), item.extended ? 45 : 30)}</Text>
      <Text size="xs">{disputeMessages.resultsDue(day(item.resultsDueAt))}</Text>
      {item.overdue && <Badge color="red">{disputeMessages.overdue(day(item.resultsDueAt))}</Badge>}
    </Stack>
  );
}

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
            <Table.Th>Clock</Table.Th>
            <Table.Th>{m.result}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dispute.items.map((i) => (
            <Table.Tr key={i.bureau}>
              <Table.Td>{bureauNames[i.bureau]}</Table.Td>
              <Table.Td>
                {i.sentAt ? formatLongDate(i.sentAt) : 'Not sent'}
                {i.trackingNumber && <Text size="xs">{disputeMessages.tracking(i.trackingNumber)}</Text>}
              </Table.Td>
              <Table.Td>
                <ClockCell item={i} />
              </Table.Td>
              <Table.Td>
                {i.result ? `${m.resultLabels[i.result]} (${formatLongDate(i.respondedAt!)})` : '—'}
                {i.verificationRequestedAt && <Text size="xs">{m.verificationRequested(formatLongDate(i.verificationRequestedAt.slice(0, 10)))}</Text>}
                {i.reinsertedAt && (
                  <Text size="xs" c="red.8">
                    {disputeMessages.reinserted(bureauNames[i.bureau])}
                  </Text>
                )}
                {i.reinsertionWithoutNotice && i.reinsertionNoticeDueAt && (
                  <Text size="xs" c="red.8">
                    {disputeMessages.reinsertionWithoutNotice(bureauNames[i.bureau], formatLongDate(i.reinsertionNoticeDueAt))}
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
        {dispute.addedInformation.length > 0 &&
          dispute.items
            .filter((i) => i.sentAt && !i.result)
            .map((i) => (
              <Button key={`${i.bureau}-sup`} size="compact-sm" variant="light" onClick={() => void openLetter(dispute, i.bureau, 'supplement')}>
                {disputeMessages.downloadSupplementLetter(bureauNames[i.bureau])}
              </Button>
            ))}
      </Group>
    </>
  );
}
