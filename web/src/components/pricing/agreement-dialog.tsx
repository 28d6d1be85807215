import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Plan } from '@domain/plans';
import { messageFor } from '../../lib/api';
import { signAgreement, useAgreement } from '../../lib/billing';
import { AgreementText } from './agreement-text';

interface Props {
  plan: Plan;
  onClose: () => void;
  onSigned: (agreementId: string) => void;
}

/**
 * The service agreement, signed before checkout (CROA). Not dismissed by a click outside; the box
 * must be ticked to enable "I Agree & Continue" (dashboard spec, Service Agreement modal).
 */
export function AgreementDialog({ plan, onClose, onSigned }: Props) {
  const agreement = useAgreement(plan.tier);
  const [accepted, setAccepted] = useState(false);
  const sign = useMutation({
    mutationFn: (version: string) => signAgreement({ plan: plan.tier, version }),
    onSuccess: ({ agreementId }) => onSigned(agreementId),
  });
  const signing = sign.isPending || sign.isSuccess;
  const error = sign.error ? messageFor(sign.error, 'We could not record your signature. Please try again.') : null;

  return (
    <Modal opened onClose={onClose} title="Service Agreement" size="lg" centered closeOnClickOutside={false}>
      {agreement.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the agreement" />
        </Group>
      ) : agreement.isError ? (
        <Alert color="red" role="alert">
          We could not load the service agreement. Please try again.
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Please read the agreement for {plan.name}. {agreement.data.checkoutNote ?? 'You can cancel within 3 business days of signing for a full refund.'}
          </Text>
          <AgreementText agreement={agreement.data} showVersion />
          <Checkbox
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            label="I have read the service agreement, including my right to cancel within 3 business days, and I agree to it."
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={signing}>
              Cancel
            </Button>
            <Button onClick={() => agreement.data && sign.mutate(agreement.data.version)} disabled={!accepted || signing} loading={signing}>
              I Agree & Continue
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export default AgreementDialog;
