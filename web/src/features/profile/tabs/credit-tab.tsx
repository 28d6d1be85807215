import { Button, Stack } from '@mantine/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardKey } from '../api';
import { RecommendationPanel } from '../analysis/recommendation-panel';
import { UnlockStep } from '../analysis/unlock-step';
import { CreditBuilderTools } from '../credit/builder-tools';
import { CreditJourney } from '../credit/credit-journey';
import { CreditResults } from '../credit/credit-results';
import { IdentityMismatchAlert } from '../credit/identity-mismatch';
import { CreditPullModal } from '../credit/pull-modal';
import { journeyScore } from '../credit/rules';
import { FinancialInsights } from '../insights/financial-insights';
import { OnboardingView } from './onboarding-view';
import { SmsVerification } from './sms/sms-verification';
import type { TabProps } from './tab-props';

/**
 * Credit Tools (spec section 2). Before the first pull: the onboarding view (the SMS screen opens by itself
 * while step 1 is current and the client has not chosen 'Skip for Now'; step 4 opens the Authorize Credit Pull
 * modal). With a report: the results and the Credit Journey. Credit Builder Tools in both.
 */
export default function CreditTab({ dashboard, goTo }: TabProps) {
  const queryClient = useQueryClient();
  const { verification, onboarding, credit, features } = dashboard;
  const checkingAccess = useIsFetching({ queryKey: dashboardKey }) > 0;
  const [smsOpen, setSmsOpen] = useState(() => verification.status !== 'verified' && verification.status !== 'skipped');
  const [pull, setPull] = useState<'tab' | 'onboarding' | null>(null);

  const modal = pull && <CreditPullModal opened onClose={() => setPull(null)} context={pull} credit={credit} />;
  const builder = <CreditBuilderTools unlocked={features.includes('credit_builder_tools')} checking={checkingAccess} />;

  const unlockStep = onboarding.steps.find((step) => step.key === 'aiUnlock');
  if (credit.latest && unlockStep?.badge === 'current') {
    // The report is in and step 5 is next: the first analysis runs here, then the results show; not on a file naming someone else.
    const mismatched = Boolean(credit.latest.identityMismatches?.length);
    return (
      <Stack gap="md">
        <IdentityMismatchAlert report={credit.latest} />
        <OnboardingView
          onboarding={onboarding}
          openSms={() => setSmsOpen(true)}
          openCreditPull={() => setPull('onboarding')}
          goTo={goTo}
          unlock={mismatched ? undefined : <UnlockStep />}
        />
        {builder}
      </Stack>
    );
  }
  if (credit.latest) {
    const latest = credit.latest;
    return (
      <Stack gap="md">
        <IdentityMismatchAlert report={latest} />
        <CreditResults
          credit={{ ...credit, latest }}
          onPull={() => setPull('tab')}
          insights={<FinancialInsights insights={dashboard.insights} />}
          recommendation={<RecommendationPanel autoLetters={features.includes('auto_dispute_letters')} />}
          journey={<CreditJourney score={journeyScore(latest)} unlocked={features.includes('credit_monitoring')} />}
        />
        {builder}
        {modal}
      </Stack>
    );
  }
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
  return (
    <Stack gap="md">
      <OnboardingView onboarding={onboarding} openSms={() => setSmsOpen(true)} openCreditPull={() => setPull('onboarding')} goTo={goTo} />
      {builder}
      {modal}
    </Stack>
  );
}
