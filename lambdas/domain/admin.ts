import { randomInt } from 'node:crypto';
import type { Group } from './roles.js';

/** Why an admin may not delete an account; undefined when the deletion may go ahead. */
export function deletionRefusal(caller: { id: string }, target: { id: string; groups: readonly Group[] }):
  | { status: 400 | 403; reason: 'self' | 'admin' }
  | undefined {
  if (caller.id === target.id) return { status: 400, reason: 'self' };
  if (target.groups.includes('admin')) return { status: 403, reason: 'admin' };
  return undefined;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A referral code a partner can read out: up to four letters of the business name and four random
 * characters, e.g. ACME7K2Q. Uniqueness is the store's job (a guard item in the approval transaction).
 */
export function newReferralCode(businessName: string, pick: (max: number) => number = randomInt): string {
  const prefix = businessName.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4) || 'REF';
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return `${prefix}${suffix}`;
}

export const shareLink = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(code)}`;

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** What a partner record says about its application; records made before approvals existed count as approved. */
export function applicationStatus(role: Group, partner: { application?: { status: ApplicationStatus } } | undefined): ApplicationStatus {
  if (role !== 'partner_pending') return 'approved';
  return partner?.application?.status === 'rejected' ? 'rejected' : 'pending';
}

export const AUDIT_ACTIONS = ['user.delete', 'partner.approve', 'partner.reject', 'client.reassign', 'role.change'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetUserId: string;
  details: Record<string, string | number | boolean | null>;
}

interface AuditDeps {
  now: () => Date;
  newId: () => string;
  adminStore: { putAudit(entry: AuditEntry): Promise<void> };
}

/** Records who did what to whom, and when (UTC). Every admin and employee action goes through here. */
export async function audit(
  deps: AuditDeps,
  caller: { id: string; email: string },
  action: AuditAction,
  targetUserId: string,
  details: AuditEntry['details'] = {},
): Promise<AuditEntry> {
  const entry: AuditEntry = {
    id: deps.newId(),
    at: deps.now().toISOString(),
    actorId: caller.id,
    actorEmail: caller.email,
    action,
    targetUserId,
    details,
  };
  await deps.adminStore.putAudit(entry);
  return entry;
}
