import { Button } from '@mantine/core';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { TotpCodeForm } from '../../components/mfa/totp-code-form';
import { TotpSetup } from '../../components/mfa/totp-setup';
import { confirmSignInWithTotp } from '../../lib/auth';
import { AuthCard } from './auth-card';
import type { LoginFlow } from './use-login-flow';

/** After the password: the authenticator's code, or (staff without one) setting one up before going on. */
export function SecondFactorStep({ flow, title }: { flow: LoginFlow; title: string }) {
  const { step, error, setError, setStep, afterSignIn, refuse } = flow;
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
}
