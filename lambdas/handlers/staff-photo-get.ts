import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { myPhoto } from '../use-cases/staff/advisor-photo.js';

/** A staff member's own profile photo, as /admin shows it. */
export const handler = route(messageRoutes.staffPhotoGet, async ({ caller }, deps) => ok(await myPhoto(deps, caller)));
