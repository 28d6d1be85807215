// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { ONBOARDING_STEP_COUNT, ONBOARDING_STEPS, onboardingMessages } from './dashboard-messages.js';
import { FEATURE_NAMES, TIERS } from './plans.js';
import { insightsView } from './bank.js';
import { dashboardCredit } from './credit.js';
import { documentView } from './documents.js';
import { notificationsView } from './notifications.js';
import { clientView, profileView } from './profile.js';
import { verificationView } from './verification.js';

/**
 * `GET /api/dashboard` (docs/dashboard.md): everything the /profile page shows, built from ONE Query over
 * the user's item collection. The onboarding and application-status rules are pure functions in
 * lambdas/domain (onboarding.ts, application-status.ts); docs/dashboard.md states them.
 */

// ---- Onboarding (spec section 4) ----

// The steps and their texts are zod-free (contract/dashboard-messages.ts), so code that needs only them bundles no schema.
export { ONBOARDING_STEPS, ONBOARDING_STEP_COUNT, onboardingMessages };
export const onboardingStepKey = z.enum(ONBOARDING_STEPS);
export type OnboardingStepKey = z.infer<typeof onboardingStepKey>;

export const onboardingBadge = z.enum(['complete', 'current', 'locked']);
export type OnboardingBadge = z.infer<typeof onboardingBadge>;

export const onboardingView = z.object({
  steps: z.array(
    z.object({
      key: onboardingStepKey,
      /** 1 to 5. */
      number: z.number().int().min(1).max(ONBOARDING_STEP_COUNT),
      title: z.string(),
      badge: onboardingBadge,
      /** The step's own completion flag (a later step may be done while an earlier one is not). */
      done: z.boolean(),
    }),
  ),
  /** The first incomplete step, 1 to 5; 6 when all are done. */
  currentStep: z.number().int().min(1).max(ONBOARDING_STEP_COUNT + 1),
  completedCount: z.number().int().min(0).max(ONBOARDING_STEP_COUNT),
  /** completed / 5, as a whole percent. */
  percent: z.number().int().min(0).max(100),
  /** 'N of 5 steps'. */
  progressText: z.string(),
});
export type OnboardingView = z.infer<typeof onboardingView>;

// ---- Application status (spec section 2, Application Status tab) ----

export const APPLICATION_STATUSES = ['not_started', 'in_progress', 'in_review', 'complete', 'approved', 'denied', 'pending'] as const;
export const dashboardApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof dashboardApplicationStatus>;
/** A step may also be in error (shown with the error icon): e.g. every document was rejected. */
export const applicationStepStatus = z.enum([...APPLICATION_STATUSES, 'error']);
export type ApplicationStepStatus = z.infer<typeof applicationStepStatus>;

export const APPLICATION_STEPS = ['verification', 'personal_info', 'documents', 'credit_check', 'decision'] as const;
export const applicationStepKey = z.enum(APPLICATION_STEPS);
export type ApplicationStepKey = z.infer<typeof applicationStepKey>;

export const applicationMessages = {
  title: 'Application Status',
  steps: {
    verification: 'Phone Verification',
    personal_info: 'Personal Information',
    documents: 'Documents',
    credit_check: 'Credit Check',
    decision: 'Review',
  } satisfies Record<ApplicationStepKey, string>,
  /** Labels: underscores read as spaces, capitalised. */
  statusLabel: (status: string) => status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
} as const;

export const applicationStatusView = z.object({
  /** Derived from the user id, so it is stable and means something to support. */
  applicationId: z.string(),
  status: dashboardApplicationStatus,
  steps: z.array(
    z.object({
      key: applicationStepKey,
      label: z.string(),
      status: applicationStepStatus,
      /** When the step was completed (ISO 8601 UTC), if it was. */
      completedAt: z.string().nullable(),
    }),
  ),
  /** When the application started: the subscription's start (ISO 8601 UTC), else null. */
  startedAt: z.string().nullable(),
});
export type ApplicationStatusView = z.infer<typeof applicationStatusView>;

// ---- The whole dashboard ----

export const dashboardSubscription = z.object({
  tier: z.enum(TIERS),
  planName: z.string(),
  status: z.string(),
  active: z.boolean(),
  startedAt: z.string().nullable(),
  /** What the subscription card lists (spec section 2). */
  cardFeatures: z.array(z.string()),
});
export type DashboardSubscription = z.infer<typeof dashboardSubscription>;

export const dashboardResponse = z.object({
  profile: profileView,
  client: clientView,
  verification: verificationView,
  onboarding: onboardingView,
  /** Newest first. */
  documents: z.array(documentView),
  notifications: notificationsView,
  subscription: dashboardSubscription.nullable(),
  /** The plan's feature names (the server's gates), empty without an active plan. */
  features: z.array(z.enum(FEATURE_NAMES)),
  /** The service agreement signed at checkout (the latest signature), for the agreement modal. */
  agreement: z.object({ id: z.string(), tier: z.enum(TIERS), version: z.string(), signedAt: z.string() }).nullable(),
  applicationStatus: applicationStatusView,
  /** Credit Tools: the latest report, the score history, the written-instruction text. */
  credit: dashboardCredit,
  /** The Financial Insights card: null while no bank is connected. */
  insights: insightsView.nullable(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
