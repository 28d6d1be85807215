// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';

/**
 * The bell: real notifications in the user's collection (`NOTE#…` items), the latest
 * of them and the unread count in the dashboard read, and `POST /api/notifications/read`.
 */
export const notificationMessages = {
  title: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  documentVerifiedTitle: 'Document verified',
  documentRejectedTitle: 'Document rejected',
  documentQuarantinedTitle: 'Document could not be accepted',
  credentialRevealedTitle: 'A saved password was viewed',
} as const;

/** What a notification is about; later issues add their kinds here. */
export const NOTIFICATION_KINDS = ['document_verified', 'document_rejected', 'document_quarantined', 'credit_change', 'dispute_update', 'dispute_reinsertion', 'identity_review', 'credential_revealed', 'secure_message'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** How many of the newest notifications the dashboard returns. */
export const NOTIFICATIONS_SHOWN = 20;

export const notificationView = z.object({
  id: z.string(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationsView = z.object({
  unreadCount: z.number().int().nonnegative(),
  /** The newest first, at most NOTIFICATIONS_SHOWN. */
  items: z.array(notificationView),
});
export type NotificationsView = z.infer<typeof notificationsView>;

/** Marks these notifications read; without ids, all of them. */
export const markNotificationsReadRequest = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).max(100).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequest>;

export const markNotificationsReadResponse = z.object({
  marked: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponse>;
