import { AUDIT_ACTIONS, STAFF_ROLES, type AuditAction, type StaffRole } from '../contract/staff.js';
import type { Group } from './roles.js';

/** The staff roles and the audited actions are part of the API (contract/staff.ts). */
export { AUDIT_ACTIONS, STAFF_ROLES, type AuditAction, type StaffRole };

/** Why an admin may not delete an account; undefined when the deletion may go ahead. */
export function deletionRefusal(caller: { id: string }, target: { id: string; groups: readonly Group[] }):
  | { status: 400 | 403; reason: 'self' | 'admin' }
  | undefined {
  if (caller.id === target.id) return { status: 400, reason: 'self' };
  if (target.groups.includes('admin')) return { status: 403, reason: 'admin' };
  return undefined;
}

/** Uniform in [0, max) from the platform's CSPRNG (global `crypto` in Node 20+ and browsers); max is small. */
function randomBelow(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  do crypto.getRandomValues(buffer);
  while (buffer[0]! >= limit);
  return buffer[0]! % max;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Random characters in a new referral code: 31^10 ≈ 8.2 × 10^14 codes, so guessing one within the
 * signup limits is hopeless (the arithmetic is in docs/security.md). Codes issued before, shorter, keep working.
 */
export const REFERRAL_RANDOM_LENGTH = 10;

/**
 * A referral code a partner can read out: up to four letters of the business name and ten random
 * characters, e.g. ACME7K2QX9MPRT. Uniqueness is the store's job (a guard item in the approval transaction).
 */
export function newReferralCode(businessName: string, pick: (max: number) => number = randomBelow): string {
  const prefix = businessName.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4) || 'REF';
  let suffix = '';
  for (let i = 0; i < REFERRAL_RANDOM_LENGTH; i++) suffix += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return `${prefix}${suffix}`;
}

export const shareLink = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(code)}`;

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** What a partner record says about its application; records made before approvals existed count as approved. */
export function applicationStatus(role: Group, partner: { application?: { status: ApplicationStatus } } | undefined): ApplicationStatus {
  if (role !== 'partner_pending') return 'approved';
  return partner?.application?.status === 'rejected' ? 'rejected' : 'pending';
}

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Why an admin may not change a staff member's role; undefined when the change may go ahead. */
export function roleChangeRefusal(caller: { id: string }, target: { id: string; role: string | undefined }): 'self' | 'notStaff' | undefined {
  // An admin who demotes themselves could leave nobody able to undo it.
  if (caller.id === target.id) return 'self';
  if (!target.role || !isStaffRole(target.role)) return 'notStaff';
  return undefined;
}

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetUserId: string;
  details: Record<string, string | number | boolean | null>;
}

/** The entry alone, for a store that writes it in the same transaction as the change it records. */
export function auditEntry(
  deps: { now: () => Date; newId: () => string },
  caller: { id: string; email: string },
  action: AuditAction,
  targetUserId: string,
  details: AuditEntry['details'] = {},
): AuditEntry {
  return { id: deps.newId(), at: deps.now().toISOString(), actorId: caller.id, actorEmail: caller.email, action, targetUserId, details };
}

/** A user as the admin tables see them: the profile, plus their client or partner record. */
export interface UserView {
  id: string;
  role: Group;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  createdAt: string;
  /** The email-confirmed onboarding step was recorded. */
  verified: boolean;
  /** `afterServiceChargePending`: an after-service purchase awaits the admin's "Work performed". */
  client?: { partnerId: string | null; foldersReady: boolean; afterServiceChargePending: boolean };
  partner?: {
    businessName: string;
    referralCode: string | null;
    clientCount: number;
    application?: { status: ApplicationStatus; reason?: string; decidedAt?: string; decidedBy?: string };
  };
}

function addressOf(user: UserView) {
  const { street, city, state, zipCode } = user;
  return street || city || state || zipCode ? { street, city, state, zipCode } : null;
}

/** A Clients-tab row; `partners` holds the assigned partners' views (a deleted partner reads as unassigned). */
export function clientRow(user: UserView, partners: ReadonlyMap<string, UserView>) {
  const partnerId = user.client?.partnerId ?? null;
  const partner = partnerId ? partners.get(partnerId) : undefined;
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    phone: user.phoneNumber,
    address: addressOf(user),
    partner: partner ? { id: partner.id, name: partner.fullName || null, businessName: partner.partner?.businessName || null } : null,
    createdAt: user.createdAt,
    afterServiceChargePending: user.client?.afterServiceChargePending ?? false,
  };
}

export function partnerRow(user: UserView) {
  return {
    id: user.id,
    name: user.fullName,
    businessName: user.partner?.businessName ?? '',
    email: user.email,
    phone: user.phoneNumber,
    clientCount: user.partner?.clientCount ?? 0,
    referralCode: user.partner?.referralCode ?? null,
    createdAt: user.createdAt,
  };
}

export function applicationRow(user: UserView) {
  const application = user.partner?.application;
  return {
    ...partnerRow(user),
    status: application?.status === 'rejected' ? ('rejected' as const) : ('pending' as const),
    rejectionReason: application?.status === 'rejected' ? (application.reason ?? null) : null,
    decidedAt: application?.decidedAt ?? null,
  };
}

/** What a partner may see of a client they referred: name, signup date and progress; no contact data. */
export function referredClient(user: UserView) {
  return {
    id: user.id,
    name: user.fullName,
    signedUpAt: user.createdAt,
    progress: { emailVerified: user.verified, foldersReady: user.client?.foldersReady ?? false },
  };
}
