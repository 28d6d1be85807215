import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { CARD_PURPOSES, cardPurposeLabels, offersMessages as m } from '@contract/offers';
import type { DashboardResponse } from '@contract/dashboard';
import { stateCode, US_STATES } from '../../lib/us-states';

const purposeOptions = CARD_PURPOSES.map((value) => ({ value, label: cardPurposeLabels[value] }));

/** The form's values, prefilled from Personal Info (the client checks them); consent is never pre-ticked. */
export function intakeInitialValues({ profile, client }: Pick<DashboardResponse, 'profile' | 'client'>) {
  const [firstName = '', ...rest] = profile.fullName.trim().split(/\s+/);
  return {
    cardPurpose: null as string | null,
    annualIncome: client.annualIncomeCents ? String(client.annualIncomeCents / 100) : '',
    phoneNumber: profile.phoneNumber ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    firstName,
    lastName: rest.join(' '),
    address: profile.street ?? '',
    city: profile.city ?? '',
    state: (stateCode(profile.state) || null) as string | null,
    zipCode: profile.zipCode ?? '',
    email: profile.email,
    consent: false,
  };
}
export type IntakeValues = ReturnType<typeof intakeInitialValues>;

interface Props {
  opened: boolean;
  onClose: () => void;
  form: UseFormReturnType<IntakeValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
}

/** The offer intake form (spec sections 3 and 5), validated with the contract's `offerIntakeForm`. */
export function IntakeModal({ opened, onClose, form, onSubmit, busy }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.formTitle} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={m.formTitle}>
        <Stack gap="sm">
          <Select label="What do you want from a card?" placeholder="Any (optional)" data={purposeOptions} clearable comboboxProps={{ withinPortal: true }} key={form.key('cardPurpose')} {...form.getInputProps('cardPurpose')} />
          <TextInput label="Annual income" leftSection="$" inputMode="decimal" withAsterisk key={form.key('annualIncome')} {...form.getInputProps('annualIncome')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" autoComplete="given-name" withAsterisk key={form.key('firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk key={form.key('lastName')} {...form.getInputProps('lastName')} />
            <TextInput label="Phone number" type="tel" autoComplete="tel" withAsterisk key={form.key('phoneNumber')} {...form.getInputProps('phoneNumber')} />
            <TextInput label="Date of birth" type="date" autoComplete="bday" withAsterisk key={form.key('dateOfBirth')} {...form.getInputProps('dateOfBirth')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
          <TextInput label="Address" autoComplete="street-address" withAsterisk key={form.key('address')} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="City" autoComplete="address-level2" withAsterisk key={form.key('city')} {...form.getInputProps('city')} />
            <Select label="State" data={US_STATES} searchable withAsterisk comboboxProps={{ withinPortal: true }} key={form.key('state')} {...form.getInputProps('state')} />
            <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" withAsterisk key={form.key('zipCode')} {...form.getInputProps('zipCode')} />
          </SimpleGrid>
          <Checkbox label={m.consentLabel} key={form.key('consent')} {...form.getInputProps('consent', { type: 'checkbox' })} />
          <Text size="xs" c="dimmed">
            {m.formPrivacy}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {m.formSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
