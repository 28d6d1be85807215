import type { OtpState } from '../domain/otp.js';
import type { StoredBankItem, StoredInsights } from './bank-data.js';
import type { StoredCreditReport } from './credit-reports.js';
import type { SubscriptionState } from '../domain/subscription.js';
import type { StoredDocument } from './documents.js';
import type { StoredNotification } from './notifications.js';
import type { StoredClient, StoredProfile } from './profile.js';
import type { AgreementSignature } from './subscriptions.js';
import type { VerificationRecord } from './verification.js';
import type { IdentityRecord, StoredIdentityReview } from './identity.js';

/** The user's whole item collection, typed: what `GET /api/dashboard` is built from. */
export interface UserCollection {
  profile: StoredProfile | undefined;
  client: StoredClient | undefined;
  subscription: SubscriptionState | undefined;
  verification: VerificationRecord | undefined;
  otp: OtpState | undefined;
  /** Newest first. */
  documents: StoredDocument[];
  /** Newest first. */
  notifications: StoredNotification[];
  /** Signed service agreements, newest first. */
  agreements: AgreementSignature[];
  /** Credit reports (`CREDIT#`), oldest first: the latest view, the score history, onboarding step 4. */
  creditReports: StoredCreditReport[];
  /** Analysis items (`ANALYSIS#`): onboarding step 5 counts them. */
  analyses: number;
  /** The connected bank and the insights of its last sync, when there is one. */
  bank: { item: StoredBankItem; insights: StoredInsights } | undefined;
  /** The verified identity, once staff confirmed an ID against the profile. */
  identity: IdentityRecord | undefined;
  /** Its staff reviews (change requests, bureau mismatches), in sort-key order. */
  identityReviews: StoredIdentityReview[];
}

export interface DashboardReader {
  /** ONE Query over `USER#<id>` (page after page only past 1 MB). */
  read(userId: string): Promise<UserCollection>;
}
