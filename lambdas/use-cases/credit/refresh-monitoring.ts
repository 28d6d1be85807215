import { creditFile, type CreditFile } from '../../contract/credit.js';
import { compareFiles, creditAlertEmail, monitoringDue, type CreditChange } from '../../domain/credit-changes.js';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../domain/users.js';
import type { CreditMonitorEnrolment, StoredCreditReport } from '../../ports/credit-reports.js';
import type { Deps } from '../../ports/deps.js';
import { alertReinsertions } from '../disputes/reinsertion.js';
import { recordReportUse, saveReport } from './save-report.js';

/** How long one worker's claim on a client's refresh holds: the longest a Lambda runs. */
const REFRESH_CLAIM_SECONDS = 900;

/** Enrolled clients listed per page by the scheduler. */
export const MONITORING_PAGE_SIZE = 100;

export type MonitoringDeps = Pick<Deps, 'config' | 'users' | 'files' | 'entitlements' | 'notifications' | 'email' | 'creditReports' | 'bureau' | 'disputes' | 'figures' | 'now' | 'newId'>;

export type MonitoringOutcome =
  | { refreshed: false; reason: 'not enrolled' | 'plan without credit_monitoring' | 'not due' | 'refresh in progress' }
  | { refreshed: true; reportId: string; changes: CreditChange['kind'][] };

/**
 * The monthly refresh of one enrolled client (so the client hears when something changes): skipped
 * while their plan lacks credit_monitoring (the enrolment stays until a reset or the account's deletion)
 * and until the enrolment's next monthly anniversary after the last refresh (domain/credit-changes.ts), so the daily job and its retries are idempotent.
 * Otherwise the provider's refresh is saved as a 'monitoring' report, compared with the previous file,
 * and each change becomes a notification (the bell) and a line of one email; an item the client's dispute had
 * deleted that is back raises the reinsertion alert (use-cases/disputes/reinsertion.ts).
 * The refresh is recorded last: a retry after a failure finishes the saved report's alerts (it may repeat one, never lose one).
 */
export async function refreshMonitoring(deps: MonitoringDeps, userId: string): Promise<MonitoringOutcome> {
  const enrolment = await deps.creditReports.getMonitor(userId);
  if (!enrolment) return { refreshed: false, reason: 'not enrolled' };
  const access = await deps.entitlements.check(userId, 'credit_monitoring', { record: false });
  if (!access.hasAccess) return { refreshed: false, reason: 'plan without credit_monitoring' };
  const now = deps.now();
  const since = enrolment.lastRefreshAt ?? enrolment.enrolledAt;
  if (!monitoringDue(enrolment.enrolledAt, enrolment.lastRefreshAt, now)) return { refreshed: false, reason: 'not due' };
  // SQS may deliver this client's message again while it is being worked (after its visibility timeout): one
  // worker claims the month's refresh, so there is one report and one set of alerts. A claim of a worker that
  // died lapses after the longest a worker may run; the next day's job finishes its refresh.
  const until = new Date(now.getTime() + REFRESH_CLAIM_SECONDS * 1000).toISOString();
  if (!(await deps.creditReports.claimRefresh(userId, enrolment.lastRefreshAt, now.toISOString(), until))) return { refreshed: false, reason: 'refresh in progress' };

  try {
    return await refreshClaimed(deps, userId, now, since, enrolment);
  } finally {
    // Done or failed, the claim ends: a failure goes back to the queue, whose next delivery refreshes at once.
    await deps.creditReports.releaseRefresh(userId, until);
  }
}

async function refreshClaimed(deps: MonitoringDeps, userId: string, now: Date, since: string, enrolment: CreditMonitorEnrolment): Promise<MonitoringOutcome> {
  const reports = await deps.creditReports.list(userId);
  const last = reports.at(-1);
  let previous: StoredCreditReport | undefined;
  let stored: StoredCreditReport;
  let file: CreditFile;
  if (last && last.source === 'monitoring' && last.pulledAt > since) {
    // An earlier attempt saved this month's report and failed before recording the refresh: finish it, without a second
    // report. What saving it records after the write (its use, its anonymised scores) is recorded again: a no-op if it was.
    [previous, stored, file] = [reports.at(-2), last, await readFile(deps, last.fileKey)];
    await recordReportUse(deps, last);
  } else {
    const report = await deps.bureau.refresh(enrolment.monitoringReference, now.toISOString());
    stored = await saveReport(deps, { userId, report, source: 'monitoring', consentId: enrolment.consentId });
    [previous, file] = [last, report.file];
  }
  const changes = previous ? compareFiles(await readFile(deps, previous.fileKey), file) : [];
  await alert(deps, userId, changes);
  // A deleted dispute item on the new file is a reinsertion (FCRA §611(a)(5)(B)); flagged once, so a retry says nothing twice.
  await alertReinsertions(deps, userId, file, deps.email);
  await deps.creditReports.markRefreshed(userId, now.toISOString());
  return { refreshed: true, reportId: stored.id, changes: changes.map((c) => c.kind) };
}

async function readFile(deps: MonitoringDeps, key: string): Promise<CreditFile> {
  return creditFile.parse(JSON.parse(new TextDecoder().decode(await deps.files.read(key))));
}

async function alert(deps: MonitoringDeps, userId: string, changes: readonly CreditChange[]): Promise<void> {
  if (!changes.length) return;
  for (const change of changes) await deps.notifications.add(userId, { kind: 'credit_change', title: change.title, body: change.message });
  const user = await deps.users.getUser(userId);
  if (!user || !(user.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES).email) return;
  await deps.email.send(creditAlertEmail(user.email, user.fullName, changes, `${deps.config.publicUrl}/profile`));
}
