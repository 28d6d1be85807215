import type { NotificationKind } from '../contract/notifications.js';

/** The bell's notifications: `NOTE#<createdAt>#<id>` items in the user's collection. */
export interface StoredNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  readAt: string | null;
}

export interface NotificationsRepository {
  /** Adds an unread notification for the user (id and time made here, on the server). */
  add(userId: string, input: { kind: NotificationKind; title: string; body: string }): Promise<StoredNotification>;
  /** The user's notifications, newest first. */
  list(userId: string): Promise<StoredNotification[]>;
  /** Marks these (or, without ids, all) unread notifications read; returns how many changed. */
  markRead(userId: string, ids?: readonly string[]): Promise<number>;
}
