import { Anchor, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginForm } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { signIn, signOut } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { isPartnerLogin, storage, storageKeys } from '../../lib/storage';
import { resendConfirmation } from './api';
import { AuthCard } from './auth-card';
import { ensureDocumentFolders, loginAllowed, nextPathAfterLogin } from './post-login';

/** Cognito's own messages are shown as they are (spec section 5); anything else is "Failed to log in". */
function signInMessage(error: unknown): string {
  const { name, message } = error as Error;
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') return message;
  if (name === 'PasswordResetRequiredException' || name === 'UserNotConfirmedException') return message;
  return authMessages.loginFailed;
}

export function LoginPage() {
  const partnerVariant = isPartnerLogin();
  usePageMeta(partnerVariant ? 'Partner Sign In' : 'Log in', 'Sign in to your credit repair account.');
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '', password: '' } });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    const parsed = loginForm.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setLoading(true);
    try {
      await signIn(values.email, values.password);
    } catch (e) {
      setError(signInMessage(e));
      setLoading(false);
      return;
    }
    try {
      const user = await refresh();
      if (!user) throw new Error('no session');
      // The role gate reads the signed token's groups, never a public lookup of the email.
      if (!loginAllowed(user.groups, partnerVariant)) {
        await signOut();
        await refresh();
        setError(authMessages.accessDenied);
        return;
      }
      if (!user.emailVerified) {
        await signOut();
        await refresh();
        setUnverifiedEmail(user.email);
        setError(authMessages.emailNotVerified);
        return;
      }
      notify('success', authMessages.loginSuccess);
      if (partnerVariant) storage.remove(storageKeys.isPartnerLogin);
      if (user.groups.includes('client')) await ensureDocumentFolders();
      navigate(nextPathAfterLogin(partnerVariant), { replace: true });
    } catch {
      setError(authMessages.roleCheckFailed);
    } finally {
      setLoading(false);
    }
  });

  return (
    <AuthCard
      title={partnerVariant ? 'Partner Sign In' : 'Welcome Back'}
      subtitle={
        partnerVariant ? (
          <Badge variant="light">Partner Login</Badge>
        ) : (
          <>
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to={paths.signup} underline="always">
              Sign up
            </Anchor>
          </>
        )
      }
      error={error}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required key={form.key('password')} {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={false} disabled={loading} fullWidth>
            {loading ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
      {unverifiedEmail && (
        <Button
          variant="light"
          onClick={async () => {
            try {
              notify('info', (await resendConfirmation(unverifiedEmail)).message);
            } catch {
              notify('error', authMessages.unexpected);
            }
          }}
        >
          Send the confirmation link again
        </Button>
      )}
      {partnerVariant && (
        <Group grow>
          <Button
            variant="default"
            onClick={() => {
              storage.remove(storageKeys.isPartnerLogin, storageKeys.redirectUrl);
              navigate(paths.partners);
            }}
          >
            Back to Partners
          </Button>
          <Button
            variant="light"
            onClick={() => {
              storage.remove(storageKeys.isPartnerLogin);
              navigate(paths.partners);
            }}
          >
            Apply for Partnership
          </Button>
        </Group>
      )}
      {!partnerVariant && (
        <Text size="xs" c="dimmed" ta="center">
          Partners sign in from the{' '}
          <Anchor component={Link} to={paths.partners} size="xs" underline="always">
            partner programme page
          </Anchor>
          .
        </Text>
      )}
    </AuthCard>
  );
}

export default LoginPage;
