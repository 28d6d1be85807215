import type { MeResponse } from '../../contract/me.js';
import type { Group } from '../../domain/roles.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, foldersReady } from '../../domain/users.js';
import type { Deps } from '../../ports/deps.js';

/** The signed-in account as its verified token names it. */
export interface SignedIn {
  id: string;
  email: string;
  name: string | null;
  groups: Group[];
}

/** Who the caller is: the users item's name and address over the token's, the folders' state for a client, the notification choices. */
export async function loadMe(deps: { users: Pick<Deps['users'], 'getAccount'> }, account: SignedIn): Promise<MeResponse> {
  const { user, client } = await deps.users.getAccount(account.id);
  return {
    id: account.id,
    email: user?.email ?? account.email,
    name: user?.fullName ?? account.name,
    groups: account.groups,
    createdAt: user?.createdAt ?? null,
    foldersReady: client ? foldersReady(client) : null,
    notificationPreferences: user?.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES,
  };
}
