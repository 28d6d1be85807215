import { Button, Stack, TextInput } from '@mantine/core';
import { totpCodeForm } from '@contract/auth';
import { authMessages } from '@contract/messages';
import { useZodForm } from '../../lib/form';

/** Cognito's answers to a wrong authenticator code, at sign-in and at enrolment. */
const WRONG_CODE = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

export function totpErrorMessage(error: unknown): string {
  const { name, message } = error as Error;
  if (WRONG_CODE.has(name)) return authMessages.totpCodeWrong;
  if (name === 'NotAuthorizedException') return message;
  return authMessages.unexpected;
}

interface Props {
  /** Sends the code; a throw is shown under the field. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
}

/** The 6-digit code from an authenticator app, checked with the contract's schema before it is sent; every error shows under the field. */
export function TotpCodeForm({ onCode, submitLabel }: Props) {
  const { form, onSubmit, busy } = useZodForm({
    schema: totpCodeForm,
    initialValues: { code: '' },
    submit: ({ code }) => onCode(code),
    errorMessage: totpErrorMessage,
    errorField: 'code',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Authentication code"
          description="The 6-digit code your authenticator app shows now"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          data-autofocus
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
