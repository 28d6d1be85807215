/** The advisor photo's request and answer schemas; its words and limits are zod-free (contract/staff-photo-messages.ts). */
// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { STAFF_PHOTO_MAX_BYTES, STAFF_PHOTO_TYPES, staffPhotoMessages } from './staff-photo-messages.js';

export { STAFF_PHOTO_MAX_BYTES, STAFF_PHOTO_TYPES, staffPhotoMessages };

export const staffPhotoType = z.enum(STAFF_PHOTO_TYPES, { message: staffPhotoMessages.wrongType });

/** POST /api/admin/advisor-photo: what the staff member is about to upload (the server makes the key). */
export const startStaffPhotoRequest = z
  .object({
    contentType: staffPhotoType,
    fileName: z.string().trim().min(1).max(200),
  })
  .strict();
export type StartStaffPhotoRequest = z.infer<typeof startStaffPhotoRequest>;

export const startStaffPhotoResponse = z.object({
  /** What the completion names: the upload's own key, under the caller's prefix. */
  uploadId: z.string(),
  /** A presigned POST: exactly the staff member's photo key, this type, at most 2 MB. */
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), expiresAt: z.string() }),
});

/** POST /api/admin/advisor-photo/complete: which upload arrived (it can only be one under the caller's own prefix). */
export const completeStaffPhotoRequest = z.object({ uploadId: pathId(64) }).strict();
export type CompleteStaffPhotoRequest = z.infer<typeof completeStaffPhotoRequest>;

/** The staff member's own photo as /admin shows it. */
export const staffPhotoView = z.object({
  photoUrl: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  /** The malware scan has not answered yet: no link until it does. */
  checking: z.boolean(),
});
export type StaffPhotoView = z.infer<typeof staffPhotoView>;
