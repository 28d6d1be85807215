// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
// The texts and plain constants are zod-free (contract/notifications-messages.ts), so code that needs only them bundles no schema.
import { notificationMessages, NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN } from './notifications-messages.js';
export { notificationMessages, NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN };

/**
 * The bell: real notifications in the user's collection (`NOTE#…` items), the latest
 * of them and the unread count in the dashboard read, and `POST /api/notifications/read`.
 */
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

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
