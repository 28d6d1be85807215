// Zod-free, as contract/documents-messages.ts: the dashboard's avatar needs only the words, not a schema.
export const STAFF_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const STAFF_PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * A staff member's own profile photo (docs/secure-messages.md): uploaded from /admin with a presigned POST, checked
 * on the server by its first bytes, shown to the clients they advise through a short-lived link.
 */
export const staffPhotoMessages = {
  notUploaded: 'No photo arrived. Choose the file again.',
  tooLarge: `A photo can be at most ${STAFF_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  mismatch: 'That file is not a JPEG or PNG image. Choose a photo saved as .jpg or .png.',
  wrongType: 'A photo must be a JPEG or PNG image.',
  noUpload: 'Start the upload again: no photo upload is waiting.',
  infected: 'The malware scan found a threat in that file, so it was deleted. Choose another photo.',
  unscannable: 'The malware scan could not check that file, so it was deleted. Choose another photo.',
  checking: 'Your photo is being checked for malware. Your clients see it once the check ends.',
  // The /admin card
  title: 'Your advisor photo',
  explainer: 'The clients you advise see this photo beside your name. Without one they see your initials.',
  choose: 'Choose a photo (JPEG or PNG, up to 2 MB)',
  saved: 'Photo saved',
  removed: 'Photo removed: your clients see your initials',
  remove: 'Remove photo',
  current: 'Your current photo',
  uploadFailed: 'The photo could not be uploaded.',
  chooseType: 'Choose a JPEG or PNG photo (.jpg, .jpeg or .png).',
  // The client's dashboard
  advisorPhotoAlt: (name: string) => `${name}, your advisor`,
} as const;
