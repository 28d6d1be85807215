// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { TIERS } from './plans.js';
// The texts and plain constants are zod-free (contract/secure-messages-texts.ts), so code that needs only them bundles no schema.
import { MESSAGE_MAX_CHARS, MESSAGE_MAX_ATTACHMENTS, MESSAGES_PAGE, secureMessageMessages } from './secure-messages-texts.js';
export { MESSAGE_MAX_CHARS, MESSAGE_MAX_ATTACHMENTS, MESSAGES_PAGE, secureMessageMessages };

/**
 * Secure messages between a Total client and their dedicated advisor: one thread per client, kept in the
 * client's collection (docs/data-model.md, "Secure messages"). The client's routes are `/api/messages…`;
 * staff's are `/api/admin/messages…` (an employee reaches only their own clients' threads, an admin any).
 */

/** The client's advisor as the dashboard shows it: a name and a photo, or the name's initials (never someone else's photo). */
export const advisorView = z.object({
  userId: z.string(),
  name: z.string(),
  initials: z.string(),
  /** A short-lived link to the advisor's own uploaded photo; null shows the initials. */
  photoUrl: z.string().nullable(),
});
export type AdvisorView = z.infer<typeof advisorView>;

export const messageAuthor = z.enum(['client', 'staff']);
export type MessageAuthor = z.infer<typeof messageAuthor>;

export const messageAttachment = z.object({ documentId: z.string(), fileName: z.string() });

export const secureMessageView = z.object({
  id: z.string(),
  from: messageAuthor,
  /** The author's name as the other side sees it. */
  authorName: z.string(),
  text: z.string(),
  attachments: z.array(messageAttachment),
  /** ISO 8601 UTC. */
  sentAt: z.string(),
  /** When the other side first saw it (their thread was read at or after it); null while unread. */
  readAt: z.string().nullable(),
});
export type SecureMessageView = z.infer<typeof secureMessageView>;

export const threadSummary = z.object({
  clientId: z.string(),
  clientName: z.string(),
  advisorId: z.string().nullable(),
  plan: z.enum(TIERS).nullable(),
  priority: z.boolean(),
  /** The oldest client message no staff member has answered yet (ISO 8601 UTC); null when nothing waits. */
  waitingSince: z.string().nullable(),
  /** The plan's response target for the waiting message, a date (YYYY-MM-DD, US Eastern); null when nothing waits. */
  respondBy: z.string().nullable(),
  overdue: z.boolean(),
  lastMessageAt: z.string().nullable(),
  /** Read receipts, one per side. */
  clientReadAt: z.string().nullable(),
  staffReadAt: z.string().nullable(),
  /** Messages the viewer has not read yet. */
  unread: z.number().int().nonnegative(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;

export const threadResponse = z.object({
  thread: threadSummary,
  advisor: advisorView.nullable(),
  /** The plan's response target in words ("by the end of the next business day"). */
  responseTarget: z.string().nullable(),
  /** Oldest first within the page. */
  messages: z.array(secureMessageView),
  /** Opaque: the next (older) page. */
  nextCursor: z.string().nullable(),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

// A staff member's view of a thread (with the client's file) is in client-view.ts: the client view's schemas
// (disputes, credit, documents) stay out of the functions that parse only a message or a thread's query.
export type { StaffThreadResponse } from './client-view.js';

export const inboxResponse = z.object({ items: z.array(threadSummary), nextCursor: z.string().nullable() });
export type InboxResponse = z.infer<typeof inboxResponse>;

export const threadQuery = z.object({ cursor: z.string().max(4000).optional() });
export const inboxQuery = z.object({
  /** `mine`: the caller's own clients (an employee always gets this); `all`: every thread (admins). */
  scope: z.enum(['mine', 'all']).default('mine'),
  cursor: z.string().max(4000).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const postMessageRequest = z.object({
  text: z.string().trim().min(1, secureMessageMessages.empty).max(MESSAGE_MAX_CHARS, secureMessageMessages.tooLong),
  attachments: z.array(pathId(128)).max(MESSAGE_MAX_ATTACHMENTS, secureMessageMessages.tooManyAttachments).default([]),
});
export type PostMessageRequest = z.infer<typeof postMessageRequest>;
export const postMessageResponse = z.object({ message: secureMessageView });

export const markThreadReadResponse = z.object({ readAt: z.string() });

export const clientThreadParams = z.object({ userId: pathId(128) });

/** Admins mark an employee available (or not) for new Total clients' round-robin assignment. */
export const advisorAvailabilityParams = z.object({ userId: pathId(128) });
export const advisorAvailabilityRequest = z.object({ available: z.boolean() });
export const advisorPoolEntry = z.object({ userId: z.string(), name: z.string(), available: z.boolean(), updatedAt: z.string() });
export const advisorPoolResponse = z.object({ items: z.array(advisorPoolEntry), waiting: z.array(z.object({ clientId: z.string(), since: z.string() })) });
export type AdvisorPoolResponse = z.infer<typeof advisorPoolResponse>;
