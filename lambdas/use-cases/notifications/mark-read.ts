import type { MarkNotificationsReadResponse } from '../../contract/notifications.js';
import type { NotificationsRepository } from '../../ports/notifications.js';

/** `POST /api/notifications/read`: the caller's own notifications only (ids of anyone else's match nothing). */
export async function markNotificationsRead(
  deps: { notifications: NotificationsRepository },
  userId: string,
  ids: readonly string[] | undefined,
): Promise<MarkNotificationsReadResponse> {
  const marked = await deps.notifications.markRead(userId, ids);
  const unreadCount = (await deps.notifications.list(userId)).filter((n) => !n.readAt).length;
  return { marked, unreadCount };
}
