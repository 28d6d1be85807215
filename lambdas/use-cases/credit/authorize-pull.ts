import { CREDIT_PULL_CONSENT, creditMessages, type CreditPullRequest, type CreditReportView } from '../../contract/credit.js';
import { AppError, BureauProviderUnavailable, Invalid } from '../../errors.js';
import type { BureauProvider, CreditConsentRecord, CreditReportsRepository } from '../../ports/credit-reports.js';
import type { Files } from '../../ports/files.js';
import type { PublicFiguresStore } from '../../ports/public-figures.js';
import { alertReinsertions, type ReinsertionDeps } from '../disputes/reinsertion.js';
import { saveReport } from './save-report.js';

/** The pull, and the dispute items it shows reinserted (use-cases/disputes/reinsertion.ts). */
export interface AuthorizePullDeps extends ReinsertionDeps {
  creditReports: Pick<CreditReportsRepository, 'recordConsent' | 'latest' | 'put' | 'putMonitor'>;
  files: Pick<Files, 'put'>;
  bureau: BureauProvider;
  newId: () => string;
  figures: Pick<PublicFiguresStore, 'recordScores'>;
}

/** Where the instruction came from: the client's address as the security issue defines it, and the browser. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/**
 * `POST /api/credit/pull`: records the client's written instruction (FCRA §604(a)(2)) for the version
 * they were shown, then pulls, keeps the report, and enrols the client in monitoring. The SSN goes into
 * the provider's subject and nowhere else; the record keeps its last four digits. A frozen or missing
 * file (the provider's typed errors) leaves only the instruction behind.
 */
export async function authorizePull(deps: AuthorizePullDeps, userId: string, request: CreditPullRequest, origin: RequestOrigin): Promise<CreditReportView> {
  if (request.consentVersion !== CREDIT_PULL_CONSENT.version) {
    throw new Invalid(creditMessages.consentOutdated, { consentVersion: creditMessages.consentOutdated });
  }
  const consent: CreditConsentRecord = {
    id: deps.newId(),
    userId,
    consentVersion: CREDIT_PULL_CONSENT.version,
    consentText: CREDIT_PULL_CONSENT.text,
    givenAt: deps.now().toISOString(),
    ipAddress: origin.ip,
    userAgent: origin.userAgent,
    ssnLast4: request.ssn.slice(-4),
  };
  await deps.creditReports.recordConsent(consent);

  const report = await deps.bureau
    .pull({
      firstName: request.firstName,
      lastName: request.lastName,
      ssn: request.ssn,
      dateOfBirth: request.dateOfBirth,
      address: { street: request.street, city: request.city, state: request.state, zipCode: request.zipCode },
    }, deps.now().toISOString())
    .catch((error: unknown) => {
      // The port's typed errors pass; anything else (a client library's error may quote the request,
      // SSN included) is replaced, so neither its text nor its stack reaches the log.
      throw error instanceof AppError ? error : new BureauProviderUnavailable();
    });
  const stored = await saveReport(deps, { userId, report, source: 'pull', consentId: consent.id });
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
