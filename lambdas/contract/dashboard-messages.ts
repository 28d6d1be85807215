/**
 * The onboarding steps and their texts (spec section 4), without zod: code that needs only them (the dashboard's
 * first load) bundles no schema. contract/dashboard.ts re-exports them.
 */
export const ONBOARDING_STEPS = ['spinwheelAuth', 'personalInfo', 'documents', 'creditAuth', 'aiUnlock'] as const;
type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

export const onboardingMessages = {
  titles: {
    spinwheelAuth: 'SMS Verification',
    personalInfo: 'Complete Personal Information',
    documents: 'Upload Documents',
    creditAuth: 'Authorize Credit Pull',
    aiUnlock: 'Unlock Credit Recommendations',
  } satisfies Record<OnboardingStepKey, string>,
  badges: { complete: 'Complete', current: 'Current', locked: 'Locked' },
  /** 'N of 5 steps', N completed. */
  progress: (completed: number) => `${completed} of ${ONBOARDING_STEP_COUNT} steps`,
} as const;
