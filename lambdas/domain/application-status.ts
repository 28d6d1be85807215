import {
  APPLICATION_STEPS,
  applicationMessages,
  type ApplicationStatus,
  type ApplicationStatusView,
  type ApplicationStepKey,
  type ApplicationStepStatus,
} from '../contract/dashboard.js';
import type { DocumentStatus } from '../contract/documents.js';
import type { VerificationStatus } from '../contract/verification.js';

/**
 * The Application Status tab, pure: five steps and an overall status derived from the
 * client's real state, not sample data. The mapping is stated in docs/dashboard.md ("Application status").
 */
export interface ApplicationFacts {
  userId: string;
  verification: { status: VerificationStatus; verifiedAt: string | null };
  /** 'complete' when the seven personal fields and the form's required fields are saved. */
  personalInfo: { state: 'none' | 'partial' | 'complete'; savedAt: string | null };
  documents: { status: DocumentStatus; reviewedAt: string | null }[];
  creditReports: number;
  analyses: number;
  /** The subscription's start (ISO 8601 UTC). */
  startedAt: string | null;
}

/** A short, stable id support can read out: APP- and the first 8 characters of the user id. */
export const applicationId = (userId: string) => `APP-${userId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8).toUpperCase()}`;

const IN_FLIGHT: readonly DocumentStatus[] = ['uploading', 'scanning'];

function documentsStep(documents: ApplicationFacts['documents']): { status: ApplicationStepStatus; completedAt: string | null } {
  const verified = documents.filter((d) => d.status === 'verified');
  if (verified.length) {
    const first = verified.map((d) => d.reviewedAt).filter((at): at is string => Boolean(at)).sort()[0] ?? null;
    return { status: 'complete', completedAt: first };
  }
  if (documents.some((d) => d.status === 'pending_review')) return { status: 'in_review', completedAt: null };
  if (documents.some((d) => IN_FLIGHT.includes(d.status))) return { status: 'in_progress', completedAt: null };
  // Every document was rejected or quarantined: the client must upload again.
  if (documents.length) return { status: 'error', completedAt: null };
  return { status: 'not_started', completedAt: null };
}

export function deriveApplicationStatus(facts: ApplicationFacts): ApplicationStatusView {
  const steps: Record<ApplicationStepKey, { status: ApplicationStepStatus; completedAt: string | null }> = {
    verification: {
      status: ({ verified: 'complete', code_sent: 'in_progress', skipped: 'pending', unverified: 'not_started' } as const)[facts.verification.status],
      completedAt: facts.verification.status === 'verified' ? facts.verification.verifiedAt : null,
    },
    personal_info: {
      status: ({ complete: 'complete', partial: 'in_progress', none: 'not_started' } as const)[facts.personalInfo.state],
      completedAt: facts.personalInfo.state === 'complete' ? facts.personalInfo.savedAt : null,
    },
    documents: documentsStep(facts.documents),
    credit_check: { status: facts.creditReports > 0 ? 'complete' : 'not_started', completedAt: null },
    decision: { status: 'not_started', completedAt: null },
  };
  const before = (['verification', 'personal_info', 'documents', 'credit_check'] as const).map((key) => steps[key].status);
  const readyForReview = before.every((status) => status === 'complete');
  steps.decision.status = readyForReview ? (facts.analyses > 0 ? 'complete' : 'in_review') : 'not_started';

  let status: ApplicationStatus = 'not_started';
  if (steps.decision.status === 'complete') status = 'complete';
  else if (readyForReview) status = 'in_review';
  else if (APPLICATION_STEPS.some((key) => steps[key].status !== 'not_started')) status = 'in_progress';

  return {
    applicationId: applicationId(facts.userId),
    status,
    steps: APPLICATION_STEPS.map((key) => ({ key, label: applicationMessages.steps[key], ...steps[key] })),
    startedAt: facts.startedAt,
  };
}
