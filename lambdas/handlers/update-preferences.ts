import { authMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { savePreferences } from '../use-cases/profile/preferences.js';
import { notificationPreferences } from '../contract/auth.js';

export const handler = route(accountRoutes.updatePreferences, { body: notificationPreferences }, async ({ caller, body }, deps) => {
  const saved = await savePreferences(deps, caller.id, body);
  return ok({ message: authMessages.preferencesSaved, notificationPreferences: saved });
});
