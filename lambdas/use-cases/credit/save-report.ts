import { buildReportView, scoresOf } from '../../domain/credit-report.js';
import { creditObjectKeys } from '../../domain/credit-files.js';
import { redactCreditResponse } from '../../domain/redact-credit-response.js';
import type { IdentityMismatch } from '../../contract/identity.js';
import type { CreditReportsRepository, ProviderReport, StoredCreditReport } from '../../ports/credit-reports.js';
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
 * dashboard's view, computed against the previous pull's scores. The objects are written first, so an
 * item never points at a file that is not there. The raw response is kept without its SSNs and full
 * account numbers (domain/redact-credit-response.ts); the view carries the identity check's mismatches. The
 * scores then move the public figures' counters.
 */
export async function saveReport(
  deps: SaveReportDeps,
  input: { userId: string; report: ProviderReport; source: StoredCreditReport['source']; consentId: string; identityMismatches?: IdentityMismatch[] },
): Promise<StoredCreditReport> {
  const { userId, report } = input;
  const id = deps.newId();
  const objects = creditObjectKeys(userId, id);
  const previous = await deps.creditReports.latest(userId);
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
  };
  await deps.creditReports.put(stored);
  // A pull or a refresh is a use of the client's credit data: retention counts two years from the last one.
  await deps.creditReports.markUse(userId, stored.pulledAt);
  // A file that names someone else (the identity check) is no client's journey.
  if (!input.identityMismatches?.length) await deps.figures.recordScores(userId, stored.scores, stored.pulledAt);
  return stored;
}

