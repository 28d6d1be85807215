import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const TwoStepDialog = lazy(() => import('./two-step-dialog'));

/** Account settings: turn sign-in with an authenticator app (TOTP) on, or off (clients and partners; staff must keep it). */
export function TwoStepSetting() {
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog's code loads at the first opening; it then stays mounted (it closes with its transition).
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setUsed(true);
          open();
        }}
        fullWidth
      >
        Two-Step Sign-In
      </Button>
      {used && (
        <Suspense fallback={null}>
          <TwoStepDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
