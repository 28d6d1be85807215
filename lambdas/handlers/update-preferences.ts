import { authMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { savePreferences } from '../use-cases/profile/preferences.js';
import { notificationPreferences } from '../contract/auth.js';

export const handler = route(routes.updatePreferences, { body: notificationPreferences }, async ({ caller, body }, deps) => {
  const saved = await savePreferences(deps, caller.id, body);
  return ok({ message: authMessages.preferencesSaved, notificationPreferences: saved });
});
