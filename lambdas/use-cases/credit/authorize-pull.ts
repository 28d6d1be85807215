import { CREDIT_PULL_CONSENT, creditMessages, mismatchLines } from '../../contract/credit-messages.js';
import { creditFile, type CreditFile, type CreditPullRequest, type CreditReportView } from '../../contract/credit.js';
import { identityMessages } from '../../contract/identity-messages.js';
import type { IdentityFields } from '../../contract/identity.js';
import { pendingInstruction } from '../../domain/credit-instruction.js';
import { compareIdentity, pullSubject, splitName } from '../../domain/identity.js';
import { Invalid, PullNotAllowedYet } from '../../errors.js';
import type { BureauProvider, CreditConsentRecord, CreditReportsRepository, StoredCreditReport } from '../../ports/credit-reports.js';
import type { Files } from '../../ports/files.js';
import type { PublicFiguresStore } from '../../ports/public-figures.js';
import type { IdentityRepository } from '../../ports/identity.js';
import type { NotificationsRepository } from '../../ports/notifications.js';
import type { ProfileRepository } from '../../ports/profile.js';
import type { VerificationRepository } from '../../ports/verification.js';
import { alertReinsertions, type ReinsertionDeps } from '../disputes/reinsertion.js';
import { recordReportUse, saveReport } from './save-report.js';

/** The pull, and the dispute items it shows reinserted (use-cases/disputes/reinsertion.ts). */
export interface AuthorizePullDeps extends ReinsertionDeps {
  creditReports: Pick<CreditReportsRepository, 'recordConsent' | 'latestConsent' | 'reportOf' | 'completeConsent' | 'latest' | 'put' | 'putMonitor' | 'markUse'>;
  files: Pick<Files, 'put' | 'read'>;
  bureau: BureauProvider;
  profiles: Pick<ProfileRepository, 'get'>;
  verification: Pick<VerificationRepository, 'get'>;
  identity: Pick<IdentityRepository, 'get' | 'lock' | 'putReview' | 'getReview'>;
  notifications: Pick<NotificationsRepository, 'add'>;
  newId: () => string;
  figures: Pick<PublicFiguresStore, 'recordScores'>;
}

/** Where the instruction came from: the client's address as the security issue defines it, and the browser. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** A pull's report as stored, with what the steps after it need: the file and the provider's monitoring handle. */
interface KeptPull {
  stored: StoredCreditReport;
  file: CreditFile;
  monitoringReference: string;
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
 *
 * A retry converges (docs/reliability.md): the report and its files are named after the instruction, and the
 * instruction is marked complete last. Pressing again after a failure, within the hour, with the same version and
 * SSN, reuses the pending instruction; if its report is already stored, the provider is not called again and the
 * steps after the report are finished from it (each is safe to repeat). After a complete pull, a pull is new.
 */
export async function authorizePull(deps: AuthorizePullDeps, userId: string, request: CreditPullRequest, origin: RequestOrigin): Promise<CreditReportView> {
  if (request.consentVersion !== CREDIT_PULL_CONSENT.version) {
    throw new Invalid(creditMessages.consentOutdated, { consentVersion: creditMessages.consentOutdated });
  }
  const [{ profile }, { record: verification }, identityRecord, latestInstruction] = await Promise.all([
    deps.profiles.get(userId),
    deps.verification.get(userId),
    deps.identity.get(userId),
    deps.creditReports.latestConsent(userId),
  ]);
  const subject = pullSubject({ phoneVerified: Boolean(verification?.verifiedAt), profile, identity: identityRecord });
  if (!subject.ready) throw new PullNotAllowedYet(subject.missing[0]!);
  const identity = subject.identity;
  const ssnLast4 = request.ssn.slice(-4);

  const pending = pendingInstruction(latestInstruction, { consentVersion: CREDIT_PULL_CONSENT.version, ssnLast4 }, deps.now());
  // The provider is paid per pull: a report already kept for this instruction is finished, not pulled again.
  const kept = pending?.reportPulledAt ? await deps.creditReports.reportOf(pending) : undefined;
  // An instruction whose report was kept and then deleted (a reset since) has had its pull.
  const reused = pending && (!pending.reportPulledAt || kept) ? pending : undefined;
  const consent: CreditConsentRecord = reused ?? {
    id: deps.newId(),
    userId,
    consentVersion: CREDIT_PULL_CONSENT.version,
    consentText: CREDIT_PULL_CONSENT.text,
    givenAt: deps.now().toISOString(),
    ipAddress: origin.ip,
    userAgent: origin.userAgent,
    ssnLast4,
  };
  if (!reused) await deps.creditReports.recordConsent(consent);

  const { stored, file, monitoringReference } = kept ? await finishKept(deps, kept) : await pullAndSave(deps, userId, request, identity, consent);
  if (!subject.locked) await deps.identity.lock(userId, identity, stored.pulledAt);

  const identityMismatches = stored.view.identityMismatches ?? [];
  if (identityMismatches.length > 0) {
    // Someone else's data, or a mixed file: staff look at it with the client before anything reads it. The case is
    // named after the report, so a retry opens it once.
    if (!kept || !(await deps.identity.getReview(userId, stored.id))) {
      await deps.identity.putReview({
        id: stored.id,
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
    }
    await deps.notifications.add(userId, {
      kind: 'identity_review',
      title: identityMessages.mismatchNoteTitle,
      body: [identityMessages.mismatchClient, ...mismatchLines(identityMismatches)].join(' '),
    });
  } else {
    // A deleted dispute item on the new file is a reinsertion (FCRA §611(a)(5)(B)): the bell tells the client, who is here.
    await alertReinsertions(deps, userId, file);
    await deps.creditReports.putMonitor({
      userId,
      provider: deps.bureau.name,
      monitoringReference,
      consentId: consent.id,
      enrolledAt: stored.pulledAt,
      lastRefreshAt: null,
    });
  }
  // Last: from now on the instruction has had its pull, and pressing again is a new request with its own.
  await deps.creditReports.completeConsent(consent, deps.now().toISOString());
  return stored.view;
}

/** The pull itself, kept under the instruction's id (the report and its two files). */
async function pullAndSave(deps: AuthorizePullDeps, userId: string, request: CreditPullRequest, identity: IdentityFields, consent: CreditConsentRecord): Promise<KeptPull> {
  // The provider's own errors are replaced by typed ones in its adapter (adapters/bureau.ts), its text with them.
  const report = await deps.bureau.pull({
    ...splitName(identity.fullName),
    ssn: request.ssn,
    dateOfBirth: identity.dateOfBirth,
    address: { street: identity.street, city: identity.city, state: identity.state, zipCode: identity.zipCode },
  }, deps.now().toISOString());
  const identityMismatches = compareIdentity(report.file, identity, consent.ssnLast4);
  const stored = await saveReport(deps, { userId, report, source: 'pull', consentId: consent.id, instruction: consent, identityMismatches });
  return { stored, file: report.file, monitoringReference: report.monitoringReference };
}

/** A report an earlier attempt kept: its file read back, and what saving it moves recorded again (a no-op if it was). */
async function finishKept(deps: AuthorizePullDeps, stored: StoredCreditReport): Promise<KeptPull> {
  if (!stored.monitoringReference) throw new Error('A kept pull has no monitoring reference');
  const file = creditFile.parse(JSON.parse(new TextDecoder().decode(await deps.files.read(stored.fileKey))));
  await recordReportUse(deps, stored);
  return { stored, file, monitoringReference: stored.monitoringReference };
}
