import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_PREVIOUS_ADDRESSES, profileMessages as m, type ProfileForm } from '@contract/profile';

const EMPTY = { street: '', city: '', state: '', zipCode: '', from: '', to: '' };

/**
 * Personal Info's previous addresses (the dispute letters list those of the last two years): a list in the same
 * form, validated by the same schema as the server's.
 */
export function PreviousAddresses({ form }: { form: UseFormReturnType<ProfileForm> }) {
  const addresses = form.getValues().previousAddresses ?? [];
  return (
    <Stack gap="sm" data-testid="previous-addresses">
      <Text size="sm">{m.previousAddressesIntro}</Text>
      {addresses.map((_, i) => {
        const at = (f: keyof typeof EMPTY) => `previousAddresses.${i}.${f}`;
        const field = (f: keyof typeof EMPTY) => ({ key: form.key(at(f)), ...form.getInputProps(at(f)) });
        return (
          <Stack key={i} gap="xs" role="group" aria-label={`${m.previousAddressesTitle} ${i + 1}`}>
            <TextInput label="Street address" autoComplete="off" withAsterisk {...field('street')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" autoComplete="off" withAsterisk {...field('city')} />
              <TextInput label="State" autoComplete="off" withAsterisk {...field('state')} />
              <TextInput label="ZIP code" autoComplete="off" withAsterisk {...field('zipCode')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={m.movedIn} placeholder="2022-06" withAsterisk {...field('from')} />
              <TextInput label={m.movedOut} placeholder="2024-09" withAsterisk {...field('to')} />
              <Group align="flex-end">
                <Button variant="subtle" color="red" onClick={() => form.removeListItem('previousAddresses', i)}>
                  {m.removePreviousAddress(i + 1)}
                </Button>
              </Group>
            </SimpleGrid>
          </Stack>
        );
      })}
      {addresses.length < MAX_PREVIOUS_ADDRESSES && (
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('previousAddresses', { ...EMPTY })}>
            {m.addPreviousAddress}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
