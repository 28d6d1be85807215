import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { creditMessages as m, creditPullRequest, type DashboardCredit } from '@contract/credit';
import { identityMessages } from '@contract/identity';
import { notify } from '../../components/notifications';
import { ApiError, messageFor } from '../../lib/api';
import { useZodForm } from '../../lib/form';
import { dashboardKey } from '../../lib/dashboard';
import { pullCredit } from './api';
import { ssnDigits } from './rules';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Which success toast: the tab's or onboarding step 4's (spec section 4). */
  context: 'tab' | 'onboarding';
  credit: Pick<DashboardCredit, 'consent' | 'sandbox' | 'subject'>;
}


/** Only the SSN is typed, each time, and only sent to the provider; who is pulled is the verified identity the server reads. */
const initialValues = (consentVersion: string) => ({
  ssn: '',
  // Clicking 'I Authorize' under the written instruction is the consent; its version goes back so the server records what was shown.
  consent: true as const,
  consentVersion,
});

/** The date of birth in words, as on the ID ('April 12, 1985'). */
const birthDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * 'Authorize Credit Pull' (spec sections 2, 4, 5, 8): a soft pull on the client's written
 * instruction, for the client's verified identity only: the name, date of birth and address are shown read-only
 * (they come from the profile as staff verified it, and are locked after the first pull); the form asks only for
 * the SSN. Until the phone and an ID are verified it says what is missing instead. Validated with the contract's
 * `creditPullRequest`; a server 400 names its fields, anything else shows the 'Error: {message}' banner with the
 * help line and a toast.
 */
export function CreditPullModal({ opened, onClose, context, credit }: Props) {
  const { subject } = credit;
  const queryClient = useQueryClient();
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: creditPullRequest,
    initialValues: initialValues(credit.consent.version),
    submit: async (values) => {
      try {
        return await pullCredit(values);
      } catch (error) {
        notify('error', messageFor(error, error instanceof ApiError ? m.pullFailed : m.unexpected));
        throw error;
      }
    },
    onSuccess: async () => {
      notify('success', context === 'tab' ? m.successTab : m.successOnboarding);
      form.setFieldValue('ssn', '');
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
      onClose();
    },
    errorMessage: (error) => messageFor(error, m.pullFailed),
  });

  const close = () => {
    if (busy) return;
    form.setFieldValue('ssn', '');
    onClose();
  };
  const ssn = form.getInputProps('ssn');

  return (
    <Modal opened={opened} onClose={close} title={m.title} size="lg" closeOnClickOutside={!busy}>
      <form onSubmit={onSubmit} noValidate data-testid="credit-pull-form">
        <Stack gap="sm">
          <Text size="sm">{m.softPull}</Text>
          {credit.sandbox && (
            <Alert color="blue" variant="light" data-testid="credit-sandbox-notice">
              {m.sandboxNotice}
            </Alert>
          )}
          {formError && (
            <Alert color="red" role="alert" title={m.errorBanner(formError)} data-testid="credit-pull-error">
              {m.errorHelp}
            </Alert>
          )}
          {!subject.ready && (
            <Alert color="yellow" variant="light" role="status" data-testid="credit-pull-missing">
              <List size="sm">
                {subject.missing.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {subject.identity && (
            <Stack gap={4} data-testid="credit-pull-subject">
              <Text size="sm" fw={600}>
                {identityMessages.subjectTitle}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">Name</Table.Th>
                    <Table.Td>{subject.identity.fullName}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">Date of birth</Table.Th>
                    <Table.Td>{birthDate(subject.identity.dateOfBirth)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">Address</Table.Th>
                    <Table.Td>{`${subject.identity.street}, ${subject.identity.city}, ${subject.identity.state} ${subject.identity.zipCode}`}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed">
                {identityMessages.subjectNote}
              </Text>
            </Stack>
          )}
          {subject.ready && (
            <PasswordInput
              label="Social Security number"
              description="9 digits. Sent to the credit bureaus only; we keep at most the last 4."
              autoComplete="off"
              inputMode="numeric"
              withAsterisk
              key={form.key('ssn')}
              {...ssn}
              maxLength={11}
              onChange={(event) => {
                // Uncontrolled: keep the typed or pasted SSN as digits only ('123-45-6789' -> '123456789') without remounting the input.
                const input = event.currentTarget;
                const digits = ssnDigits(input.value);
                if (digits !== input.value) input.value = digits;
                ssn.onChange(digits);
              }}
            />
          )}
          <Text size="xs" c="dimmed" data-testid="credit-consent-text">
            {credit.consent.text}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={busy || !subject.ready}>
              {busy ? m.processing : m.authorize}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
