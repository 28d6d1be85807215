import { Alert, Anchor, Button, Card, Divider, Group, PasswordInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BIRTH_DAYS, BIRTH_MONTHS, birthYears, profileFormSchemaFor, profileFormValues, profileMessages as m } from '@contract/profile';
import { notify } from '../../../components/notifications';
import { messageFor } from '../../../lib/api';
import { useZodForm } from '../../../lib/form';
import { dashboardKey, type TabProps } from '../../../lib/dashboard';
import { saveProfile } from '../api';
import { IdentityChange } from './identity-change';
import { PreviousAddresses } from './previous-addresses';

const EMPLOYMENT = ['Employed full-time', 'Employed part-time', 'Self-employed', 'Unemployed', 'Retired', 'Student'];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider label={title} labelPosition="left" styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dark-7)' } }} />
      {children}
    </Stack>
  );
}

/**
 * Personal Info. The form starts again from the server's values when a password becomes saved, since
 * that changes its schema (a saved password may then stay blank).
 */
export default function InfoTab({ dashboard }: TabProps) {
  return (
    <Stack gap="md">
      <IdentityChange subject={dashboard.credit.subject} />
      <PersonalInfoForm key={`${dashboard.client.identityIqPasswordSaved}`} dashboard={dashboard} />
    </Stack>
  );
}

/** Every section of the spec, validated by the one schema the server uses (`profileFormSchema`). */
function PersonalInfoForm({ dashboard }: Pick<TabProps, 'dashboard'>) {
  const queryClient = useQueryClient();
  const { profile, client } = dashboard;
  const [savedOnce, setSavedOnce] = useState(client.savedAt !== null);
  // Per mount (see InfoTab): a saved password keeps the field optional (blank keeps it).
  const schema = useMemo(() => profileFormSchemaFor({ identityIqPasswordSaved: client.identityIqPasswordSaved }), [client.identityIqPasswordSaved]);
  const years = useMemo(() => birthYears(), []);
  const { form, onSubmit, busy, formError } = useZodForm({
    schema,
    initialValues: profileFormValues(profile, client),
    submit: saveProfile,
    onSuccess: async (result) => {
      notify('success', result.message);
      setSavedOnce(true);
      form.setValues({ identityIqPassword: '', creditKarmaPassword: '' });
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    // Spec: a failed save is a toast; the banner keeps it in view.
    errorMessage: (error) => {
      const message = messageFor(error, m.updateFailed);
      notify('error', message);
      return message;
    },
  });
  type Name = Parameters<typeof form.getInputProps>[0];
  const field = (name: Name) => form.getInputProps(name);
  // A cleared Select gives null; the schema's optional texts take '' for "not chosen".
  const select = (name: Name) => ({ ...field(name), onChange: (value: string | null) => form.setFieldValue(name, value ?? '') });

  return (
    <Card withBorder padding="lg" data-testid="personal-info">
      <Title order={2} fz="lg">
        {m.cardTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {m.intro}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Section title="Basic Information">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Full name" autoComplete="name" withAsterisk key={form.key('fullName')} {...field('fullName')} />
              <TextInput label="Active email" type="email" autoComplete="email" withAsterisk key={form.key('email')} {...field('email')} />
              <TextInput label="Phone number" type="tel" autoComplete="tel" withAsterisk key={form.key('phoneNumber')} {...field('phoneNumber')} />
            </SimpleGrid>
            <div>
              <Text size="sm" fw={500} id="dob-label">
                Date of birth
              </Text>
              <Text size="xs" c="dimmed" mb={4} id="dob-reason">
                {m.dateOfBirthReason}
              </Text>
              <SimpleGrid cols={3} role="group" aria-labelledby="dob-label" aria-describedby="dob-reason">
                <Select label="Month" data={BIRTH_MONTHS} placeholder="MM" clearable required key={form.key('birthMonth')} {...select('birthMonth')} />
                <Select label="Day" data={BIRTH_DAYS} placeholder="DD" clearable required key={form.key('birthDay')} {...select('birthDay')} />
                <Select label="Year" data={years} placeholder="YYYY" searchable clearable required key={form.key('birthYear')} {...select('birthYear')} />
              </SimpleGrid>
            </div>
          </Section>
          <Section title="Address Information">
            <TextInput label="Street address" autoComplete="street-address" withAsterisk key={form.key('street')} {...field('street')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" autoComplete="address-level2" withAsterisk key={form.key('city')} {...field('city')} />
              <TextInput label="State" autoComplete="address-level1" withAsterisk key={form.key('state')} {...field('state')} />
              <TextInput label="ZIP code" autoComplete="postal-code" withAsterisk key={form.key('zipCode')} {...field('zipCode')} />
            </SimpleGrid>
          </Section>
          <Section title={m.previousAddressesTitle}>
            <PreviousAddresses form={form} />
          </Section>
          <Section title="IdentityIQ Credentials">
            <Text size="sm">
              We use your credit monitoring account to follow your reports.{' '}
              <Anchor href="https://www.identityiq.com/" target="_blank" rel="noopener noreferrer" underline="always">
                Sign up for IdentityIQ
              </Anchor>{' '}
              if you do not have an account (a third-party credit monitoring provider).
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="IdentityIQ username" autoComplete="off" withAsterisk key={form.key('identityIqUsername')} {...field('identityIqUsername')} />
              <PasswordInput
                label="IdentityIQ password"
                autoComplete="new-password"
                withAsterisk={!client.identityIqPasswordSaved}
                description={client.identityIqPasswordSaved ? m.passwordSaved : undefined}
                placeholder={client.identityIqPasswordSaved ? 'Saved' : undefined}
                key={form.key('identityIqPassword')} {...field('identityIqPassword')}
              />
            </SimpleGrid>
          </Section>
          <Section title="Credit Karma Credentials">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Credit Karma username" autoComplete="off" key={form.key('creditKarmaUsername')} {...field('creditKarmaUsername')} />
              <PasswordInput
                label="Credit Karma password"
                autoComplete="new-password"
                description={client.creditKarmaPasswordSaved ? m.passwordSaved : undefined}
                placeholder={client.creditKarmaPasswordSaved ? 'Saved' : undefined}
                key={form.key('creditKarmaPassword')} {...field('creditKarmaPassword')}
              />
            </SimpleGrid>
          </Section>
          <Section title="Credit Repair History">
            <Select
              label="Have you used a credit repair service before?"
              data={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              clearable
              key={form.key('creditRepair')} {...select('creditRepair')}
            />
          </Section>
          <Section title="Income and Employment">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Annual income (USD)" inputMode="decimal" withAsterisk key={form.key('annualIncome')} {...field('annualIncome')} />
              <Select label="Employment status" data={EMPLOYMENT} withAsterisk key={form.key('employmentStatus')} {...select('employmentStatus')} />
              <TextInput label="Employer name" autoComplete="organization" key={form.key('employerName')} {...field('employerName')} />
              <TextInput label="Job title" autoComplete="organization-title" key={form.key('jobTitle')} {...field('jobTitle')} />
            </SimpleGrid>
          </Section>
          <Section title="Additional Information">
            <Textarea label="Anything else we should know?" autosize minRows={3} key={form.key('additionalInfo')} {...field('additionalInfo')} />
          </Section>
          <Group justify="flex-end">
            <Button type="submit" disabled={busy}>
              {busy ? m.saving : savedOnce ? m.update : m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
