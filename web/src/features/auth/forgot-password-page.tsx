import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailOnlyRequest, resetPasswordRequest } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { useZodForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { forgotPassword, resetPassword } from './api';
import { AuthCard, fieldErrorProps } from './auth-card';

/**
 * Not in the spec; what users expect: a code by email, then a new password. A team invitation links
 * here with `?invited=1&email=…&invitation=<token>`: it opens at the code step, where the new member types the
 * invitation code their administrator gave them; the link's token goes with it (the server needs both).
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const invitedEmail = search.get('invited') === '1' ? (search.get('email') ?? '') : '';
  const invited = invitedEmail !== '';
  const invitation = invited ? (search.get('invitation') ?? '') : '';
  usePageMeta(invited ? 'Choose your password' : 'Reset your password');
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'code'>(invited ? 'code' : 'email');
  const [info, setInfo] = useState<string | null>(invited ? 'Enter the invitation code your administrator gave you and choose your password.' : null);
  // Two steps, two forms: the email asks for a code; then the code and the new password (the email shown, fixed).
  const request = useZodForm({
    schema: emailOnlyRequest,
    initialValues: { email: '' },
    submit: ({ email }) => forgotPassword(email),
    onSuccess: (result) => {
      reset.form.setFieldValue('email', request.form.getValues().email);
      setInfo(result.message);
      setStage('code');
    },
  });
  const reset = useZodForm({
    schema: resetPasswordRequest,
    initialValues: { email: invitedEmail, code: '', password: '', invitation },
    submit: resetPassword,
    onSuccess: async () => {
      notify('success', authMessages.passwordReset);
      await navigate(paths.login);
    },
  });
  const { onSubmit, busy, formError } = stage === 'email' ? request : reset;
  const emailForm = stage === 'email' ? request.form : reset.form;

  return (
    <AuthCard title={invited ? 'Choose your password' : 'Reset your password'} subtitle={stage === 'email' ? 'We will email you a 6-digit code.' : info} error={formError}>
      <form key={stage} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            disabled={stage === 'code'}
            errorProps={fieldErrorProps}
            key={emailForm.key('email')}
            {...emailForm.getInputProps('email')}
          />
          {stage === 'code' && (
            <>
              <TextInput
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                errorProps={fieldErrorProps}
                key={reset.form.key('code')}
                {...reset.form.getInputProps('code')}
              />
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                required
                errorProps={fieldErrorProps}
                key={reset.form.key('password')}
                {...reset.form.getInputProps('password')}
              />
            </>
          )}
          <Button type="submit" disabled={busy} fullWidth>
            {stage === 'email' ? (busy ? 'Sending...' : 'Send code') : busy ? 'Saving...' : 'Set new password'}
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
