import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailOnlyRequest, resetPasswordRequest } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { forgotPassword, resetPassword } from './api';
import { AuthCard } from './auth-card';

/**
 * Not in the spec; what users expect: a code by email, then a new password. A team invitation links
 * here with `?invited=1&email=…`: the code is already in the invitation, so it opens at the code step.
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const invitedEmail = search.get('invited') === '1' ? (search.get('email') ?? '') : '';
  const invited = invitedEmail !== '';
  usePageMeta(invited ? 'Choose your password' : 'Reset your password');
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'code'>(invited ? 'code' : 'email');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(invited ? 'Enter the code from your invitation email and choose your password.' : null);
  const [loading, setLoading] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: invitedEmail, code: '', password: '' } });

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setLoading(true);
    try {
      await action();
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : authMessages.unexpected);
    } finally {
      setLoading(false);
    }
  };

  const submit = form.onSubmit((values) =>
    run(async () => {
      if (stage === 'email') {
        const parsed = emailOnlyRequest.safeParse(values);
        if (!parsed.success) return setError(parsed.error.issues[0]!.message);
        setInfo((await forgotPassword(parsed.data.email)).message);
        setStage('code');
        return;
      }
      const parsed = resetPasswordRequest.safeParse(values);
      if (!parsed.success) return setError(parsed.error.issues[0]!.message);
      await resetPassword(parsed.data);
      notify('success', authMessages.passwordReset);
      navigate(paths.login);
    }),
  );

  return (
    <AuthCard title={invited ? 'Choose your password' : 'Reset your password'} subtitle={stage === 'email' ? 'We will email you a 6-digit code.' : info} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required disabled={stage === 'code'} key={form.key('email')} {...form.getInputProps('email')} />
          {stage === 'code' && (
            <>
              <TextInput label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required key={form.key('code')} {...form.getInputProps('code')} />
              <PasswordInput label="New password" autoComplete="new-password" required key={form.key('password')} {...form.getInputProps('password')} />
            </>
          )}
          <Button type="submit" disabled={loading} fullWidth>
            {stage === 'email' ? (loading ? 'Sending...' : 'Send code') : loading ? 'Saving...' : 'Set new password'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.login}>
          Back to login
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
