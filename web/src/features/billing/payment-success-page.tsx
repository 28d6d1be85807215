import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { billingMessages } from '@contract/billing';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';
import { subscriptionKey } from '../../lib/subscription';

/** Back from checkout: the cached subscription is dropped, so /profile asks the server afresh. */
export function PaymentSuccessPage() {
  usePageMeta('Payment successful');
  const queryClient = useQueryClient();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    queryClient.removeQueries({ queryKey: subscriptionKey });
    queryClient.removeQueries({ queryKey: ['billing', 'feature'] });
    notify('success', billingMessages.paymentSuccessMessage, billingMessages.paymentSuccessTitle);
  }, [queryClient]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12l5 5L20 7" />
          </svg>
        </ThemeIcon>
        <Title order={1}>{billingMessages.paymentSuccessTitle}</Title>
        <Text c="dimmed">{billingMessages.paymentSuccessMessage}</Text>
        <Button component={Link} to={paths.profile} size="md">
          Go to My Profile
        </Button>
      </Stack>
    </Container>
  );
}

export default PaymentSuccessPage;
