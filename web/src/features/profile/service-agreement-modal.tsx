import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardResponse } from '@contract/dashboard';
import { AgreementText } from '../../components/pricing/agreement-text';
import { fetchAgreement } from '../../lib/billing';
import { storage, storageKeys } from '../../lib/storage';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The Service Agreement modal (spec section 2): shown while `legal-agreement-accepted` is absent; it
 * cannot be dismissed by a click outside (nor Escape); the box enables 'I Agree & Continue'. It shows
 * the agreement the client signed at checkout (the dashboard read's signature: plan, version, date)
 * with the plan's text from the server while that text is still the version signed: the local flag
 * only remembers that it was shown.
 */
export function ServiceAgreementModal({ agreement: signed }: { agreement: DashboardResponse['agreement'] }) {
  const [open, setOpen] = useState(() => storage.get(storageKeys.legalAgreementAccepted) === null);
  const [ticked, setTicked] = useState(false);
  const text = useQuery({ queryKey: ['billing', 'agreement', signed?.tier], queryFn: () => fetchAgreement(signed!.tier), enabled: open && signed !== null });
  const accept = () => {
    storage.set(storageKeys.legalAgreementAccepted, 'true');
    setOpen(false);
  };
  return (
    <Modal opened={open} onClose={() => undefined} title="Service Agreement" size="lg" centered closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false}>
      <Stack gap="md">
        {signed === null ? (
          <Text size="sm">We have no signed agreement on file for your account. Please contact support so we can send you a copy.</Text>
        ) : (
          <>
            <Text size="sm" data-testid="agreement-signed-at">
              You signed this agreement on {longDate(signed.signedAt)} (version {signed.version}).
            </Text>
            {text.isPending ? (
              <Group justify="center" py="xl">
                <Loader aria-label="Loading your agreement" />
              </Group>
            ) : text.isError ? (
              <Alert color="red" role="alert">
                We could not load the text of your agreement. Please try again later.
              </Alert>
            ) : text.data.version !== signed.version ? (
              <Text size="sm">The wording has changed since you signed. Please contact support for a copy of the exact text you signed.</Text>
            ) : (
              <AgreementText agreement={text.data} />
            )}
          </>
        )}
        <Checkbox checked={ticked} onChange={(e) => setTicked(e.currentTarget.checked)} label="I have read the service agreement and I agree to it." />
        <Group justify="flex-end">
          <Button onClick={accept} disabled={!ticked}>
            I Agree & Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
