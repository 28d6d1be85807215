// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { adminMessages } from './messages.js';
import { TIERS } from './plans.js';
import { scoreHistoryPoint } from './credit.js';
import { onboardingView } from './dashboard.js';
import { disputeView } from './disputes.js';
import { documentView, type DocumentStatus } from './documents.js';
import { threadResponse } from './secure-messages.js';

/**
 * `GET /api/admin/clients/{userId}`: one client on one page for the admin's Clients tab:
 * onboarding progress, documents with their status, the latest scores per bureau, disputes with their
 * per-bureau due dates, and the plan. Each opening is audit-logged (`client.view`).
 */
export const clientViewParams = z.object({ userId: pathId(128, adminMessages.invalidUserId) });

export const clientViewDispute = disputeView.pick({ id: true, accountName: true, reason: true, status: true, createdAt: true, earliestSendDate: true, items: true });
export type ClientViewDispute = z.infer<typeof clientViewDispute>;

export const clientViewPlan = z.object({
  tier: z.enum(TIERS).nullable(),
  planName: z.string().nullable(),
  status: z.string(),
  active: z.boolean(),
  startedAt: z.string().nullable(),
  /** Monthly plans: when the current period ends. */
  currentPeriodEnd: z.string().nullable(),
});

export const clientViewResponse = z.object({
  client: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable(), createdAt: z.iso.datetime() }),
  onboarding: onboardingView,
  /** Newest first. */
  documents: z.array(documentView),
  /** The latest pull's score per bureau (null where the bureau gave none); null before the first pull. */
  latestScores: scoreHistoryPoint.nullable(),
  /** Newest first. */
  disputes: z.array(clientViewDispute),
  /** Null when the client never bought a plan. */
  plan: clientViewPlan.nullable(),
});
export type ClientViewResponse = z.infer<typeof clientViewResponse>;

export const clientViewMessages = {
  view: 'View',
  open: (name: string) => `View ${name}`,
  title: (name: string) => `Client: ${name}`,
  loading: 'Loading the client',
  loadFailed: 'Failed to load the client',
  onboarding: 'Onboarding',
  documents: 'Documents',
  scores: 'Latest scores',
  disputes: 'Disputes',
  plan: 'Plan',
  noDocuments: 'No documents uploaded',
  noScores: 'No credit pull yet',
  noDisputes: 'No disputes filed',
  noPlan: 'No plan',
  pulledOn: (date: string) => `Pulled ${date}`,
  notSent: 'Not sent',
  due: (date: string) => `Due ${date}`,
  overdue: 'Overdue',
  activePlan: 'Active',
  inactivePlan: 'Not active',
  periodEnds: (date: string) => `Renews or ends ${date}`,
  since: (date: string) => `Since ${date}`,
  documentStatus: {
    uploading: 'Uploading',
    scanning: 'Scanning',
    pending_review: 'Pending review',
    verified: 'Verified',
    rejected: 'Rejected',
    quarantined: 'Quarantined',
  } satisfies Record<DocumentStatus, string>,
} as const;

/** A client's thread as a staff member reads it: the messages with the client's file beside them. */
export const staffThreadResponse = threadResponse.extend({ client: clientViewResponse });
export type StaffThreadResponse = z.infer<typeof staffThreadResponse>;
