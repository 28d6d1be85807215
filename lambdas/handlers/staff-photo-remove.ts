import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { removePhoto } from '../use-cases/staff/advisor-photo.js';

/** The caller's photo is deleted; their clients see initials again. */
export const handler = route(messageRoutes.staffPhotoRemove, async ({ caller }, deps) => ok(await removePhoto(deps, caller)));
