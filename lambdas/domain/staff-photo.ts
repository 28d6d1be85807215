/**
 * A staff member's own profile photo (the advisor's face on their clients' dashboards). It lives under the staff
 * member's own prefix, `users/<staffId>/profile-photo/<uploadId>` (never a client's documents folder): the account's
 * deletion removes `users/<id>/` whole, and the functions' bucket grant is already scoped to `users/`. Each upload has
 * its own key, written once (as a document's); a checked replacement deletes the photo it replaces, so a refused file
 * never costs the staff member the photo they had.
 */
import { STAFF_PHOTO_MAX_BYTES, STAFF_PHOTO_TYPES } from '../contract/staff-photo-messages.js';

export { STAFF_PHOTO_MAX_BYTES, STAFF_PHOTO_TYPES };
export type StaffPhotoType = (typeof STAFF_PHOTO_TYPES)[number];

export const staffPhotoPrefix = (staffId: string) => `users/${staffId}/profile-photo/`;
export const staffPhotoKey = (staffId: string, uploadId: string) => `${staffPhotoPrefix(staffId)}${uploadId}`;

/** What the staff member's users item keeps of their photo: enough to serve it and to say when it changed. */
export interface StaffPhoto {
  /** The upload whose key holds the photo (`staffPhotoKey`). */
  uploadId: string;
  contentType: StaffPhotoType;
  sizeBytes: number;
  uploadedAt: string;
  /** The version the completion checked (AWS keeps versions); the link serves that one only. */
  versionId?: string;
  /** The malware scan has not answered yet (GuardDuty's verdict comes later): no client sees the photo until it does. */
  scanPending?: true;
}

/** A staff photo's key, read back: GuardDuty's scan results name the object, and a photo's result is applied to its owner. */
export function staffPhotoOfKey(key: string): { staffId: string; uploadId: string } | undefined {
  const m = /^users\/([^/]+)\/profile-photo\/([^/]+)$/.exec(key);
  return m ? { staffId: m[1]!, uploadId: m[2]! } : undefined;
}
