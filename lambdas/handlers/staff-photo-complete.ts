import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { completePhotoUpload } from '../use-cases/staff/advisor-photo.js';
import { completeStaffPhotoRequest } from '../contract/staff-photo.js';

/** The photo arrived: its first bytes decide whether it is kept (audited) or deleted and refused. */
export const handler = route(routes.staffPhotoComplete, { body: completeStaffPhotoRequest }, async ({ caller, body }, deps) => ok(await completePhotoUpload(deps, caller, body)));
