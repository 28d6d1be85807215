import { Button, Card, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { ManageSubscriptionButton } from '../../components/subscription/manage-subscription-button';
import { TwoStepSetting } from '../../components/mfa/two-step-setting';
import type { SettingLabel } from './account-settings-panels';

// The dialogs' code (forms, password fields, switches) loads at the first opening of one of them.
const SettingDialog = lazy(() => import('./account-settings-panels'));

function Setting({ label }: { label: SettingLabel }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened, the dialog stays mounted (it closes with its transition).
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant={label === 'Delete Account' ? 'light' : 'default'}
        color={label === 'Delete Account' ? 'red' : undefined}
        onClick={() => {
          setUsed(true);
          open();
        }}
        fullWidth
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SettingDialog label={label} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export function AccountSettingsCard() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        Account Settings
      </Title>
      <Stack gap="xs">
        <Setting label="Change Password" />
        <TwoStepSetting />
        <Setting label="Notification Preferences" />
        <Setting label="Privacy Settings" />
        <Setting label="Connected Accounts" />
        <ManageSubscriptionButton variant="default" fullWidth />
        <Setting label="Delete Account" />
      </Stack>
    </Card>
  );
}
