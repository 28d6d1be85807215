import type { FindingRule } from '../../contract/analysis.js';
import { authorizedUserAccount } from './rules/authorized-user.js';
import { balanceAfterBankruptcy, balanceOnPaidAccount, balanceOnTransferredAccount, cardWithoutLimit, lateAfterClosure, pastDueOnCurrentAccount } from './rules/balances.js';
import { crossBureauMismatch } from './rules/cross-bureau.js';
import { staleDisputeFlag } from './rules/dispute-flag.js';
import { duplicateDebt } from './rules/duplicates.js';
import { mixedFile, unrecognisedPersonalInfo } from './rules/identity.js';
import { recentHardInquiries, unrecognisedInquiry } from './rules/inquiries.js';
import { medicalCollectionNotReportable } from './rules/medical.js';
import { derogatoryWithoutDofd, obsoleteNegative } from './rules/obsolescence.js';
import { reagedByCollector, reagedDelinquency } from './rules/reaging.js';
import type { Rule } from './rules/shared.js';
import { thinFile } from './rules/thin-file.js';
import { highUtilization } from './rules/utilization.js';

/**
 * The analysis rules, pure functions over the normalised `CreditFile`, one family per module under rules/. Each
 * finding names its rule, the report lines it rests on (evidence) and why; it asserts a dispute only where the file
 * proves the error, and otherwise asks the client (rules/shared.ts). The legal grounds are in docs/analysis.md.
 */

export type { AnalysisInput, DraftFinding, Rule } from './rules/shared.js';
export { obsolescence } from './rules/obsolescence.js';
export { hardInquiries, INQUIRY_REPORTING_MONTHS, INQUIRY_SCORING_MONTHS } from './rules/inquiries.js';
export { payDownTo, utilization, UTILIZATION_HIGH, UTILIZATION_IDEAL } from './rules/utilization.js';

/** Every rule, in the order the analysis checks them (the run's progress counts them). */
export const RULES: readonly { rule: FindingRule; check: Rule }[] = [
  { rule: 'obsolete_negative', check: obsoleteNegative },
  { rule: 'cross_bureau_mismatch', check: crossBureauMismatch },
  { rule: 'reaged_delinquency', check: reagedDelinquency },
  { rule: 'balance_on_paid_account', check: balanceOnPaidAccount },
  { rule: 'past_due_on_current_account', check: pastDueOnCurrentAccount },
  { rule: 'late_after_closure', check: lateAfterClosure },
  { rule: 'duplicate_debt', check: duplicateDebt },
  { rule: 'unrecognised_personal_info', check: unrecognisedPersonalInfo },
  { rule: 'unrecognised_inquiry', check: unrecognisedInquiry },
  { rule: 'stale_dispute_flag', check: staleDisputeFlag },
  { rule: 'high_utilization', check: highUtilization },
  { rule: 'thin_file', check: thinFile },
  { rule: 'recent_hard_inquiries', check: recentHardInquiries },
  { rule: 'derogatory_without_dofd', check: derogatoryWithoutDofd },
  { rule: 'reaged_by_collector', check: reagedByCollector },
  { rule: 'mixed_file', check: mixedFile },
  { rule: 'authorized_user_account', check: authorizedUserAccount },
  { rule: 'card_without_limit', check: cardWithoutLimit },
  { rule: 'balance_after_bankruptcy', check: balanceAfterBankruptcy },
  { rule: 'balance_on_transferred_account', check: balanceOnTransferredAccount },
  { rule: 'medical_collection_not_reportable', check: medicalCollectionNotReportable },
];
