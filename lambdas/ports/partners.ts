/** A partner application's decisions. */
export interface PartnerDecisions {
  /** Moves partner_pending to partner with a new unique code; throws ReferralCodeTaken on a collision. Idempotent. */
  approvePartner(id: string, code: string, decision: { at: string; by: string }): Promise<{ referralCode: string; changed: boolean }>;
  rejectPartner(id: string, reason: string, decision: { at: string; by: string }): Promise<void>;
}
