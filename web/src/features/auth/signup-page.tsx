import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupRequest } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { signUp } from './api';
import { AuthCard } from './auth-card';

export function SignupPage() {
  usePageMeta('Create your account', 'Create your credit repair account with your partner’s referral code.');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '', referralCode: params.get('ref')?.trim() ?? '' },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    // The same schema the server parses with, so both say the same thing.
    const parsed = signupRequest.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setLoading(true);
    try {
      await signUp(values);
      notify('success', authMessages.signupSuccess);
      navigate(paths.login);
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : e instanceof Error && e.message ? e.message : authMessages.signupFailed);
    } finally {
      setLoading(false);
    }
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
      error={error}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Full Name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Referral Code"
            description="From the partner who referred you"
            required
            autoCapitalize="characters"
            key={form.key('referralCode')}
            {...form.getInputProps('referralCode')}
          />
          <Button type="submit" disabled={loading} fullWidth>
            {loading ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export default SignupPage;
