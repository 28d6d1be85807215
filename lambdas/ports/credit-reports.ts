/**
 * Home of credit reports (issue: credit): the bureau provider (MISMO 2.4 credit response; the
 * deterministic sandbox locally) and the summaries kept in the user's collection. Raw files go to
 * the bucket (SSE-KMS) through the `Files` port.
 */
export interface CreditReportSummary {
  id: string;
  userId: string;
  bureau: 'equifax' | 'experian' | 'transunion';
  /** ISO 8601 UTC. */
  pulledAt: string;
  score: number | null;
}

export interface BureauProvider {
  /** Pulls the consumer's file after their written instruction (FCRA §604(a)(2)); returns the raw response. */
  pull(input: { userId: string; consentVersion: string }): Promise<{ raw: string; summaries: CreditReportSummary[] }>;
}

export interface CreditReportsRepository {
  latest(userId: string): Promise<CreditReportSummary[]>;
  put(summary: CreditReportSummary): Promise<void>;
}
