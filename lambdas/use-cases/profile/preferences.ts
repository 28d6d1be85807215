import type { NotificationPreferences } from '../../domain/users.js';
import type { Connection } from '../../ports/users.js';
import type { Deps } from '../../ports/deps.js';

/** Saves the user's notification choices (email, SMS) and gives back what was saved. */
export async function savePreferences(
  deps: { users: Pick<Deps['users'], 'setNotificationPreferences'> },
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await deps.users.setNotificationPreferences(userId, preferences);
  return preferences;
}

/** The user's linked third-party accounts (credit monitoring, banks). */
export async function listConnections(deps: { users: Pick<Deps['users'], 'listConnections'> }, userId: string): Promise<Connection[]> {
  return deps.users.listConnections(userId);
}
