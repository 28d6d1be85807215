/** What a browser may upload: the presigned policy and the local upload check both read this. */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** The spec's .jpg, .jpeg, .png and .pdf. */
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

export type UploadContentType = (typeof UPLOAD_LIMITS)['contentTypes'][number];

export const isAllowedContentType = (value: string): value is UploadContentType =>
  (UPLOAD_LIMITS.contentTypes as readonly string[]).includes(value);

/** Every object of a user's lives under this prefix, so deleting a user deletes one prefix. */
export const userFilePrefix = (userId: string) => `users/${userId}/`;

/** Where a document's file is uploaded, and where it goes when it is quarantined: both under the user's prefix, so deleting the account removes them. */
export const documentFileKey = (userId: string, documentId: string) => `${userFilePrefix(userId)}documents/${documentId}`;
export const quarantineFileKey = (userId: string, documentId: string) => `${userFilePrefix(userId)}quarantine/${documentId}`;

/** The user and document a stored key belongs to (a scan result names only the key); undefined for any other key. */
export function documentOfKey(key: string): { userId: string; documentId: string } | undefined {
  const m = /^users\/([^/]+)\/documents\/([^/]+)$/.exec(key);
  return m ? { userId: m[1]!, documentId: m[2]! } : undefined;
}
