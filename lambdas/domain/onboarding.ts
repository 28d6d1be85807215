import {
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  onboardingMessages,
  type OnboardingBadge,
  type OnboardingStepKey,
  type OnboardingView,
} from '../contract/dashboard.js';

/**
 * Onboarding progress (dashboard spec section 4), pure. The step is the first incomplete of
 * spinwheelAuth, personalInfo, documents, creditAuth, aiUnlock; earlier steps show Complete, the current
 * one Current, the rest Locked; percent = completed / 5.
 */
export interface OnboardingFacts {
  /** The client has verified by SMS (the spec's provider user id is set). */
  verified: boolean;
  /** All seven personal fields are filled (`personalInfoComplete`). */
  personalInfoComplete: boolean;
  /** Documents whose status is verified. */
  verifiedDocuments: number;
  /** Credit-report items. */
  creditReports: number;
  /** Analysis (recommendation) items. */
  analyses: number;
}

/** The seven profile fields of step 2 (spec: full_name, phone_number, date_of_birth, street, city, state, zip_code). */
export const PERSONAL_INFO_FIELDS = ['fullName', 'phoneNumber', 'dateOfBirth', 'street', 'city', 'state', 'zipCode'] as const;

export function personalInfoComplete(profile: Partial<Record<(typeof PERSONAL_INFO_FIELDS)[number], unknown>> | undefined): boolean {
  return Boolean(profile) && PERSONAL_INFO_FIELDS.every((field) => typeof profile![field] === 'string' && (profile![field] as string).trim() !== '');
}

export function stepsDone(facts: OnboardingFacts): Record<OnboardingStepKey, boolean> {
  return {
    spinwheelAuth: facts.verified,
    personalInfo: facts.personalInfoComplete,
    documents: facts.verifiedDocuments > 0,
    creditAuth: facts.creditReports > 0,
    aiUnlock: facts.analyses > 0,
  };
}

export function onboarding(facts: OnboardingFacts): OnboardingView {
  const done = stepsDone(facts);
  const firstIncomplete = ONBOARDING_STEPS.findIndex((key) => !done[key]);
  const currentStep = firstIncomplete === -1 ? ONBOARDING_STEP_COUNT + 1 : firstIncomplete + 1;
  const completedCount = ONBOARDING_STEPS.filter((key) => done[key]).length;
  const badge = (number: number): OnboardingBadge => (number < currentStep ? 'complete' : number === currentStep ? 'current' : 'locked');
  return {
    steps: ONBOARDING_STEPS.map((key, i) => ({ key, number: i + 1, title: onboardingMessages.titles[key], badge: badge(i + 1), done: done[key] })),
    currentStep,
    completedCount,
    percent: Math.round((completedCount / ONBOARDING_STEP_COUNT) * 100),
    progressText: onboardingMessages.progress(completedCount),
  };
}
