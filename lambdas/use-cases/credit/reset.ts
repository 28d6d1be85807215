import { creditFilePrefix } from '../../domain/credit-files.js';
import type { AnalysesRepository } from '../../ports/analyses.js';
import type { BureauProvider, CreditReportsRepository } from '../../ports/credit-reports.js';
import type { Files } from '../../ports/files.js';

/**
 * `POST /api/credit/reset`: the caller's reports (items and S3 objects), score history, monitoring
 * enrolment and analyses are deleted; their written instructions stay (evidence, kept until the account
 * is deleted). Monitoring is ended at the bureau provider first (else it keeps pulling the file every month),
 * then the enrolment, so the monthly job cannot add a report meanwhile. Every step is safe to repeat.
 */
export async function resetCredit(
  deps: {
    creditReports: Pick<CreditReportsRepository, 'deleteAll' | 'deleteMonitor' | 'getMonitor' | 'deleteUse'>;
    bureau: Pick<BureauProvider, 'endMonitoring'>;
    now: () => Date;
    analyses: Pick<AnalysesRepository, 'deleteAll'>;
    files: Pick<Files, 'deletePrefix'>;
  },
  userId: string,
): Promise<void> {
  const monitor = await deps.creditReports.getMonitor(userId);
  if (monitor) await deps.bureau.endMonitoring(monitor.monitoringReference, deps.now().toISOString());
  await deps.creditReports.deleteMonitor(userId);
  await deps.creditReports.deleteAll(userId);
  // Nothing is left for retention to count from.
  await deps.creditReports.deleteUse(userId);
  await deps.analyses.deleteAll(userId);
  await deps.files.deletePrefix(creditFilePrefix(userId));
}
