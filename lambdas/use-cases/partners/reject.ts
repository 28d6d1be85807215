import type { Deps } from '../../ports/deps.js';
import { audit } from '../staff/audit.js';

export interface RejectDeps extends Pick<Deps, 'now' | 'newId'> {
  partners: Pick<Deps['partners'], 'rejectPartner'>; audit: Pick<Deps['audit'], 'putAudit'>;
}

/**
 * Rejects a partner application. The account stays (role partner_pending, so it reaches nothing a
 * partner can), with the reason on its partner record; it moves to the rejected list, and an admin
 * can still approve it later. Throws NotAnApplicant for anyone who is not a pending applicant.
 */
export async function rejectPartner(deps: RejectDeps, caller: { id: string; email: string }, partnerId: string, reason: string): Promise<void> {
  await deps.partners.rejectPartner(partnerId, reason, { at: deps.now().toISOString(), by: caller.id });
  await audit(deps, caller, 'partner.reject', partnerId, { reason });
}
