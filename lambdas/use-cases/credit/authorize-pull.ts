import { CREDIT_PULL_CONSENT, creditMessages, mismatchLines } from '../../contract/credit-messages.js';
import type { CreditPullRequest, CreditReportView } from '../../contract/credit.js';
import { identityMessages } from '../../contract/identity-messages.js';
import { compareIdentity, pullSubject, splitName } from '../../domain/identity.js';
import { Invalid, PullNotAllowedYet } from '../../errors.js';
import type { BureauProvider, CreditConsentRecord, CreditReportsRepository } from '../../ports/credit-reports.js';
import type { Files } from '../../ports/files.js';
import type { PublicFiguresStore } from '../../ports/public-figures.js';
import type { IdentityRepository } from '../../ports/identity.js';
import type { NotificationsRepository } from '../../ports/notifications.js';
import type { ProfileRepository } from '../../ports/profile.js';
import type { VerificationRepository } from '../../ports/verification.js';
import { alertReinsertions, type ReinsertionDeps } from '../disputes/reinsertion.js';
import { saveReport } from './save-report.js';

/** The pull, and the dispute items it shows reinserted (use-cases/disputes/reinsertion.ts). */
export interface AuthorizePullDeps extends ReinsertionDeps {
  creditReports: Pick<CreditReportsRepository, 'recordConsent' | 'latest' | 'put' | 'putMonitor' | 'markUse'>;
  files: Pick<Files, 'put'>;
  bureau: BureauProvider;
  profiles: Pick<ProfileRepository, 'get'>;
  verification: Pick<VerificationRepository, 'get'>;
  identity: Pick<IdentityRepository, 'get' | 'lock' | 'putReview'>;
  notifications: Pick<NotificationsRepository, 'add'>;
  newId: () => string;
  figures: Pick<PublicFiguresStore, 'recordScores'>;
}

/** Where the instruction came from: the client's address as the security issue defines it, and the browser. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/**
 * `POST /api/credit/pull`: the subject is the client's verified identity, never the request's (the
 * request carries only the SSN and the instruction). Refused before the onboarding order is done (phone
 * verified, ID verified by staff against the profile). Then records the client's written instruction
 * (FCRA §604(a)(2)) for the version they were shown, pulls, keeps the report, locks the identity, and
 * compares what each bureau returned with it: a mismatch keeps the report but stops there (no analysis,
 * no monitoring) and opens a case on the staff desk; otherwise the client is enrolled in monitoring.
 * The SSN goes into the provider's subject and nowhere else; the record keeps its last four digits. A
 * frozen or missing file (the provider's typed errors) leaves only the instruction behind.
 */
export async function authorizePull(deps: AuthorizePullDeps, userId: string, request: CreditPullRequest, origin: RequestOrigin): Promise<CreditReportView> {
  if (request.consentVersion !== CREDIT_PULL_CONSENT.version) {
    throw new Invalid(creditMessages.consentOutdated, { consentVersion: creditMessages.consentOutdated });
  }
  const [{ profile }, { record: verification }, identityRecord] = await Promise.all([
    deps.profiles.get(userId),
    deps.verification.get(userId),
    deps.identity.get(userId),
  ]);
  const subject = pullSubject({ phoneVerified: Boolean(verification?.verifiedAt), profile, identity: identityRecord });
  if (!subject.ready) throw new PullNotAllowedYet(subject.missing[0]!);
  const identity = subject.identity;
  const ssnLast4 = request.ssn.slice(-4);

  const consent: CreditConsentRecord = {
    id: deps.newId(),
    userId,
    consentVersion: CREDIT_PULL_CONSENT.version,
    consentText: CREDIT_PULL_CONSENT.text,
    givenAt: deps.now().toISOString(),
    ipAddress: origin.ip,
    userAgent: origin.userAgent,
    ssnLast4,
  };
  await deps.creditReports.recordConsent(consent);

  // The provider's own errors are replaced by typed ones in its adapter (adapters/bureau.ts), its text with them.
  const report = await deps.bureau.pull({
    ...splitName(identity.fullName),
    ssn: request.ssn,
    dateOfBirth: identity.dateOfBirth,
    address: { street: identity.street, city: identity.city, state: identity.state, zipCode: identity.zipCode },
  }, deps.now().toISOString());
  const identityMismatches = compareIdentity(report.file, identity, ssnLast4);
  const stored = await saveReport(deps, { userId, report, source: 'pull', consentId: consent.id, identityMismatches });
  if (!subject.locked) await deps.identity.lock(userId, identity, stored.pulledAt);

  if (identityMismatches.length > 0) {
    // Someone else's data, or a mixed file: staff look at it with the client before anything reads it.
    await deps.identity.putReview({
      id: deps.newId(),
      userId,
      kind: 'bureau_mismatch',
      status: 'pending',
      createdAt: deps.now().toISOString(),
      current: identity,
      requested: null,
      mismatches: identityMismatches,
      reportId: stored.id,
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });
    await deps.notifications.add(userId, {
      kind: 'identity_review',
      title: identityMessages.mismatchNoteTitle,
      body: [identityMessages.mismatchClient, ...mismatchLines(identityMismatches)].join(' '),
    });
    return stored.view;
  }
  // A deleted dispute item on the new file is a reinsertion (FCRA §611(a)(5)(B)): the bell tells the client, who is here.
  await alertReinsertions(deps, userId, report.file);
  await deps.creditReports.putMonitor({
    userId,
    provider: deps.bureau.name,
    monitoringReference: report.monitoringReference,
    consentId: consent.id,
    enrolledAt: stored.pulledAt,
    lastRefreshAt: null,
  });
  return stored.view;
}
