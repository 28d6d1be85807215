import { Alert, Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { creditMessages as m, creditPullRequest, type DashboardCredit } from '@contract/credit';
import type { DashboardResponse } from '@contract/dashboard';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { useZodForm } from '../../../lib/form';
import { dashboardKey } from '../api';
import { pullCredit } from './api';
import { ssnDigits } from './rules';
import { stateCode, US_STATES } from './us-states';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Which success toast: the tab's or onboarding step 4's (spec section 4). */
  context: 'tab' | 'onboarding';
  profile: DashboardResponse['profile'];
  credit: Pick<DashboardCredit, 'consent' | 'sandbox'>;
}

/** The server's message for an answer it gave, else the spec's generic one (the inline message, spec section 8). */
const failureMessage = (error: unknown) => (error instanceof ApiError && error.message ? error.message : m.pullFailed);

/** Name, date of birth and address from the profile; never the SSN, which is typed each time and only sent to the provider. */
function initialValues(profile: Props['profile'], consentVersion: string) {
  const [firstName = '', ...rest] = profile.fullName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    ssn: '',
    dateOfBirth: profile.dateOfBirth ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    state: stateCode(profile.state),
    zipCode: profile.zipCode ?? '',
    // Clicking 'I Authorize' under the written instruction is the consent; its version goes back so the server records what was shown.
    consent: true,
    consentVersion,
  };
}

/**
 * 'Authorize Credit Pull' (spec sections 2, 4, 5, 8; issue 14 item 1): a soft pull on the client's written
 * instruction. Validated with the contract's `creditPullRequest` (the spec's messages); a server 400 names
 * its fields, anything else shows the 'Error: {message}' banner with the help line and a toast.
 */
export function CreditPullModal({ opened, onClose, context, profile, credit }: Props) {
  const queryClient = useQueryClient();
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: creditPullRequest,
    initialValues: initialValues(profile, credit.consent.version),
    submit: async (values) => {
      try {
        return await pullCredit(values);
      } catch (error) {
        notify('error', error instanceof ApiError ? failureMessage(error) : m.unexpected);
        throw error;
      }
    },
    onSuccess: async () => {
      notify('success', context === 'tab' ? m.successTab : m.successOnboarding);
      form.setFieldValue('ssn', '');
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
      onClose();
    },
    errorMessage: failureMessage,
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
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" withAsterisk key={form.key('firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk key={form.key('lastName')} {...form.getInputProps('lastName')} />
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
            <TextInput label="Date of birth" type="date" autoComplete="bday" withAsterisk key={form.key('dateOfBirth')} {...form.getInputProps('dateOfBirth')} />
          </SimpleGrid>
          <TextInput label="Street address" autoComplete="street-address" withAsterisk key={form.key('street')} {...form.getInputProps('street')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" autoComplete="address-level2" withAsterisk key={form.key('city')} {...form.getInputProps('city')} />
            <Select label="State" data={US_STATES} searchable withAsterisk comboboxProps={{ withinPortal: true }} key={form.key('state')} {...form.getInputProps('state')} />
            <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} withAsterisk key={form.key('zipCode')} {...form.getInputProps('zipCode')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed" data-testid="credit-consent-text">
            {credit.consent.text}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? m.processing : m.authorize}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
