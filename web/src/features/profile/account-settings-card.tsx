import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@contract/auth';
import { meResponse } from '@contract/me';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { api, ApiError } from '../../lib/api';
import { markLeaving } from '../../lib/leaving';
import { changePassword } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { storage, storageKeys } from '../../lib/storage';
import { TwoStepSetting } from '../auth/two-step-setting';
import { ManageSubscriptionButton } from '../billing/components/manage-subscription-button';
import { deleteMyAccount, exportMyData, fetchConnections, savePreferences } from './api';

const errorText = (e: unknown) => (e instanceof ApiError && e.status < 500 && e.status > 0 ? e.message : authMessages.unexpected);

function Setting({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant={label === 'Delete Account' ? 'light' : 'default'} color={label === 'Delete Account' ? 'red' : undefined} onClick={open} fullWidth>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        {opened && children(close)}
      </Modal>
    </>
  );
}

function ChangePasswordForm({ close }: { close: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setError(null);
    if (!current || !next || !confirm) return setError(authMessages.fillAllFields);
    if (next.length < MIN_PASSWORD_LENGTH) return setError(authMessages.passwordTooShort);
    if (next !== confirm) return setError('The new passwords do not match.');
    setSaving(true);
    try {
      await changePassword(current, next);
      notify('success', authMessages.passwordChanged);
      close();
    } catch (e) {
      setError((e as Error).name === 'NotAuthorizedException' ? authMessages.currentPasswordWrong : (e as Error).message || authMessages.unexpected);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack>
      {error && <Alert color="red" role="alert">{error}</Alert>}
      <PasswordInput label="Current password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />
      <PasswordInput label="New password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.currentTarget.value)} />
      <PasswordInput label="Confirm new password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} />
      <Button onClick={submit} disabled={saving}>
        {saving ? 'Saving...' : 'Change Password'}
      </Button>
    </Stack>
  );
}

function PreferencesForm({ close }: { close: () => void }) {
  const me = useQuery({ queryKey: ['me'], queryFn: () => api('/me', { schema: meResponse }) });
  const [prefs, setPrefs] = useState<{ email: boolean; sms: boolean } | null>(null);
  const current = prefs ?? me.data?.notificationPreferences ?? null;
  if (!current) return <Text c="dimmed">Loading…</Text>;
  return (
    <Stack>
      <Switch label="Email notifications (score changes, dispute updates)" checked={current.email} onChange={(e) => setPrefs({ ...current, email: e.currentTarget.checked })} />
      <Switch label="Text message alerts" checked={current.sms} onChange={(e) => setPrefs({ ...current, sms: e.currentTarget.checked })} />
      <Button
        onClick={async () => {
          try {
            await savePreferences(current);
            await me.refetch();
            notify('success', authMessages.preferencesSaved);
            close();
          } catch (e) {
            notify('error', errorText(e));
          }
        }}
      >
        Save preferences
      </Button>
    </Stack>
  );
}

function PrivacyPanel() {
  const [busy, setBusy] = useState(false);
  return (
    <Stack>
      <Text size="sm">
        We keep your data encrypted and never store your Social Security number. You can download everything we hold about you as a JSON file.
      </Text>
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            const data = await exportMyData();
            const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
            const link = Object.assign(document.createElement('a'), { href: url, download: `my-data-${new Date().toISOString().slice(0, 10)}.json` });
            link.click();
            URL.revokeObjectURL(url);
          } catch (e) {
            notify('error', errorText(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? 'Preparing...' : 'Download my data'}
      </Button>
    </Stack>
  );
}

function ConnectionsPanel() {
  const { data, isPending, isError } = useQuery({ queryKey: ['connections'], queryFn: fetchConnections });
  if (isPending) return <Text c="dimmed">Loading…</Text>;
  if (isError) return <Text c="red">{authMessages.unexpected}</Text>;
  if (data.connections.length === 0) return <Text>No accounts connected yet.</Text>;
  return (
    <Stack>
      {data.connections.map((c) => (
        <Group key={c.id} justify="space-between">
          <Text>{c.provider}</Text>
          <Text size="sm" c="dimmed">
            {c.connectedAt.slice(0, 10)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function DeleteAccountPanel() {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const { endSession } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Stack>
      <Alert color="red">This permanently deletes your account, your documents and all your data. It cannot be undone.</Alert>
      <TextInput label="Type DELETE to confirm" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      <Button
        color="red"
        disabled={typed !== 'DELETE' || busy}
        onClick={async () => {
          setBusy(true);
          let message: string;
          try {
            ({ message } = await deleteMyAccount());
          } catch (e) {
            notify('error', errorText(e));
            setBusy(false);
            return;
          }
          // As at sign-out: this page's guard must not send the ended session to /login and remember the page.
          markLeaving(pathname);
          await navigate(paths.home);
          storage.remove(storageKeys.isPartnerLogin, storageKeys.redirectUrl, storageKeys.companyName);
          // The account is gone whatever happens to the local session; say so.
          await endSession().catch(() => undefined);
          notify('success', message);
          setTimeout(() => markLeaving(null), 1000);
        }}
      >
        {busy ? 'Deleting...' : 'Delete my account'}
      </Button>
    </Stack>
  );
}

export function AccountSettingsCard() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        Account Settings
      </Title>
      <Stack gap="xs">
        <Setting label="Change Password">{(close) => <ChangePasswordForm close={close} />}</Setting>
        <TwoStepSetting />
        <Setting label="Notification Preferences">{(close) => <PreferencesForm close={close} />}</Setting>
        <Setting label="Privacy Settings">{() => <PrivacyPanel />}</Setting>
        <Setting label="Connected Accounts">{() => <ConnectionsPanel />}</Setting>
        <ManageSubscriptionButton variant="default" fullWidth />
        <Setting label="Delete Account">{() => <DeleteAccountPanel />}</Setting>
      </Stack>
    </Card>
  );
}
