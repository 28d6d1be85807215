import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { publicMessages } from '@contract/messages';
import type { waitlistRequest as WaitlistRequestSchema } from '@contract/public';
import { IconBuilding, IconChartLine, IconCheck, IconShieldCheck } from '../../components/icons';
import { IconCard } from '../../components/icon-card';
import { notify } from '../../components/notifications';
import { publicPages } from '../../config/public-pages';
import { site } from '../../config/site';
import { defaultErrorMessage, useZodForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { joinWaitlist } from './api';

/** The stated launch expectation (spec section 9), from the site's build settings (config/site.ts). */
export const LAUNCH_EXPECTATION = site.businessCreditLaunch;

const plans = [
  { icon: IconBuilding, title: 'Build business credit', text: 'Establish a credit profile for your company with the business bureaus, separate from your personal credit.' },
  { icon: IconChartLine, title: 'Track your business scores', text: 'Follow your business credit scores and see what moves them, in the same dashboard as your personal credit.' },
  { icon: IconShieldCheck, title: 'Protect your personal credit', text: 'Keep business borrowing off your personal reports, so growing your company does not cost you your score.' },
];

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

function WaitlistForm() {
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

export function ComingSoonPage() {
  usePageMeta(publicPages.comingSoon.title, publicPages.comingSoon.description);
  return (
    <Box bg="gray.0">
      <Container size="md" py={{ base: 48, md: 80 }}>
        <Stack gap="xl">
          <Stack gap="sm" align="center" ta="center">
            <Badge variant="light" size="lg" tt="none">
              Coming soon · Expected launch {LAUNCH_EXPECTATION}
            </Badge>
            <Title order={1} fz={{ base: 32, md: 44 }}>
              Business Credit is coming soon
            </Title>
            <Text size="lg" c="dimmed" maw={600}>
              The same approach that repairs personal credit, for your business. We expect to launch {LAUNCH_EXPECTATION}.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {plans.map((item) => (
              <IconCard key={item.title} {...item} heading="h2" />
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="xl" maw={560} w="100%" mx="auto">
            <WaitlistForm />
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}

export default ComingSoonPage;
