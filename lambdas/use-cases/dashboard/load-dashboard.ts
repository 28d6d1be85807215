import { billingMessages } from '../../contract/messages.js';
import { CREDIT_PULL_CONSENT } from '../../contract/credit-messages.js';
import type { DashboardCredit } from '../../contract/credit.js';
import type { DashboardResponse, OnboardingView } from '../../contract/dashboard.js';
import { NOTIFICATIONS_SHOWN } from '../../contract/notifications-messages.js';
import { pullSubject, pullSubjectViewOf } from '../../domain/identity.js';
import { deriveApplicationStatus } from '../../domain/application-status.js';
import { onboarding, personalInfoComplete } from '../../domain/onboarding.js';
import { verificationView } from '../../domain/otp.js';
import { FEATURE_NAMES, planByTier, planHasFeature } from '../../domain/plans.js';
import { isActive } from '../../domain/subscription.js';
import { PaymentRequired } from '../../errors.js';
import type { DashboardReader, UserCollection } from '../../ports/dashboard.js';
import { documentView } from '../documents/upload.js';
import { toClientView, toProfileView } from '../profile/views.js';
import { insightsView } from '../bank/connection.js';

/** Whether the form's required application fields are saved too (the Application Status tab's personal step). */
function personalInfoState(c: UserCollection): 'none' | 'partial' | 'complete' {
  const p = c.profile;
  const any = Boolean(p?.phoneNumber || p?.dateOfBirth || p?.street || c.client?.profileSavedAt);
  if (!any) return 'none';
  const client = c.client;
  const formSaved = Boolean(client?.profileSavedAt && client.identityIqUsername && client.identityIqPassword && client.employmentStatus);
  return personalInfoComplete(p) && formSaved ? 'complete' : 'partial';
}

/**
 * `GET /api/dashboard`: ONE Query over the user's collection, then pure functions. Needs an active
 * plan, as /profile does; the SUBSCRIPTION item comes in the same Query, so that costs no read.
 */
export async function loadDashboard(
  deps: { dashboard: DashboardReader; bureau: { readonly sandbox: boolean }; bankData: { readonly sandbox: boolean }; now: () => Date },
  caller: { id: string; email: string }): Promise<DashboardResponse> {
  const c = await deps.dashboard.read(caller.id);
  const subscription = c.subscription;
  if (!isActive(subscription) || !subscription?.tier) throw new PaymentRequired(billingMessages.subscriptionRequired);
  const now = deps.now();
  const verification = verificationView(c.verification, c.otp, now);
  const plan = planByTier(subscription.tier);
  const latestAgreement = c.agreements[0];
  return {
    profile: toProfileView(c.profile, caller.email),
    client: toClientView(c.client),
    verification,
    onboarding: onboardingOf(c, now),
    documents: c.documents.map(documentView),
    notifications: {
      unreadCount: c.notifications.filter((n) => !n.readAt).length,
      items: c.notifications.slice(0, NOTIFICATIONS_SHOWN),
    },
    subscription: {
      tier: subscription.tier,
      planName: plan?.name ?? subscription.tier,
      status: subscription.status,
      active: true,
      startedAt: subscription.startedAt,
      cardFeatures: [...(plan?.cardFeatures ?? [])],
    },
    features: FEATURE_NAMES.filter((feature) => planHasFeature(subscription.tier!, feature)),
    agreement: latestAgreement
      ? { id: latestAgreement.id, tier: latestAgreement.tier, version: latestAgreement.version, signedAt: latestAgreement.signedAt }
      : null,
    applicationStatus: deriveApplicationStatus({
      userId: caller.id,
      verification: { status: verification.status, verifiedAt: verification.verifiedAt },
      personalInfo: { state: personalInfoState(c), savedAt: c.client?.profileSavedAt ?? null },
      documents: c.documents.map((d) => ({ status: d.status, reviewedAt: d.reviewedAt })),
      creditReports: c.creditReports.length,
      analyses: c.analyses,
      startedAt: subscription.startedAt,
    }),
    credit: dashboardCreditOf(c, deps.bureau.sandbox),
    insights: c.bank ? insightsView(c.bank.item, c.bank.insights, deps.bankData.sandbox) : null,
  };
}

/** Onboarding progress from the collection (the client's dashboard and the admin's client view read the same). */
export function onboardingOf(c: UserCollection, now: Date): OnboardingView {
  return onboarding({
    verified: verificationView(c.verification, c.otp, now).status === 'verified',
    personalInfoComplete: personalInfoComplete(c.profile),
    verifiedDocuments: c.documents.filter((d) => d.status === 'verified').length,
    creditReports: c.creditReports.length,
    analyses: c.analyses,
  });
}

/** The Credit Tools data from the collection's CREDIT# items (oldest first): the latest view and every pull's scores. */
export function dashboardCreditOf(
  c: Pick<UserCollection, 'creditReports'> & Partial<Pick<UserCollection, 'profile' | 'verification' | 'identity' | 'identityReviews'>>,
  sandbox: boolean,
): DashboardCredit {
  const subject = pullSubject({ phoneVerified: Boolean(c.verification?.verifiedAt), profile: c.profile, identity: c.identity });
  const changePending = (c.identityReviews ?? []).some((r) => r.kind === 'change_request' && r.status === 'pending');
  return {
    latest: c.creditReports.at(-1)?.view ?? null,
    history: c.creditReports.map((r) => ({ reportId: r.id, pulledAt: r.pulledAt, scores: r.scores })),
    consent: { version: CREDIT_PULL_CONSENT.version, text: CREDIT_PULL_CONSENT.text },
    sandbox,
    subject: pullSubjectViewOf(subject, changePending),
  };
}
