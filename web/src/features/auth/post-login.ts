import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { storage, storageKeys } from '../../lib/storage';
import { fetchMe, setupFolders } from './api';
import { homePathFor } from '../../lib/home-path';

/** Who may use which login (spec section 6; partners use the partner variant; invited employees sign in here too). */
export const CLIENT_LOGIN_GROUPS = ['client', 'admin', 'employee'];
export const PARTNER_LOGIN_GROUPS = ['partner', 'partner_pending', 'affiliate', 'employee', 'admin'];

export const loginAllowed = (groups: string[], partnerVariant: boolean) =>
  groups.some((g) => (partnerVariant ? PARTNER_LOGIN_GROUPS : CLIENT_LOGIN_GROUPS).includes(g));

/** The stored redirect (cleared), or where the user's work is. */
export function nextPathAfterLogin(groups: readonly string[]): string {
  const stored = storage.get(storageKeys.redirectUrl);
  storage.remove(storageKeys.redirectUrl);
  // Only same-site paths: a crafted redirect must not send users elsewhere.
  if (stored && stored.startsWith('/') && !stored.startsWith('//')) return stored;
  return homePathFor(groups);
}

/** First login of a client: create the five document folders. Never blocks the login. */
export async function ensureDocumentFolders(): Promise<void> {
  try {
    const me = await fetchMe();
    if (me.foldersReady !== false) return;
    notify('info', authMessages.foldersSettingUp);
    await setupFolders();
    notify('success', authMessages.foldersReady);
  } catch {
    notify('error', authMessages.foldersFailed);
  }
}
