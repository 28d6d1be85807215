import { Anchor, Badge, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { loginForm } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { paths } from '../../config/paths';
import { signIn } from '../../lib/auth';
import { useZodForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, fieldErrorProps } from './auth-card';
import { LoginAlternatives } from './login-alternatives';
import { SecondFactorStep } from './second-factor-step';
import { useLoginFlow } from './use-login-flow';

/** Cognito's own messages are shown as they are (spec section 5); anything else is "Failed to log in". */
function signInMessage(error: unknown): string {
  const { name, message } = error as Error;
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') return message;
  if (name === 'PasswordResetRequiredException' || name === 'UserNotConfirmedException') return message;
  return authMessages.loginFailed;
}

export function LoginPage() {
  const flow = useLoginFlow();
  usePageMeta(flow.partnerVariant ? 'Partner Sign In' : 'Log in', 'Sign in to your credit repair account.');

  const { form, onSubmit, busy, formError } = useZodForm({
    schema: loginForm,
    initialValues: { email: '', password: '' },
    submit: ({ email, password }) => signIn(email, password),
    // A Cognito refusal shows in the banner; what happens after it (role gate, MFA) reports its own errors.
    errorMessage: signInMessage,
    onSuccess: async (next) => {
      if (next === 'totp') flow.setStep({ kind: 'code' });
      else await flow.afterSignIn();
    },
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    flow.startAttempt();
    onSubmit(event);
  };

  const title = flow.partnerVariant ? 'Partner Sign In' : 'Welcome Back';
  if (flow.step.kind !== 'password') return <SecondFactorStep flow={flow} title={title} />;

  return (
    <AuthCard
      title={title}
      subtitle={
        flow.partnerVariant ? (
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
      error={formError ?? flow.error}
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
      <LoginAlternatives flow={flow} />
    </AuthCard>
  );
}

export default LoginPage;
