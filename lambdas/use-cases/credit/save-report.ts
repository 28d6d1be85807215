import { buildReportView, scoresOf } from '../../domain/credit-report.js';
import { creditObjectKeys } from '../../domain/credit-files.js';
import { redactCreditResponse } from '../../domain/redact-credit-response.js';
import type { IdentityMismatch } from '../../contract/identity.js';
import type { CreditConsentRecord, CreditReportsRepository, ProviderReport, StoredCreditReport } from '../../ports/credit-reports.js';
import type { Files } from '../../ports/files.js';
import type { PublicFiguresStore } from '../../ports/public-figures.js';

export interface SaveReportDeps {
  creditReports: Pick<CreditReportsRepository, 'latest' | 'put' | 'markUse'>;
  files: Pick<Files, 'put'>;
  bureau: { name: string; sandbox: boolean };
  newId: () => string;
  figures: Pick<PublicFiguresStore, 'recordScores'>;
}

/**
 * Keeps one pull (the client's own or a monitoring refresh): the provider's raw response and the
 * normalised file as two objects under the user's prefix (SSE-KMS), then the CREDIT# item with the
 * dashboard's view, computed against the previous pull's scores. The use is recorded first, then the
 * objects, so no object is outside the retention sweep and an item never points at a file that is not
 * there. The raw response is kept without its SSNs and full account numbers
 * (domain/redact-credit-response.ts); the view carries the identity check's mismatches. The scores then
 * move the public figures' counters.
 */
export async function saveReport(
  deps: SaveReportDeps,
  input: {
    userId: string;
    report: ProviderReport;
    source: StoredCreditReport['source'];
    consentId: string;
    identityMismatches?: IdentityMismatch[];
    /** A client's pull: the instruction it rests on, which names the report (report id = instruction id). */
    instruction?: Pick<CreditConsentRecord, 'id' | 'givenAt'>;
  },
): Promise<StoredCreditReport> {
  const { userId, report } = input;
  const id = input.instruction?.id ?? deps.newId();
  const objects = creditObjectKeys(userId, id);
  const previous = await deps.creditReports.latest(userId);
  // A pull or a refresh is a use of the client's credit data: retention counts two years from the last one. Recorded
  // before anything of it is kept, so whatever a failure leaves under the user's prefix is inside the retention sweep.
  await deps.creditReports.markUse(userId, report.file.pulledAt);
  await deps.files.put(objects.rawKey, redactCreditResponse(report.raw), report.rawContentType);
  await deps.files.put(objects.fileKey, JSON.stringify(report.file), 'application/json');
  const stored: StoredCreditReport = {
    id,
    userId,
    pulledAt: report.file.pulledAt,
    provider: report.file.provider,
    sandbox: deps.bureau.sandbox,
    source: input.source,
    consentId: input.consentId,
    view: {
      ...buildReportView({ id, file: report.file, previousScores: previous?.scores ?? null, sandbox: deps.bureau.sandbox }),
      ...(input.identityMismatches?.length ? { identityMismatches: input.identityMismatches } : {}),
    },
    scores: scoresOf(report.file),
    ...objects,
    ...(input.source === 'pull' ? { monitoringReference: report.monitoringReference } : {}),
  };
  await deps.creditReports.put(stored, input.instruction);
  await recordScores(deps, stored);
  return stored;
}

/**
 * What a stored report moves: the credit data's last use and the public figures' counters. Both are keyed on the
 * report's pull time, so running this again for the same report (a retry that found it stored) changes nothing.
 */
export async function recordReportUse(deps: Pick<SaveReportDeps, 'creditReports' | 'figures'>, stored: StoredCreditReport): Promise<void> {
  await deps.creditReports.markUse(stored.userId, stored.pulledAt);
  await recordScores(deps, stored);
}

async function recordScores(deps: Pick<SaveReportDeps, 'figures'>, stored: StoredCreditReport): Promise<void> {
  // A file that names someone else (the identity check) is no client's journey.
  if (!stored.view.identityMismatches?.length) await deps.figures.recordScores(stored.userId, stored.scores, stored.pulledAt);
}

