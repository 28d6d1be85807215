import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { saveProfile } from '../use-cases/profile/save-profile.js';

/** The Personal Info form: the caller's own profile and client record. */
export const handler = route(routes.updateProfile, async ({ caller, body }, deps) =>
  ok(await saveProfile(deps, caller, body)),
);
