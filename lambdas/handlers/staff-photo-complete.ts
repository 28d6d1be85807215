import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { messageRoutes } from '../routes/messages.js';
import { completePhotoUpload } from '../use-cases/staff/advisor-photo.js';
import { completeStaffPhotoRequest } from '../contract/staff-photo.js';

/** The photo arrived: its first bytes decide whether it is kept (audited) or deleted and refused. */
export const handler = route(messageRoutes.staffPhotoComplete, { body: completeStaffPhotoRequest }, async ({ caller, body }, deps) => ok(await completePhotoUpload(deps, caller, body)));
