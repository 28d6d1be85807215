import { Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { publicMessages } from '@contract/messages';
import type { waitlistRequest as WaitlistRequestSchema } from '@contract/public';
import { IconCheck } from '../../components/icons';
import { notify } from '../../components/notifications';
import { defaultErrorMessage, useZodForm } from '../../lib/form';
import { joinWaitlist } from './api';

/**
 * The contract's schema, and zod with it (25 KB gzipped, more than the rest of the page), load at the form's
 * first focus or submit, not with the page; the form validates with it as with any other schema.
 */
let loadedSchema: typeof WaitlistRequestSchema | undefined;
const loadSchema = async () => (loadedSchema ??= (await import('@contract/public')).waitlistRequest);
/** Stands for the schema in the form helper: every use of it comes after `loadSchema()` (the submit awaits it). */
const waitlistSchema = new Proxy({}, {
  get: (_target, key) => {
    const value: unknown = Reflect.get(loadedSchema!, key);
    return typeof value === 'function' ? value.bind(loadedSchema) : value;
  },
}) as typeof WaitlistRequestSchema;

/** The waitlist's form (the coming-soon page's island). */
export function WaitlistForm() {
  const [done, setDone] = useState(false);
  // One field: every error, the server's too, shows under it.
  const { form, onSubmit, busy } = useZodForm({
    schema: waitlistSchema,
    initialValues: { email: '' },
    submit: joinWaitlist,
    onSuccess: () => {
      setDone(true);
      notify('success', publicMessages.waitlistToast);
    },
    errorField: 'email',
  });

  if (done) {
    return (
      <Stack gap="xs" align="center" ta="center" role="status">
        <ThemeIcon size={48} radius="xl" color="teal" aria-hidden>
          <IconCheck size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {publicMessages.waitlistConfirmed}
        </Title>
        <Text c="dimmed">We will email you as soon as Business Credit launches.</Text>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void loadSchema().then(
          () => onSubmit(),
          (error: unknown) => form.setFieldError('email', defaultErrorMessage(error)),
        );
      }}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      aria-label="Join the Business Credit waitlist"
    >
      <Stack gap="sm">
        <Title order={2} fz="xl">
          Be the first to know
        </Title>
        <Text c="dimmed" size="sm">
          Leave your email and we will tell you when Business Credit launches. No spam; one email at launch.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            style={{ flex: '1 1 220px' }}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }} style={{ flex: '0 0 auto' }}>
            Notify Me
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

