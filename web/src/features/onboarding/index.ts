/** The onboarding feature's public entry: the five steps, and the phone verification (the step, and the pending view). */
export { OnboardingView } from './onboarding-view';
export { PendingVerification } from './pending-verification';
export { SmsVerification } from './sms-verification';
