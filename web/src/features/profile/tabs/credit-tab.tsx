import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardKey } from '../api';
import { OnboardingView } from './onboarding-view';
import { SmsVerification } from './sms/sms-verification';
import type { TabProps } from './tab-props';

/**
 * Credit Tools. No credit score exists yet (the pull arrives with the next issue), so this is the
 * onboarding view; the SMS screen opens by itself while step 1 is current and the client has not
 * chosen 'Skip for Now'.
 */
export default function CreditTab({ dashboard, goTo }: TabProps) {
  const queryClient = useQueryClient();
  const { verification, onboarding } = dashboard;
  const [smsOpen, setSmsOpen] = useState(() => verification.status !== 'verified' && verification.status !== 'skipped');
  if (smsOpen && verification.status !== 'verified') {
    return (
      <Stack>
        <SmsVerification
          onDone={() => {
            setSmsOpen(false);
            void queryClient.invalidateQueries({ queryKey: dashboardKey });
          }}
        />
        <Button variant="default" onClick={() => setSmsOpen(false)} style={{ alignSelf: 'flex-start' }}>
          Show all steps
        </Button>
      </Stack>
    );
  }
  return <OnboardingView onboarding={onboarding} openSms={() => setSmsOpen(true)} goTo={goTo} />;
}
