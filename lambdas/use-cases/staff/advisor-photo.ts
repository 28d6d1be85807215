import type { CompleteStaffPhotoRequest, StartStaffPhotoRequest, StaffPhotoView } from '../../contract/staff-photo.js';
// The texts from their zod-free module: the photo's read and removal parse nothing and bundle no zod.
import { staffPhotoMessages as m } from '../../contract/staff-photo-messages.js';
import { SNIFF_BYTES, contentMatches } from '../../domain/file-type.js';
import { STAFF_PHOTO_MAX_BYTES, STAFF_PHOTO_TYPES, staffPhotoKey, type StaffPhoto, type StaffPhotoType } from '../../domain/staff-photo.js';
import type { User } from '../../domain/users.js';
import { Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { PresignedUpload } from '../../ports/files.js';
import type { ScanVerdict } from '../../ports/scanner.js';
import { audit } from './audit.js';

/**
 * A staff member's own profile photo (docs/secure-messages.md): the same presigned POST and server-side check of the
 * first bytes as a client's documents, under the staff member's own prefix. Each staff member reaches only their own
 * photo (the key is built from the caller's id; a request names an upload, never a person). A checked replacement
 * deletes the photo it replaces; removing it deletes the object and the avatar falls back to initials. The account's
 * deletion removes it with the rest of `users/<id>/`.
 */
export type StaffPhotoDeps = Pick<Deps, 'now' | 'newId' | 'scanner'> & {
  files: Pick<Deps['files'], 'presignUpload' | 'presignDownload' | 'head' | 'read' | 'deleteObject'>;
  users: Pick<Deps['users'], 'getUser' | 'setPhoto'>;
  audit: Pick<Deps['audit'], 'putAudit'>;
};
type Caller = { id: string; email: string };

/** A file name of each accepted type: the bytes decide the type, whatever the upload declared. */
const NAMED: Record<StaffPhotoType, string> = { 'image/png': 'photo.png', 'image/jpeg': 'photo.jpg' };

/** A short-lived link to a staff member's photo, of the version that was checked; null without one. */
export async function photoUrlOf(deps: { files: Pick<Deps['files'], 'presignDownload'> }, user: User | undefined): Promise<string | null> {
  // A photo the malware scan has not cleared reaches no one.
  if (!user?.photo || user.photo.scanPending) return null;
  return deps.files.presignDownload(staffPhotoKey(user.id, user.photo.uploadId), undefined, user.photo.versionId);
}

async function viewOf(deps: { files: Pick<Deps['files'], 'presignDownload'> }, user: User): Promise<StaffPhotoView> {
  return { photoUrl: await photoUrlOf(deps, user), uploadedAt: user.photo?.uploadedAt ?? null, checking: Boolean(user.photo?.scanPending) };
}

async function requireUser(deps: StaffPhotoDeps, caller: Caller): Promise<User> {
  const user = await deps.users.getUser(caller.id);
  if (!user) throw new NotFound(m.noUpload);
  return user;
}

/** GET /api/admin/advisor-photo: the caller's own photo, if any. */
export async function myPhoto(deps: StaffPhotoDeps, caller: Caller): Promise<StaffPhotoView> {
  const user = await requireUser(deps, caller);
  return viewOf(deps, user);
}

/** POST /api/admin/advisor-photo: a presigned POST for a fresh key under the caller's prefix, the declared type, at most 2 MB. */
export async function startPhotoUpload(deps: StaffPhotoDeps, caller: Caller, request: StartStaffPhotoRequest): Promise<{ uploadId: string; upload: PresignedUpload }> {
  await requireUser(deps, caller);
  const uploadId = deps.newId();
  return { uploadId, upload: await deps.files.presignUpload(staffPhotoKey(caller.id, uploadId), request.contentType, STAFF_PHOTO_MAX_BYTES) };
}

/**
 * POST /api/admin/advisor-photo/complete: the file has been sent. Its size and its first bytes decide (a PNG or a
 * JPEG, whatever its name said); anything else is deleted at once and refused, and the photo shown before stays.
 * A kept photo replaces the one before it, whose object is deleted (every version). Audited.
 */
export async function completePhotoUpload(deps: StaffPhotoDeps, caller: Caller, request: CompleteStaffPhotoRequest): Promise<StaffPhotoView> {
  const user = await requireUser(deps, caller);
  if (user.photo?.uploadId === request.uploadId) throw new Invalid(m.noUpload);
  const key = staffPhotoKey(caller.id, request.uploadId);
  const stored = await deps.files.head(key);
  if (!stored) throw new Invalid(m.notUploaded);
  const refuse = async (message: string): Promise<never> => {
    await deps.files.deleteObject(key);
    throw new Invalid(message);
  };
  // S3 enforces the POST policy's 2 MB (locally the S3 front does); checked here all the same, before reading it.
  if (stored.sizeBytes > STAFF_PHOTO_MAX_BYTES) return refuse(m.tooLarge);
  const content = await deps.files.read(key, stored.versionId);
  const type = STAFF_PHOTO_TYPES.find((t) => contentMatches(t, NAMED[t], content.subarray(0, SNIFF_BYTES)));
  if (!type) return refuse(m.mismatch);
  // The same malware scan as a client's documents, of these very bytes; in AWS its verdict may come later (applyPhotoScanResult).
  const verdict = await deps.scanner.verdict({ key, ...(stored.versionId ? { versionId: stored.versionId } : {}), content });
  if (verdict === 'infected') return refuse(m.infected);
  if (verdict === 'unscannable') return refuse(m.unscannable);
  const photo: StaffPhoto = {
    uploadId: request.uploadId,
    contentType: type,
    sizeBytes: stored.sizeBytes,
    uploadedAt: deps.now().toISOString(),
    ...(stored.versionId ? { versionId: stored.versionId } : {}),
    ...(verdict === 'pending' ? { scanPending: true as const } : {}),
  };
  await deps.users.setPhoto(caller.id, photo);
  if (user.photo) await deps.files.deleteObject(staffPhotoKey(caller.id, user.photo.uploadId));
  await audit(deps, caller, 'advisor.photo', caller.id, { contentType: type, sizeBytes: stored.sizeBytes, replaced: Boolean(user.photo) });
  return viewOf(deps, { ...user, photo });
}

/** DELETE /api/admin/advisor-photo: the record and the object (every version); the caller's clients see initials again. Audited. */
export async function removePhoto(deps: StaffPhotoDeps, caller: Caller): Promise<StaffPhotoView> {
  const user = await requireUser(deps, caller);
  await deps.users.setPhoto(caller.id, null);
  if (user.photo) await deps.files.deleteObject(staffPhotoKey(caller.id, user.photo.uploadId));
  await audit(deps, caller, 'advisor.photo-remove', caller.id);
  return { photoUrl: null, uploadedAt: null, checking: false };
}

/**
 * AWS: GuardDuty's scan result for a staff photo (the same event as a document's). A photo still waiting for it is
 * shown from now on when clean; otherwise it is deleted and the staff member sees their initials again. A result for
 * another upload or another version (a replaced photo) changes nothing.
 */
export async function applyPhotoScanResult(
  deps: { users: Pick<Deps['users'], 'getUser' | 'setPhoto'>; files: Pick<Deps['files'], 'deleteObject'> },
  photo: { staffId: string; uploadId: string },
  versionId: string | undefined,
  verdict: ScanVerdict,
): Promise<'shown' | 'deleted' | undefined> {
  const user = await deps.users.getUser(photo.staffId);
  const current = user?.photo;
  if (!current?.scanPending || current.uploadId !== photo.uploadId || current.versionId !== versionId || verdict === 'pending') return undefined;
  if (verdict === 'clean') {
    const { scanPending: _cleared, ...shown } = current;
    await deps.users.setPhoto(photo.staffId, shown);
    return 'shown';
  }
  await deps.users.setPhoto(photo.staffId, null);
  await deps.files.deleteObject(staffPhotoKey(photo.staffId, photo.uploadId));
  return 'deleted';
}
