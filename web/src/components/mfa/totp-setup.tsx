import { Alert, Center, Code, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { authMessages } from '@contract/messages';
import { finishTotpSetup, startTotpSetup } from '../../lib/auth';
import { TotpCodeForm } from './totp-code-form';

/** Enrols an authenticator for the signed-in user: a QR code and the secret in text, then a code to confirm. */
export function TotpSetup({ accountName, onDone }: { accountName: string; onDone: () => void | Promise<void> }) {
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [{ secret, uri }, QRCode] = await Promise.all([startTotpSetup(accountName), import('qrcode')]);
        const qr = await QRCode.toDataURL(uri, { margin: 1, width: 200 });
        if (live) setSetup({ secret, qr });
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [accountName]);

  if (failed) return <Alert color="red">{authMessages.unexpected}</Alert>;
  if (!setup)
    return (
      <Center py="md" aria-busy="true" aria-label="Loading">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...).</Text>
      <Center>
        <Image src={setup.qr} alt="QR code for your authenticator app" w={200} h={200} />
      </Center>
      <Text size="sm">
        Or enter this secret key by hand: <Code data-testid="totp-secret">{setup.secret}</Code>
      </Text>
      <Text size="sm">2. Enter the code the app shows to confirm.</Text>
      <TotpCodeForm
        submitLabel="Confirm"
        onCode={async (code) => {
          await finishTotpSetup(code);
          await onDone();
        }}
      />
    </Stack>
  );
}
