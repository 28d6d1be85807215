import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { billingMessages } from '@contract/billing';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

/** Back from checkout without paying: a warning, and the ways back. */
export function PaymentCanceledPage() {
  usePageMeta('Payment canceled');
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify('warning', billingMessages.paymentCanceledMessage, billingMessages.paymentCanceledTitle);
  }, []);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{billingMessages.paymentCanceledTitle}</Title>
        <Text c="dimmed">{billingMessages.paymentCanceledMessage}</Text>
        <Group>
          <Button component={Link} to={paths.paymentRequired}>
            Choose a Plan
          </Button>
          <Button component={Link} to={paths.home} variant="default">
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export default PaymentCanceledPage;
