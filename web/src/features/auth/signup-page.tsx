import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupRequest } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { messageFor } from '../../lib/api';
import { useZodForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { signUp } from './api';
import { AuthCard, fieldErrorProps } from './auth-card';

export function SignupPage() {
  usePageMeta('Create your account', 'Create your credit repair account with your partner’s referral code.');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The same schema the server parses with, so both say the same thing; a server 400 naming a field lands on it.
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: signupRequest,
    initialValues: { name: '', email: '', password: '', referralCode: params.get('ref')?.trim() ?? '' },
    submit: signUp,
    errorMessage: (e) => messageFor(e, authMessages.signupFailed),
    onSuccess: async () => {
      notify('success', authMessages.signupSuccess);
      await navigate(paths.login);
    },
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login} underline="always">
            Log in
          </Anchor>
        </>
      }
      error={formError}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Full Name" autoComplete="name" required errorProps={fieldErrorProps} key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required errorProps={fieldErrorProps} key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            required
            errorProps={fieldErrorProps}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Referral Code"
            description="From the partner who referred you"
            required
            errorProps={fieldErrorProps}
            autoCapitalize="characters"
            key={form.key('referralCode')}
            {...form.getInputProps('referralCode')}
          />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export default SignupPage;
