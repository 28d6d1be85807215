import { Anchor, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginForm } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { confirmSignInWithTotp, hasTotp, signIn, signOut, type SessionUser } from '../../lib/auth';
import { useZodForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { isPartnerLogin, storage, storageKeys } from '../../lib/storage';
import { resendConfirmation } from './api';
import { AuthCard, fieldErrorProps } from './auth-card';
import { isStaff } from '../../lib/home-path';
import { ensureDocumentFolders, loginAllowed, nextPathAfterLogin } from './post-login';
import { TotpCodeForm } from '../../components/mfa/totp-code-form';
import { TotpSetup } from '../../components/mfa/totp-setup';

/** Cognito's own messages are shown as they are (spec section 5); anything else is "Failed to log in". */
function signInMessage(error: unknown): string {
  const { name, message } = error as Error;
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') return message;
  if (name === 'PasswordResetRequiredException' || name === 'UserNotConfirmedException') return message;
  return authMessages.loginFailed;
}

/** The password, then (with an authenticator) its code; staff without one enrol before going on. */
type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; email: string };

export function LoginPage() {
  // The Partner Sign In (spec: the isPartnerLogin flag); the clients' login can switch to it for a partner.
  const [partnerVariant, setPartnerVariant] = useState(isPartnerLogin);
  const [partnerOffered, setPartnerOffered] = useState(false);
  usePageMeta(partnerVariant ? 'Partner Sign In' : 'Log in', 'Sign in to your credit repair account.');
  const navigate = useNavigate();
  const { refresh } = useSession();
  // Sent here because the session ended (the account was deleted, the staff role removed): the server's words.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [error, setError] = useState<string | null>(typeof notice === 'string' ? notice : null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const refuse = async (message: string) => {
    await signOut();
    await refresh();
    setStep({ kind: 'password' });
    setError(message);
  };

  const enter = async (user: SessionUser) => {
    notify('success', authMessages.loginSuccess);
    if (partnerVariant) storage.remove(storageKeys.isPartnerLogin);
    if (user.groups.includes('client')) await ensureDocumentFolders();
    navigate(nextPathAfterLogin(user.groups), { replace: true });
  };

  /** After the password (and code): the role gate, the confirmed email, staff MFA, then in. */
  const afterSignIn = async () => {
    try {
      const user = await refresh();
      if (!user) throw new Error('no session');
      // The role gate reads the signed token's groups, never a public lookup of the email.
      if (!loginAllowed(user.groups, partnerVariant)) {
        // A partner on the clients' login is offered the Partner Sign In rather than refused.
        if (!partnerVariant && loginAllowed(user.groups, true)) {
          await refuse(authMessages.partnerAccount);
          setPartnerOffered(true);
          return;
        }
        return await refuse(partnerVariant ? authMessages.partnerLoginDenied : authMessages.accessDenied);
      }
      if (!user.emailVerified) {
        await refuse(authMessages.emailNotVerified);
        setUnverifiedEmail(user.email);
        return;
      }
      // GLBA Safeguards Rule: whoever can read customer information signs in with a second factor.
      if (isStaff(user.groups) && !(await hasTotp())) {
        setStep({ kind: 'enrol', email: user.email });
        return;
      }
      await enter(user);
    } catch {
      setError(authMessages.roleCheckFailed);
    }
  };

  const { form, onSubmit, busy, formError } = useZodForm({
    schema: loginForm,
    initialValues: { email: '', password: '' },
    submit: ({ email, password }) => signIn(email, password),
    // A Cognito refusal shows in the banner; what happens after it (role gate, MFA) reports its own errors.
    errorMessage: signInMessage,
    onSuccess: async (next) => {
      if (next === 'totp') setStep({ kind: 'code' });
      else await afterSignIn();
    },
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    setError(null);
    setUnverifiedEmail(null);
    setPartnerOffered(false);
    onSubmit(event);
  };

  const title = partnerVariant ? 'Partner Sign In' : 'Welcome Back';
  if (step.kind === 'code')
    return (
      <AuthCard title={title} subtitle="Enter the code from your authenticator app." error={error}>
        <TotpCodeForm
          submitLabel="Verify"
          onCode={async (code) => {
            setError(null);
            await confirmSignInWithTotp(code);
            await afterSignIn();
          }}
        />
        <Button variant="subtle" onClick={() => setStep({ kind: 'password' })}>
          Start again
        </Button>
      </AuthCard>
    );
  if (step.kind === 'enrol')
    return (
      <AuthCard title="Set up your authenticator" subtitle={authMessages.totpSetupRequired} error={error}>
        <TotpSetup
          accountName={step.email}
          onDone={async () => {
            notify('success', authMessages.totpEnabled);
            await afterSignIn();
          }}
        />
        <Button variant="subtle" onClick={() => void refuse(authMessages.totpSetupRequired)}>
          Cancel and sign out
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title={title}
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
      error={formError ?? error}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required errorProps={fieldErrorProps} key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            errorProps={fieldErrorProps}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={false} disabled={busy} fullWidth>
            {busy ? 'Signing in...' : 'Sign In'}
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
      {partnerOffered && !partnerVariant && (
        <Button
          variant="light"
          onClick={() => {
            storage.set(storageKeys.isPartnerLogin, 'true');
            setPartnerOffered(false);
            setError(null);
            setPartnerVariant(true);
          }}
        >
          Go to Partner Sign In
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
