import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { saveProfile } from '../use-cases/profile/save-profile.js';
import { profileFormSchema } from '../contract/profile.js';

/** The Personal Info form: the caller's own profile and client record. */
export const handler = route(dashboardRoutes.updateProfile, { body: profileFormSchema }, async ({ caller, body }, deps) =>
  ok(await saveProfile(deps, caller, body)),
);
