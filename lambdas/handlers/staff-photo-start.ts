import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { startPhotoUpload } from '../use-cases/staff/advisor-photo.js';
import { startStaffPhotoRequest } from '../contract/staff-photo.js';

/** A presigned POST for the caller's own profile photo (the key is theirs; the request names no one). */
export const handler = route(messageRoutes.staffPhotoStart, { body: startStaffPhotoRequest }, async ({ caller, body }, deps) => created(await startPhotoUpload(deps, caller, body)));
