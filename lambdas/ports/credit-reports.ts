import type { CreditFile, CreditReportView, ScoreHistoryPoint } from '../contract/credit.js';
import type { Page } from './page.js';

/**
 * Credit reports. The bureau provider (a real one such as Array or Bloom Credit, or the
 * deterministic sandbox locally) returns a tri-bureau MISMO credit response (2.3.1/2.4 or 3.4); the provider's adapter
 * keeps the raw text and maps it, with the one mapper for that shape, into our `CreditFile`.
 * Errors: `CreditFileFrozen`, `NoCreditFile` and `BureauProviderUnavailable` (lambdas/errors.ts), never the provider's own.
 */

/** Who to pull. The SSN goes to the provider and nowhere else: not stored, not logged, not returned. */
export interface PullSubject {
  firstName: string;
  lastName: string;
  ssn: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  address: { street: string; city: string; state: string; zipCode: string };
}

export interface ProviderReport {
  /** The provider's response as received (MISMO XML), kept encrypted in S3. */
  raw: string;
  rawContentType: string;
  /** The same response, normalised. */
  file: CreditFile;
  /**
   * The provider's handle on the enrolled consumer, for monthly monitoring refreshes without the SSN
   * (providers enrol the consumer on the first pull). Opaque; contains no SSN, not even hashed.
   */
  monitoringReference: string;
}

export interface BureauProvider {
  /** 'sandbox', 'array', 'bloom'... (shown nowhere but the stored report). */
  readonly name: string;
  /** True for the sandbox (the modal shows the sandbox notice). */
  readonly sandbox: boolean;
  /** The consumer's file as of `asOf` (ISO 8601 UTC, the caller's clock), after their written instruction was recorded. */
  pull(subject: PullSubject, asOf: string): Promise<ProviderReport>;
  /** A monitoring refresh of an enrolled consumer's file as of `asOf` (ISO 8601 UTC). */
  refresh(monitoringReference: string, asOf: string): Promise<ProviderReport>;
  /**
   * Ends the consumer's monitoring at the provider (the account is deleted): the provider stops pulling their
   * file and forgets the enrolment, as of `at` (ISO 8601 UTC). Safe to repeat; an enrolment the provider no longer
   * knows is not an error.
   */
  endMonitoring(monitoringReference: string, at: string): Promise<void>;
}

/** The written instruction (FCRA §604(a)(2)), recorded before the pull and kept as evidence. */
export interface CreditConsentRecord {
  id: string;
  userId: string;
  consentVersion: string;
  consentText: string;
  /** ISO 8601 UTC. */
  givenAt: string;
  /** The client's address as the security issue defines it (the API's source IP, not a header). */
  ipAddress: string;
  userAgent: string;
  /** The SSN's last four digits (the most that is kept). */
  ssnLast4: string;
  /**
   * The pull time (ISO 8601 UTC) of the report named after this instruction (report id = instruction id), written with
   * the report in one write, so the report's key can be read back (a retry finds a kept report with one GetItem) and no
   * instruction ever names two. Absent (or null) until its report is kept.
   */
  reportPulledAt?: string | null;
  /**
   * ISO 8601 UTC: when the pull this instruction authorised finished. Absent (or null) while pending: a retry of the
   * failed pull reuses it instead of recording another.
   */
  completedAt?: string | null;
}

/** One pull as the table keeps it: the dashboard's view and the scores for the history chart; the files are in S3. */
export interface StoredCreditReport {
  id: string;
  userId: string;
  /** ISO 8601 UTC. */
  pulledAt: string;
  provider: string;
  sandbox: boolean;
  /** 'pull' (the client authorised it) or 'monitoring' (the monthly refresh). */
  source: 'pull' | 'monitoring';
  consentId: string;
  view: CreditReportView;
  scores: ScoreHistoryPoint['scores'];
  /** S3 keys under the user's prefix: the raw response and the normalised `CreditFile` (JSON). */
  rawKey: string;
  fileKey: string;
  /**
   * A client's pull only: the provider's handle it answered with (`ProviderReport.monitoringReference`), so a retry
   * that finds this report stored enrols the client without calling the provider again. Null on monitoring refreshes.
   */
  monitoringReference?: string | null;
}

/** The client's monitoring enrolment (one `CREDIT_MONITOR` item while enrolled): what the monthly job refreshes. */
export interface CreditMonitorEnrolment {
  userId: string;
  /** The provider that enrolled the consumer (`BureauProvider.name`). */
  provider: string;
  /** `ProviderReport.monitoringReference`: opaque, without any SSN. */
  monitoringReference: string;
  /** The written instruction the enrolment rests on. */
  consentId: string;
  /** ISO 8601 UTC. */
  enrolledAt: string;
  /** ISO 8601 UTC of the last monitoring refresh; null until the first. */
  lastRefreshAt: string | null;
}

/**
 * Credit reports, written instructions and the monitoring enrolment in the user's collection
 * (docs/data-model.md, "Credit"). Reports are listed oldest first (the history chart's order).
 */
export interface CreditReportsRepository {
  /**
   * Keeps a report (a new id). A client's pull passes the instruction it is named after (report id = instruction id):
   * the report and, on the instruction, `reportPulledAt` in one transaction, on the condition that the instruction names
   * no report yet, so a second attempt at the same pull (two presses at once) cannot keep a second report: `Conflict`.
   */
  put(report: StoredCreditReport, instruction?: Pick<CreditConsentRecord, 'givenAt'>): Promise<void>;
  /** Every pull of the user, oldest first. */
  list(userId: string): Promise<StoredCreditReport[]>;
  /** The newest pull, or undefined before the first. */
  latest(userId: string): Promise<StoredCreditReport | undefined>;
  /** Deletes every report item of the user (not the consents); returns how many. Safe to repeat. */
  deleteAll(userId: string): Promise<number>;
  /** Records a written instruction (kept until the account is deleted; a reset keeps it). */
  recordConsent(record: CreditConsentRecord): Promise<void>;
  /** The user's written instructions, oldest first. */
  listConsents(userId: string): Promise<CreditConsentRecord[]>;
  /** The user's newest written instruction, or undefined before the first. */
  latestConsent(userId: string): Promise<CreditConsentRecord | undefined>;
  /** The report named after the instruction (by its `reportPulledAt`), or undefined while it names none. */
  reportOf(consent: Pick<CreditConsentRecord, 'userId' | 'id' | 'reportPulledAt'>): Promise<StoredCreditReport | undefined>;
  /** Records on the instruction that the pull it authorised finished at `at` (ISO 8601 UTC). Safe to repeat. */
  completeConsent(consent: Pick<CreditConsentRecord, 'userId' | 'id' | 'givenAt'>, at: string): Promise<void>;
  getMonitor(userId: string): Promise<CreditMonitorEnrolment | undefined>;
  putMonitor(enrolment: CreditMonitorEnrolment): Promise<void>;
  /**
   * Claims this month's refresh for one worker until `until`: false when the enrolment ended, was refreshed
   * since `seenLastRefreshAt`, or another worker's claim is running (a queue message delivered again).
   */
  claimRefresh(userId: string, seenLastRefreshAt: string | null, now: string, until: string): Promise<boolean>;
  /** Ends the claim made `until` then (a failed worker lets the queue's next delivery refresh at once). Safe to repeat. */
  releaseRefresh(userId: string, until: string): Promise<void>;
  /** Records a monitoring refresh on the enrolment; does nothing if it ended meanwhile (a reset while the job ran must not re-enrol). */
  markRefreshed(userId: string, at: string): Promise<void>;
  /** Ends the enrolment. Safe to repeat. */
  deleteMonitor(userId: string): Promise<void>;
  /**
   * Records that the client's credit data (reports, analyses, letters, bank data) was used at `at` (ISO 8601 UTC): a
   * pull, a monitoring refresh, a bank sync. Only a later time moves it. The retention job lists by it.
   */
  markUse(userId: string, at: string): Promise<void>;
  /** The users whose credit data was last used before `cutoff`, oldest first (GSI3, no Scan), for the retention job. */
  listUnusedSince(cutoff: string, limit: number, after?: Record<string, unknown>): Promise<Page<string>>;
  /** Forgets the last use (the data it stood for is gone). Safe to repeat. */
  deleteUse(userId: string): Promise<void>;
  /** The enrolled users' ids, a page at a time (GSI2, no Scan), for the monitoring job's fan-out. */
  listMonitored(limit: number, after?: Record<string, unknown>): Promise<Page<string>>;
}
