import { Alert, Button, Card, Container, Grid, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { partnerApplyRequest } from '@contract/partners';
import { partnerMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { useZodForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';
import { storage, storageKeys } from '../../lib/storage';
import { applyForPartnership } from './api';

/** The partner programme: what partners get, an application form, and the way to the partner sign-in. */
export function PartnersPage() {
  usePageMeta('Partner Programme', 'Refer clients to our credit repair service and follow their progress from your partner dashboard.');
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: partnerApplyRequest,
    initialValues: { name: '', businessName: '', email: '', phone: '', password: '' },
    submit: applyForPartnership,
    onSuccess: (_result, application) => {
      // Spec keys: the partner variant of the login, and the business name for the greeting.
      storage.set(storageKeys.isPartnerLogin, 'true');
      storage.set(storageKeys.partnerSignup, 'true');
      storage.set(storageKeys.companyName, application.businessName);
      setSubmitted(true);
      notify('success', partnerMessages.applicationReceived);
    },
  });

  const signIn = () => {
    storage.set(storageKeys.isPartnerLogin, 'true');
    navigate(paths.login);
  };

  return (
    <Container size="lg" py={48}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Title order={1}>Partner Programme</Title>
            <Text size="lg" c="dimmed">
              Help your clients repair their credit. Share your referral link, and follow each client’s progress from your partner dashboard.
            </Text>
            <List spacing="xs">
              <List.Item>Your own referral code and share link</List.Item>
              <List.Item>See who signed up with your code and how far they are</List.Item>
              <List.Item>Your clients’ sensitive data stays private to them</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              After you apply, confirm your email address. Our team reviews every application; once approved you receive your referral code.
            </Text>
            <Button variant="default" onClick={signIn} w="fit-content">
              Partner Sign In
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="xl">
            {submitted ? (
              <Stack>
                <Title order={2} fz="xl">
                  Application received
                </Title>
                <Text>{partnerMessages.applicationReceived}</Text>
                <Button onClick={signIn}>Go to Partner Sign In</Button>
              </Stack>
            ) : (
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="sm">
                  <Title order={2} fz="xl">
                    Apply for Partnership
                  </Title>
                  {formError && (
                    <Alert color="red" role="alert">
                      {formError}
                    </Alert>
                  )}
                  <TextInput label="Full Name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
                  <TextInput label="Business Name" autoComplete="organization" required key={form.key('businessName')} {...form.getInputProps('businessName')} />
                  <TextInput label="Email" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
                  <TextInput label="Phone" type="tel" autoComplete="tel" required key={form.key('phone')} {...form.getInputProps('phone')} />
                  <PasswordInput label="Password" autoComplete="new-password" required key={form.key('password')} {...form.getInputProps('password')} />
                  <Button type="submit" disabled={busy}>
                    {busy ? 'Submitting...' : 'Submit Application'}
                  </Button>
                </Stack>
              </form>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export default PartnersPage;
