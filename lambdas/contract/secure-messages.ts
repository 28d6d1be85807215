// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { TIERS } from './plans.js';

/**
 * Secure messages between a Total client and their dedicated advisor: one thread per client, kept in the
 * client's collection (docs/data-model.md, "Secure messages"). The client's routes are `/api/messages…`;
 * staff's are `/api/admin/messages…` (an employee reaches only their own clients' threads, an admin any).
 */
export const MESSAGE_MAX_CHARS = 4000;
export const MESSAGE_MAX_ATTACHMENTS = 5;
/** Messages per page of a thread (newest first on the server; the browser shows them oldest first). */
export const MESSAGES_PAGE = 50;

export const secureMessageMessages = {
  // Server-side refusals
  notOnPlan: 'Secure messages with a dedicated advisor are part of the Total plan. Upgrade to Total to message an advisor.',
  threadNotFound: 'No such message thread.',
  empty: 'Write a message before sending.',
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARS} characters.`,
  tooManyAttachments: `At most ${MESSAGE_MAX_ATTACHMENTS} attachments per message.`,
  attachmentNotFound: 'An attachment must be one of the client’s own uploaded documents.',
  attachmentNotReady: 'That document cannot be attached: it was not accepted by the upload checks.',
  invalidCursor: 'That page link is no longer valid. Reload the messages.',
  advisorUnavailable: 'That staff member is not a current employee or admin.',
  // Emails and the bell: never the message's content
  emailSubject: 'You have a new secure message',
  emailBody: (name: string) => `Hello ${name},\n\nYou have a new message waiting in your secure messages. For your privacy we do not put its content in email. Sign in to read it:`,
  staffEmailSubject: 'A client sent you a secure message',
  staffEmailBody: 'A client is waiting for an answer in your advisor inbox. For their privacy the message is not in this email. Open the inbox:',
  noAdvisorSubject: 'A Total client is waiting for an advisor',
  noAdvisorBody: 'A client bought the Total plan, but no advisor is marked available, so they are queued. Mark an advisor available, or assign one in the admin area:',
  notificationTitle: 'New message from your advisor',
  notificationBody: 'Your advisor answered in Messages.',
  // The client's panel
  panelTitle: 'Messages',
  advisorTitle: 'Your dedicated advisor',
  advisorPending: 'We are assigning your dedicated advisor. You can already write: your message waits for them.',
  placeholder: 'Write to your advisor',
  send: 'Send',
  sent: 'Message sent',
  attach: 'Attach your documents',
  noMessages: 'No messages yet. Ask your advisor anything about your plan.',
  readByAdvisor: 'Read',
  readByClient: 'Read',
  fromYou: 'You',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Your message could not be sent. Please try again.',
  responseTarget: (target: string) => `Your advisor answers ${target}.`,
  showEarlier: 'Show earlier messages',
  earlierFailed: 'Earlier messages could not be loaded. Please try again.',
  openAttachment: (fileName: string) => `Open ${fileName}`,
  // The staff inbox
  inboxTab: 'Inbox',
  inboxTitle: 'Advisor inbox',
  inboxEmpty: 'No threads yet.',
  waitingSince: 'Waiting since',
  respondBy: 'Respond by',
  overdue: 'Overdue',
  answered: 'Answered',
  priority: 'Priority',
  reply: 'Reply',
  replyPlaceholder: 'Write to the client',
  selectThread: 'Select a thread to read it.',
  availability: 'Available for new clients',
  availabilitySaved: 'Availability saved',
} as const;

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
