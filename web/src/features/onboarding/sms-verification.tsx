import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authMessages } from '@contract/auth-messages';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { requestSmsCode, skipSmsVerification, verifySmsCode } from './api';
import { verificationMessages as m } from '@contract/verification-messages';


interface Props {
  /** Start at the code step (a code was already sent: verification is pending). */
  startAtCode?: boolean;
  /** The success toast: 'Phone verified', or the pending view's 'Phone verification completed!'. */
  successToast?: { title?: string; message: string };
  /** Where the pending code went (the page does not know the full number). */
  sentTo?: string | null;
  onDone: (outcome: 'verified' | 'skipped') => void;
}

/**
 * 'Phone Verification' (spec sections 2, 4, 5, 8, which call it identity verification; an SMS code proves only a phone): the phone and date-of-birth step, then the
 * 6-digit code step (Back, Resend), or 'Skip for Now'. The code is cleared after a failed verify.
 */
export function SmsVerification({ startAtCode = false, successToast = { message: m.verified }, sentTo = null, onDone }: Props) {
  const [step, setStep] = useState<'phone' | 'code'>(startAtCode ? 'code' : 'phone');
  const [phoneNumber, setPhone] = useState('');
  const [dateOfBirth, setDob] = useState('');
  const [code, setCode] = useState('');

  const request = useMutation({
    mutationFn: () => requestSmsCode({ phoneNumber: phoneNumber.trim(), dateOfBirth }),
    // Mid-flow: re-reading the dashboard now would swap this screen for the pending-only one; onDone re-reads it.
    meta: { refetch: false },
    onSuccess: () => {
      setCode('');
      setStep('code');
    },
    onError: (e) => notify('error', messageFor(e, m.sendFailed), m.errorTitle),
  });
  const verify = useMutation({
    mutationFn: () => verifySmsCode(code),
    onSuccess: () => {
      notify('success', successToast.message, successToast.title);
      onDone('verified');
    },
    onError: (e) => {
      setCode('');
      notify('error', messageFor(e, m.verifyFailed), m.verifyFailedTitle);
    },
  });
  const skip = useMutation({
    mutationFn: skipSmsVerification,
    onSuccess: () => {
      notify('info', m.skippedDetail, m.skipped);
      onDone('skipped');
    },
    onError: (e) => notify('error', messageFor(e, authMessages.unexpected), m.errorTitle),
  });
  const busy = request.isPending || verify.isPending || skip.isPending;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!phoneNumber.trim() || !dateOfBirth) {
      notify('error', m.missingInformation, m.missingInformationTitle);
      return;
    }
    request.mutate();
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      notify('error', m.invalidCode, m.invalidCodeTitle);
      return;
    }
    verify.mutate();
  };

  return (
    <Card withBorder padding="lg" data-testid="sms-verification">
      <Title order={2} fz="lg" mb={4}>
        {m.title}
      </Title>
      {step === 'phone' ? (
        <form onSubmit={send} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              We will text a 6-digit code to your mobile phone to confirm it is you.
            </Text>
            <TextInput label="Phone number" type="tel" autoComplete="tel" value={phoneNumber} onChange={(e) => setPhone(e.currentTarget.value)} placeholder="(555) 123-4567" />
            <TextInput label="Date of birth" type="date" autoComplete="bday" value={dateOfBirth} onChange={(e) => setDob(e.currentTarget.value)} />
            <Group justify="space-between">
              <Button variant="default" onClick={() => skip.mutate()} disabled={busy}>
                {m.skip}
              </Button>
              <Button type="submit" loading={request.isPending} disabled={busy}>
                Send Code
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={check} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              Enter the 6-digit code we sent{phoneNumber ? ` to ${phoneNumber}` : sentTo ? ` to ${sentTo}` : ''}. It is valid for 10 minutes.
            </Text>
            <TextInput
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            />
            <Group justify="space-between">
              <Group gap="xs">
                <Button variant="default" onClick={() => setStep('phone')} disabled={busy}>
                  {m.back}
                </Button>
                {phoneNumber && dateOfBirth && (
                  <Button variant="default" onClick={() => send()} loading={request.isPending} disabled={busy}>
                    {m.resend}
                  </Button>
                )}
              </Group>
              <Group gap="xs">
                <Button variant="default" onClick={() => skip.mutate()} disabled={busy}>
                  {m.skip}
                </Button>
                <Button type="submit" loading={verify.isPending} disabled={code.length !== 6 || busy}>
                  Verify
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
