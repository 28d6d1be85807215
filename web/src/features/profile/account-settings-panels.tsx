/**
 * The account settings' dialogs (forms, switches, the deletion), loaded when the first of them opens:
 * the card itself shows only buttons.
 */
import { Alert, Button, Group, Modal, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { changePasswordForm, deleteAccountRequest } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { sensitiveDataStatement } from '../../config/site';
import { messageFor } from '../../lib/api';
import { api } from '../../lib/api-client';
import { useZodForm } from '../../lib/form';
import { markLeaving } from '../../lib/leaving';
import { changePassword } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { storage, storageKeys } from '../../lib/storage';
import { deleteMyAccount, exportMyData, fetchConnections, savePreferences } from './api';

const errorText = (e: unknown) => messageFor(e, authMessages.unexpected);

// The form's checks are announced like its banner (role="alert"), as the browser tests expect.
const announced = { errorProps: { role: 'alert' } } as const;

function ChangePasswordForm({ close }: { close: () => void }) {
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: changePasswordForm,
    initialValues: { current: '', next: '', confirm: '' },
    submit: ({ current, next }) => changePassword(current, next),
    onSuccess: () => {
      notify('success', authMessages.passwordChanged);
      close();
    },
    errorMessage: (e) => ((e as Error).name === 'NotAuthorizedException' ? authMessages.currentPasswordWrong : (e as Error).message || authMessages.unexpected),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput label="Current password" autoComplete="current-password" {...announced} key={form.key('current')} {...form.getInputProps('current')} />
        <PasswordInput label="New password" autoComplete="new-password" {...announced} key={form.key('next')} {...form.getInputProps('next')} />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...announced} key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Change Password'}
        </Button>
      </Stack>
    </form>
  );
}

function PreferencesForm({ close }: { close: () => void }) {
  const me = useQuery({ queryKey: ['me'], queryFn: () => api.call('me') });
  const [prefs, setPrefs] = useState<{ email: boolean; sms: boolean } | null>(null);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: async () => {
      await me.refetch();
      notify('success', authMessages.preferencesSaved);
      close();
    },
    onError: (e) => notify('error', errorText(e)),
  });
  const current = prefs ?? me.data?.notificationPreferences ?? null;
  if (!current) return <Text c="dimmed">Loading…</Text>;
  return (
    <Stack>
      <Switch label="Email notifications (score changes, dispute updates)" checked={current.email} onChange={(e) => setPrefs({ ...current, email: e.currentTarget.checked })} />
      <Switch label="Text message alerts" checked={current.sms} onChange={(e) => setPrefs({ ...current, sms: e.currentTarget.checked })} />
      <Button loading={save.isPending} onClick={() => save.mutate(current)}>
        Save preferences
      </Button>
    </Stack>
  );
}

function PrivacyPanel() {
  const download = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `my-data-${new Date().toISOString().slice(0, 10)}.json` });
      link.click();
      URL.revokeObjectURL(url);
    },
    onError: (e) => notify('error', errorText(e)),
  });
  return (
    <Stack>
      <Text size="sm">
        {sensitiveDataStatement} You can download everything we hold about you as a JSON file.
      </Text>
      <Button disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing...' : 'Download my data'}
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
  const { endSession } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { form, onSubmit, busy } = useZodForm({
    schema: deleteAccountRequest,
    initialValues: { confirm: '' },
    submit: () => deleteMyAccount(),
    onSuccess: async ({ message }) => {
      // As at sign-out: this page's guard must not send the ended session to /login and remember the page.
      markLeaving(pathname);
      await navigate(paths.home);
      storage.remove(storageKeys.isPartnerLogin, storageKeys.redirectUrl, storageKeys.companyName);
      // The account is gone whatever happens to the local session; say so.
      await endSession().catch(() => undefined);
      notify('success', message);
      setTimeout(() => markLeaving(null), 1000);
    },
    errorMessage: errorText,
    errorField: 'confirm',
  });
  form.watch('confirm', ({ value }) => setTyped(value));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Alert color="red">This permanently deletes your account, your documents and all your data. It cannot be undone.</Alert>
        <TextInput label="Type DELETE to confirm" key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <Button type="submit" color="red" disabled={typed !== 'DELETE' || busy}>
          {busy ? 'Deleting...' : 'Delete my account'}
        </Button>
      </Stack>
    </form>
  );
}

export type SettingLabel = 'Change Password' | 'Notification Preferences' | 'Privacy Settings' | 'Connected Accounts' | 'Delete Account';

const panels: Record<SettingLabel, (close: () => void) => ReactNode> = {
  'Change Password': (close) => <ChangePasswordForm close={close} />,
  'Notification Preferences': (close) => <PreferencesForm close={close} />,
  'Privacy Settings': () => <PrivacyPanel />,
  'Connected Accounts': () => <ConnectionsPanel />,
  'Delete Account': () => <DeleteAccountPanel />,
};

/** One setting's dialog; its content exists only while it is open. */
export default function SettingDialog({ label, opened, onClose }: { label: SettingLabel; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={label} centered>
      {opened && panels[label](onClose)}
    </Modal>
  );
}
