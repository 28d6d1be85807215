/**
 * The analysis area's texts and plain constants, without zod: server code that needs only them bundles no
 * schema. contract/analysis.ts re-exports every one of them.
 */

/** The stages an analysis run goes through, in order (its progress; the panel names each). */
export const ANALYSIS_STAGES = ['queued', 'reading_report', 'checking_rules', 'building_plan', 'writing_narrative', 'done', 'failed'] as const;

/** The `CreditFile` fields evidence names, in words (the panel's "What the bureaus report" table). */
export const evidenceFieldLabels: Record<string, string> = {
  accountStatus: 'Status',
  lateCount: 'Late payments',
  balanceCents: 'Balance',
  pastDueCents: 'Past due',
  open: 'Open or closed',
  dateOpened: 'Date opened',
  dateClosed: 'Date closed',
  dateFirstDelinquency: 'Date of first delinquency',
  paymentHistory: 'Payment history',
  originalCreditor: 'Original creditor',
  complianceConditionCode: 'Dispute flag',
  creditLimitCents: 'Credit limit',
  ecoaCode: 'Whose account',
  consumerInformationIndicator: 'Bankruptcy indicator',
  soldTo: 'Sold or transferred to',
  birthDates: 'Date of birth',
  ssnVariations: 'Social Security number',
  deceased: 'Deceased indicator',
  medical: 'Medical debt',
  highCreditCents: 'Original amount',
  chargeOffCents: 'Charge-off amount',
  dateFiled: 'Date filed',
  names: 'Name',
  addresses: 'Address',
  employers: 'Employer',
  inquiries: 'Inquiry',
  tradelines: 'Accounts',
  scores: 'Score',
};

export const analysisMessages = {
  // Spec, word for word, except "AI": the analysis is rules, not a model, so it is not called AI.
  aiAnalysis: 'Credit Analysis',
  actionPlan: 'Personalized Action Plan',
  expectedTimeline: 'Expected Timeline',
  readyBanner: 'Ready to improve your credit?',
  getStarted: 'Get Started',
  refresh: 'Refresh Analysis',
  analyzing: 'Analyzing...',
  failed: 'Failed to generate recommendations. Please try again.',
  generated: 'Recommendations generated successfully!',
  unlockStep: 'Unlock Credit Recommendations',
  // Ours.
  estimateNote:
    'An estimate, not a promise: each bureau decides its own investigation, and scoring models weigh your whole file. A range counts only the disputes to that bureau about items your report proves wrong or you told us are wrong.',
  disputeThis: 'Dispute this item',
  noFindings: 'We found nothing on your report to dispute or fix right now.',
  needsReport: 'Authorize a credit pull first: the analysis reads your credit report.',
  obsolescenceTitle: 'When negative items must leave your report',
  runNotFound: 'This analysis run was not found. Please start the analysis again.',
  findingNotFound: 'This item is not in your latest analysis. Refresh the analysis and try again.',
  recognise: 'Yes, this is mine',
  notRecognise: 'No, I do not recognise it',
  answeredOn: (date: string, wording: string) => `You answered on ${date}: "${wording}"`,
  confirmBeforeDispute: 'Tell us first whether this item is accurate: only an item you say is wrong can be disputed.',
  notDisputable: 'This item of your analysis is not something to dispute with the bureaus.',
  evidenceTitle: 'What the bureaus report',
  projectedLabel: 'Estimated score ranges if the bureaus correct what you dispute',
  panelTitle: 'Credit Recommendations',
  noAnalysis: 'No analysis yet. Refresh Analysis reads your latest credit report.',
  bureauRange: (bureauName: string, score: number, low: number, high: number, disputes: number) =>
    disputes === 0
      ? `${bureauName}: ${score} now, no dispute to this bureau yet`
      : `${bureauName}: ${score} now, estimated ${low}-${high} (${disputes === 1 ? '1 dispute' : `${disputes} disputes`})`,
  noProjection: 'No projection: the bureaus gave no score for your file yet.',
  refreshForRanges: 'Refresh the analysis to see an estimated range for each bureau.',
  priorities: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  askRecognise: 'Do you recognise this?',
  overdueBadge: 'Past its date',
  overallLine: 'All cards',
  utilizationTitle: 'Card utilization',
  stages: {
    queued: 'Starting…',
    reading_report: 'Reading your credit report…',
    checking_rules: 'Checking every account against the reporting rules…',
    building_plan: 'Building your action plan…',
    writing_narrative: 'Writing your summary…',
    done: 'Done',
    failed: 'Failed',
  } satisfies Record<(typeof ANALYSIS_STAGES)[number], string>,
} as const;
