import { Button, Skeleton, Stack } from '@mantine/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { dashboardKey, type TabProps } from '../../../lib/dashboard';
import { RecommendationPanel, UnlockStep } from '../../analysis';
import { CreditBuilderTools, CreditJourney, CreditPullModal, CreditResults, IdentityMismatchAlert, journeyScore } from '../../credit';
import { FinancialInsights } from '../../insights';
import { loadOnboardingView, OnboardingView, SmsVerification, VerificationLoading } from '../../onboarding';

/** The Financial Insights card's and the recommendation panel's usual heights, held while their code loads (no layout shift). */
const INSIGHTS_HEIGHT = 320;
const RECOMMENDATION_HEIGHT = 400;
/** About the report's results' height (scores, factors, accounts), held while their code loads. */
const RESULTS_HEIGHT = 900;
/** Credit Builder Tools' height as measured 1,350 px wide (419 px; 750 on a phone, where it is below the fold), held while its code loads. */
const BUILDER_HEIGHT = 419;
/** The "Show all steps" button under the phone verification, with the gap above it. */
const SHOW_ALL_STEPS_HEIGHT = 52;

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

  const modal = pull && (
    <Suspense fallback={null}>
      <CreditPullModal opened onClose={() => setPull(null)} context={pull} credit={credit} />
    </Suspense>
  );
  const builder = (
    <Suspense fallback={<Skeleton height={BUILDER_HEIGHT} radius="md" />}>
      <CreditBuilderTools unlocked={features.includes('credit_builder_tools')} checking={checkingAccess} />
    </Suspense>
  );

  const unlockStep = onboarding.steps.find((step) => step.key === 'aiUnlock');
  // Once step 5 has started the first analysis here, its bar stays until that run ends, then the toast and the
  // results. A dashboard refreshed meanwhile (the window's focus refreshes it) already counts the analysis done when
  // the run ends on the server before the bar's next poll; the results replacing the bar then would skip the toast.
  const mismatched = Boolean(credit.latest?.identityMismatches?.length);
  const unlockDue = Boolean(credit.latest) && unlockStep?.badge === 'current' && !mismatched;
  // Set while rendering when step 5 becomes due (React's "state from the previous render"), and only then.
  const [unlock, setUnlock] = useState({ due: false, running: false });
  if (unlock.due !== unlockDue) setUnlock({ due: unlockDue, running: unlockDue || unlock.running });
  const unlocking = unlock.running;
  const finishUnlock = useCallback(() => setUnlock((u) => ({ ...u, running: false })), []);
  // Before the first analysis the steps show, now or after the phone verification's "Show all steps": their code loads
  // now (it renders in this tab's Suspense, whose loading state shows meanwhile).
  const stepsDue = !credit.latest || unlockStep?.badge === 'current';
  useEffect(() => {
    if (stepsDue) void loadOnboardingView();
  }, [stepsDue]);
  if (credit.latest && (unlockStep?.badge === 'current' || unlocking)) {
    // The report is in and step 5 is next: the first analysis runs here, then the results show; not on a file naming someone else.
    return (
      <Stack gap="md">
        <IdentityMismatchAlert report={credit.latest} />
        <OnboardingView
          onboarding={onboarding}
          openSms={() => setSmsOpen(true)}
          openCreditPull={() => setPull('onboarding')}
          goTo={goTo}
          unlock={
            mismatched ? undefined : (
              <Suspense fallback={null}>
                <UnlockStep onFinished={finishUnlock} />
              </Suspense>
            )
          }
        />
        {builder}
      </Stack>
    );
  }
  if (credit.latest) {
    const latest = credit.latest;
    const journey = journeyScore(latest);
    return (
      <Stack gap="md">
        <IdentityMismatchAlert report={latest} />
        <Suspense fallback={<Skeleton height={RESULTS_HEIGHT} radius="md" />}>
          <CreditResults
            credit={{ ...credit, latest }}
            onPull={() => setPull('tab')}
            insights={
              <Suspense fallback={<Skeleton height={INSIGHTS_HEIGHT} radius="md" />}>
                <FinancialInsights insights={dashboard.insights} />
              </Suspense>
            }
            recommendation={
              <Suspense fallback={<Skeleton height={RECOMMENDATION_HEIGHT} radius="md" />}>
                <RecommendationPanel autoLetters={features.includes('auto_dispute_letters')} />
              </Suspense>
            }
            journey={<CreditJourney score={journey.value} model={journey.model} unlocked={features.includes('credit_monitoring')} />}
          />
        </Suspense>
        {builder}
        {modal}
      </Stack>
    );
  }
  if (smsOpen && verification.status !== 'verified') {
    // The form and its button show together once the form's code is in: the button never moves down under it.
    return (
      <Suspense fallback={<VerificationLoading below={SHOW_ALL_STEPS_HEIGHT} />}>
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
      </Suspense>
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
