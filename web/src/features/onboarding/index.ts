import { lazy } from 'react';

/**
 * The onboarding feature's public entry: the five steps, and the phone verification (the step, and the pending view).
 * The verification's form (its inputs, calls and texts) loads when it shows, before a client has verified or skipped
 * and while a code is pending: most visits to the dashboard never show it. Render it in Suspense.
 */
// The five steps show until the first analysis (a client with a report never sees them): they load when shown, or when
// the credit tab may show them next (loadOnboardingView).
export const loadOnboardingView = () => import('./onboarding-view');
export const OnboardingView = lazy(() => loadOnboardingView().then((m) => ({ default: m.OnboardingView })));
export { VerificationLoading } from './verification-loading';
export const PendingVerification = lazy(() => import('./pending-verification').then((m) => ({ default: m.PendingVerification })));
export const SmsVerification = lazy(() => import('./sms-verification').then((m) => ({ default: m.SmsVerification })));
