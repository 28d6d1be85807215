import type { Bureau, CreditFile, CreditReportView, ScoreHistoryPoint } from '../../contract/credit.js';
import { creditObjectKeys } from '../../domain/credit-files.js';
import type { CreditReportsRepository, ProviderReport, StoredCreditReport } from '../../ports/credit-reports.js';
import type { Files } from '../../ports/files.js';

export interface SaveReportDeps {
  creditReports: Pick<CreditReportsRepository, 'latest' | 'put'>;
  files: Pick<Files, 'put'>;
  bureau: { name: string; sandbox: boolean };
  newId: () => string;
}

/**
 * Keeps one pull (the client's own or a monitoring refresh): the provider's raw response and the
 * normalised file as two objects under the user's prefix (SSE-KMS), then the CREDIT# item with the
 * dashboard's view, computed against the previous pull's scores. The objects are written first, so an
 * item never points at a file that is not there.
 */
export async function saveReport(
  deps: SaveReportDeps,
  input: { userId: string; report: ProviderReport; source: StoredCreditReport['source']; consentId: string },
): Promise<StoredCreditReport> {
  const { userId, report } = input;
  const id = deps.newId();
  const objects = creditObjectKeys(userId, id);
  const previous = await deps.creditReports.latest(userId);
  await deps.files.put(objects.rawKey, report.raw, report.rawContentType);
  await deps.files.put(objects.fileKey, JSON.stringify(report.file), 'application/json');
  const stored: StoredCreditReport = {
    id,
    userId,
    pulledAt: report.file.pulledAt,
    provider: report.file.provider,
    sandbox: deps.bureau.sandbox,
    source: input.source,
    consentId: input.consentId,
    view: buildReportView({ id, file: report.file, previousScores: previous?.scores ?? null, sandbox: deps.bureau.sandbox }),
    scores: scoresOf(report.file),
    ...objects,
  };
  await deps.creditReports.put(stored);
  return stored;
}

// Interim, until credit-core's lambdas/domain/credit-report.ts (buildReportView, scoresOf) is merged:
// the scores and bare bureau cards, so the storage can be exercised end to end.
function scoresOf(file: CreditFile): ScoreHistoryPoint['scores'] {
  const first = (b: Bureau) => file.scores.find((s) => s.bureau === b)?.value ?? null;
  return { equifax: first('equifax'), experian: first('experian'), transunion: first('transunion') };
}

function buildReportView(input: { id: string; file: CreditFile; previousScores: ScoreHistoryPoint['scores'] | null; sandbox: boolean }): CreditReportView {
  const { file } = input;
  const next = new Date(file.pulledAt);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return {
    id: input.id,
    pulledAt: file.pulledAt,
    provider: file.provider,
    sandbox: input.sandbox,
    bureaus: file.bureaus.map(({ bureau, outcome }) => {
      const score = file.scores.find((s) => s.bureau === bureau);
      const previous = input.previousScores?.[bureau];
      return {
        bureau,
        outcome,
        score: score ? { model: score.model, value: score.value, min: score.range.min, max: score.range.max } : null,
        pointsDifference: score && previous != null ? score.value - previous : null,
        rating: null,
        lastUpdated: file.pulledAt,
        nextUpdate: next.toISOString(),
        availableCreditCents: 0,
        oldestCreditLine: null,
        recentInquiries: 0,
        openAccounts: 0,
      };
    }),
    factors: [],
    accounts: [],
  };
}
