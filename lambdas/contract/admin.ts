// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { searchPlan } from './search.js';
import { AUDIT_ACTIONS, STAFF_ROLES } from './staff.js';
import { adminMessages, authMessages } from './messages.js';

/** The shortest admin search: letters or digits in a row (a phone number's digits). One source for the server's check and the web's hint. */
export { MIN_SEARCH_LENGTH } from './search.js';

export const adminPingResponse = z.object({
  ok: z.literal(true),
  /** Echoes the caller's id so a test can see whose token reached the handler. */
  callerId: z.string(),
  time: z.iso.datetime(),
});
export type AdminPingResponse = z.infer<typeof adminPingResponse>;

// ---- Admin area: lists with server-side sort, search and opaque cursors ----

const utf8ToBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const base64UrlToUtf8 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

/**
 * A cursor is opaque to the browser: where the last page stopped, bound to the list's sort, order and
 * search, so a cursor from one view cannot be replayed against another.
 */
export function encodeCursor(after: Record<string, unknown> | undefined, scope: string): string | null {
  return after ? utf8ToBase64Url(JSON.stringify({ a: after, s: scope })) : null;
}

export function decodeCursor(cursor: string, scope: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(base64UrlToUtf8(cursor)) as { a?: unknown; s?: unknown };
    if (parsed.s !== scope || typeof parsed.a !== 'object' || parsed.a === null || Array.isArray(parsed.a)) return undefined;
    return parsed.a as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const limit = z.coerce.number().int().min(1).max(100).default(25);
const cursor = z.string().max(4000).optional();

/** A list without sort or search: just a cursor and a page size. */
export const cursorQuery = z
  .object({ cursor, limit })
  .transform((v, ctx) => {
    const scope = 'page';
    const after = v.cursor ? decodeCursor(v.cursor, scope) : undefined;
    if (v.cursor && !after) ctx.addIssue({ code: 'custom', path: ['cursor'], message: adminMessages.invalidCursor });
    return { limit: v.limit, after, scope };
  });

function sortedListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z
    .object({
      sort: z.enum(sorts).default(sorts[0] as S[number] as never),
      order: z.enum(['asc', 'desc']).optional(),
      q: z.string().max(100).optional(),
      cursor,
      limit,
    })
    .transform((v, ctx) => {
      const sort = v.sort as S[number];
      // Default: created descending; any other column starts ascending (as the table's header clicks do).
      const order = v.order ?? (sort === 'created' ? 'desc' : 'asc');
      const q = v.q?.trim() ? v.q.trim() : undefined;
      if (q && !searchPlan(q)) ctx.addIssue({ code: 'custom', path: ['q'], message: adminMessages.searchTooShort });
      const scope = `${sort}|${order}|${q ?? ''}`;
      const after = v.cursor ? decodeCursor(v.cursor, scope) : undefined;
      if (v.cursor && !after) ctx.addIssue({ code: 'custom', path: ['cursor'], message: adminMessages.invalidCursor });
      return { sort, order: order as 'asc' | 'desc', q, limit: v.limit, after, scope };
    });
}

export const CLIENT_SORTS = ['created', 'name', 'email'] as const;
export const PARTNER_SORTS = ['created', 'name', 'business', 'clients'] as const;
/** GET /api/admin/clients?sort=created|name|email&order=asc|desc&q=&cursor=&limit= */
export const clientListQuery = sortedListQuery(CLIENT_SORTS);
/** GET /api/admin/partners?sort=created|name|business|clients&order=&q=&cursor=&limit= */
export const partnerListQuery = sortedListQuery(PARTNER_SORTS);
export type ListQuery = z.output<typeof clientListQuery> | z.output<typeof partnerListQuery>;

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

export const address = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});

/** A Clients-tab row. Missing values are null (the web shows "N/A"; no partner shows "No partner assigned"). */
export const clientRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: address.nullable(),
  partner: z.object({ id: z.string(), name: z.string().nullable(), businessName: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime(),
  /**
   * True while the client's after-service purchase awaits its charge: the admin's "Work performed" shows
   * only then. Optional until every list handler sets it; absent means no such purchase.
   */
  afterServiceChargePending: z.boolean().optional(),
});
export type ClientRow = z.infer<typeof clientRow>;
export const clientListResponse = pageOf(clientRow);
export type ClientListResponse = z.infer<typeof clientListResponse>;

/** A Partners-tab row ("N client(s)" is `clientCount`, kept exact by the store). */
export const partnerRow = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  clientCount: z.number().int().nonnegative(),
  referralCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PartnerRow = z.infer<typeof partnerRow>;
export const partnerListResponse = pageOf(partnerRow);
export type PartnerListResponse = z.infer<typeof partnerListResponse>;

/** Pending (and rejected) partner applications. */
export const applicationRow = partnerRow.extend({
  status: z.enum(['pending', 'rejected']),
  rejectionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;
export const applicationListQuery = z
  .object({ status: z.enum(['pending', 'rejected']).default('pending'), cursor, limit })
  .transform((v, ctx) => {
    const scope = `applications|${v.status}`;
    const after = v.cursor ? decodeCursor(v.cursor, scope) : undefined;
    if (v.cursor && !after) ctx.addIssue({ code: 'custom', path: ['cursor'], message: adminMessages.invalidCursor });
    return { status: v.status, limit: v.limit, after, scope };
  });
export const applicationListResponse = pageOf(applicationRow);

export const userIdParams = z.object({ userId: pathId(128, adminMessages.invalidUserId, adminMessages.userNotFound) });
/**
 * Deletion takes a user id and nothing else: the directory also finds a user by email, so an address
 * in the path must not reach it (400, not a deletion of whoever has that address).
 */
export const deleteUserParams = z.object({ userId: z.uuid(adminMessages.invalidUserId) });

export const reassignRequest = z.object({
  partnerId: z.string().trim().min(1).max(128).nullable(),
});
export const reassignResponse = z.object({ message: z.string(), from: z.string().nullable(), to: z.string().nullable() });

export const rejectRequest = z.object({
  reason: z
    .string({ message: adminMessages.rejectReasonRequired })
    .trim()
    .min(1, adminMessages.rejectReasonRequired)
    .max(1000, 'The reason can be at most 1000 characters'),
});
export const approveResponse = z.object({ message: z.string(), referralCode: z.string(), shareLink: z.string() });

/**
 * An admin's deletion (asynchronous): `DELETE /api/admin/users/{userId}` answers 202 with it pending,
 * `GET /api/admin/deletions/{deletionId}` with its progress. `message` says where it stands: started,
 * done (the client/partner/user deleted message) or failed.
 */
export const deletionView = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.string().nullable(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  message: z.string(),
});
export type DeletionView = z.infer<typeof deletionView>;
export const deleteUserResponse = deletionView;
export const deletionParams = z.object({ deletionId: z.uuid(adminMessages.invalidDeletionId) });

// ---- Team: the employees and admins who run the business ----

const staffRole = z.enum(STAFF_ROLES, { message: adminMessages.staffRoleInvalid });
export const teamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  createdAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamResponse = z.object({ items: z.array(teamMember) });

export const addStaffRequest = z.object({
  name: z.string({ message: adminMessages.staffNameRequired }).trim().min(1, adminMessages.staffNameRequired).max(200),
  email: z
    .string({ message: authMessages.fillAllFields })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: authMessages.invalidEmail })),
  role: staffRole,
});
/** `invitationCode`: shown to the admin once, to hand to the new member apart from the emailed link (both are needed). */
export const addStaffResponse = z.object({ message: z.string(), member: teamMember, invitationCode: z.string() });

export const changeRoleRequest = z.object({ role: staffRole });
export const changeRoleResponse = z.object({ message: z.string(), member: teamMember });

export const analyticsResponse = z.object({
  /** "Total Users": a counter kept exact by signup and deletion, not counted on read. */
  totalUsers: z.number().int(),
  usersByRole: z.record(z.string(), z.number().int()),
  signupsPerWeek: z.array(z.object({ weekStart: z.string(), signups: z.number().int() })),
  payingUsersByTier: z.record(z.string(), z.number().int()),
  revenueThisMonthCents: z.number().int(),
  funnel: z.object({
    signedUp: z.number().int(),
    verified: z.number().int(),
    profile: z.number().int(),
    documents: z.number().int(),
    creditPulled: z.number().int(),
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

export const auditRow = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetUserId: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export const auditListResponse = pageOf(auditRow);
