import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { bureauNames } from '@contract/credit';
import { deskMessages as m, type DisputeItem, type StaffDisputeView } from '@contract/disputes';
import { useToday } from '../../lib/today';

export type DeskAction = 'sent' | 'result' | 'status' | 'receipt' | 'supplement-sent' | 'reinsertion-notice';

/** One date (and optionally a tracking number) for one bureau's line: the receipt, the supplemental letter's mailing, the reinsertion notice. */
function DateAction({ item, label, button, tracking, pending, onSubmit }: { item: DisputeItem; label: string; button: string; tracking?: boolean; pending: boolean; onSubmit: (date: string, trackingNumber: string) => void }) {
  const today = useToday();
  const [date, setDate] = useState(today);
  const [number, setNumber] = useState(item.trackingNumber ?? '');
  const name = bureauNames[item.bureau];
  return (
    <Group align="flex-end">
      <TextInput label={`${name}: ${label}`} type="date" value={date} max={today} onChange={(e) => setDate(e.currentTarget.value)} />
      {tracking && <TextInput label={`${name}: ${m.trackingNumber}`} value={number} maxLength={64} onChange={(e) => setNumber(e.currentTarget.value)} />}
      <Button size="compact-sm" variant="light" disabled={!date} loading={pending} onClick={() => onSubmit(date, number.trim())}>
        {`${button} (${name})`}
      </Button>
    </Group>
  );
}

interface Props {
  dispute: StaffDisputeView;
  open: boolean;
  pending: boolean;
  onAction: (to: DeskAction, body: unknown) => void;
}

/** The dates the law's clocks run from, as the desk records them: the bureau's receipt, the supplemental letter's mailing, a reinsertion notice. */
export function ClockActions({ dispute, open, pending, onAction }: Props) {
  const mailed = dispute.items.filter((i) => i.sentAt);
  const awaitingSupplement = dispute.items.filter((i) => i.sentAt && !i.result && !i.supplementSentAt);
  const reinserted = dispute.items.filter((i) => i.reinsertedAt && !i.reinsertionNoticeAt);
  return (
    <>
      {open && mailed.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>{m.recordReceipt}</Title>
          {mailed.map((i) => (
            <DateAction
              key={i.bureau}
              item={i}
              label={m.receivedOn}
              button={m.recordReceipt}
              tracking
              pending={pending}
              onSubmit={(receivedAt, trackingNumber) => onAction('receipt', { bureau: i.bureau, receivedAt, ...(trackingNumber ? { trackingNumber } : {}) })}
            />
          ))}
        </Stack>
      )}

      {open && dispute.addedInformation.length > 0 && awaitingSupplement.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>{m.supplementSent}</Title>
          {awaitingSupplement.map((i) => (
            <DateAction key={i.bureau} item={i} label={m.supplementSentOn} button={m.supplementSent} pending={pending} onSubmit={(date) => onAction('supplement-sent', { bureaus: [i.bureau], sentAt: date })} />
          ))}
        </Stack>
      )}

      {reinserted.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>{m.reinsertionNotice}</Title>
          {reinserted.map((i) => (
            <DateAction key={i.bureau} item={i} label={m.noticeOn} button={m.reinsertionNotice} pending={pending} onSubmit={(receivedAt) => onAction('reinsertion-notice', { bureau: i.bureau, receivedAt })} />
          ))}
        </Stack>
      )}
    </>
  );
}
