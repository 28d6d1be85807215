/** What a browser may upload: the presigned policy and the local upload check both read this. */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/webp'],
} as const;

export type UploadContentType = (typeof UPLOAD_LIMITS)['contentTypes'][number];

export const isAllowedContentType = (value: string): value is UploadContentType =>
  (UPLOAD_LIMITS.contentTypes as readonly string[]).includes(value);

/** Every object of a user's lives under this prefix, so deleting a user deletes one prefix. */
export const userFilePrefix = (userId: string) => `users/${userId}/`;
