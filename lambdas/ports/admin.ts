import type { AuditEntry, StaffRole, UserView } from '../domain/admin.js';
import type { FunnelStep } from '../domain/analytics.js';
import type { Page } from './page.js';

export type { Page, UserView };

export interface TeamMemberRecord {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
}

/** A team is dozens of people; this bounds the one Query per role the Team tab makes. */
export const TEAM_LIMIT = 500;

export type Order = 'asc' | 'desc';
export type ClientSort = 'created' | 'name' | 'email';
export type PartnerSort = 'created' | 'name' | 'business' | 'clients';

export interface ListRequest<S extends string> {
  sort: S;
  order: Order;
  q?: string;
  limit: number;
  /** Where the previous page stopped, as this store handed it out. */
  after?: Record<string, unknown>;
}

export interface Analytics {
  totalUsers: number;
  usersByRole: Record<string, number>;
  signupsPerWeek: { weekStart: string; signups: number }[];
  payingUsersByTier: Record<string, number>;
  revenueThisMonthCents: number;
  funnel: Record<FunnelStep, number>;
}

/** The admin area's data port: listings, moves, approvals, analytics and the audit log. Reads are GetItem or Query only. */
export interface AdminStore {
  listClients(request: ListRequest<ClientSort>): Promise<Page<UserView>>;
  listPartners(request: ListRequest<PartnerSort>): Promise<Page<UserView>>;
  /** A partner's clients, newest first. */
  listPartnerClients(partnerId: string, limit: number, after?: Record<string, unknown>): Promise<Page<UserView>>;
  listApplications(status: 'pending' | 'rejected', limit: number, after?: Record<string, unknown>): Promise<Page<UserView>>;
  getUserView(id: string): Promise<UserView | undefined>;
  /** Batch of GetItems for the partners named by client rows. */
  getUserViews(ids: readonly string[]): Promise<Map<string, UserView>>;
  moveClient(clientId: string, partnerId: string | null): Promise<ClientMove>;
  /** Moves partner_pending to partner with a new unique code; throws ReferralCodeTaken on a collision. Idempotent. */
  approvePartner(id: string, code: string, decision: { at: string; by: string }): Promise<{ referralCode: string; changed: boolean }>;
  rejectPartner(id: string, reason: string, decision: { at: string; by: string }): Promise<void>;
  /** Name, phone and address changes, with the name sort key and the search items in the same transaction. */
  updateContact(id: string, changes: Partial<Record<'fullName' | 'phoneNumber' | 'street' | 'city' | 'state' | 'zipCode', string | null>>): Promise<void>;
  /** Marks a client's onboarding step once and counts it (a second call, or a user who is not a client, is a no-op). */
  recordFunnelStep(userId: string, step: FunnelStep, at: Date): Promise<boolean>;
  /** For billing: counts a payment once per payment id into the month's revenue (integer cents). */
  recordPayment(payment: { tier: string; amountCents: number; at: Date; paymentId: string }): Promise<boolean>;
  /** For billing: a subscription started (to), ended (from) or changed tier. */
  recordSubscriptionChange(change: { from: string | null; to: string | null }): Promise<void>;
  analytics(now: Date): Promise<Analytics>;
  /** The employees and admins, newest first (at most TEAM_LIMIT of each role). */
  listTeam(): Promise<TeamMemberRecord[]>;
  /** Moves a staff member between employee and admin: role, listings, search items, counters and its audit entry in one transaction. */
  changeStaffRole(id: string, from: StaffRole, to: StaffRole, audit: AuditEntry): Promise<TeamMemberRecord>;
  putAudit(entry: AuditEntry): Promise<void>;
  listAudit(limit: number, after?: Record<string, unknown>): Promise<Page<AuditEntry>>;
}

export interface ClientMove {
  from: string | null;
  to: string | null;
  changed: boolean;
}
