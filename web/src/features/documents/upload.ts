import { UPLOAD_MAX_BYTES, type StartUploadRequest } from '@contract/documents';

/** The browser's half of an upload: checks before anything is sent, and the straight-to-S3 POST with real progress. */

export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
export const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
type UploadType = StartUploadRequest['contentType'];
const TYPES_BY_EXTENSION: Record<string, UploadType> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.pdf': 'application/pdf' };
/** For the file picker's `accept`. */
export const ACCEPT = [...ACCEPTED_EXTENSIONS, ...new Set(Object.values(TYPES_BY_EXTENSION))].join(',');

/** The content type to declare for a file, by its extension, when the browser's type agrees (or says nothing); else undefined. */
export function uploadType(file: Pick<File, 'name' | 'type'>): UploadType | undefined {
  const dot = file.name.lastIndexOf('.');
  const expected = dot < 0 ? undefined : TYPES_BY_EXTENSION[file.name.slice(dot).toLowerCase()];
  if (!expected) return undefined;
  return !file.type || file.type === expected || (expected === 'image/jpeg' && file.type === 'image/jpg') ? expected : undefined;
}

/** Spec section 9: B, KB or MB with one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export class UploadFailed extends Error {}

/**
 * POSTs the file to the presigned URL with its signed fields (the file goes last, as S3 requires),
 * reporting the percentage sent from the browser's upload progress events.
 */
export function postToStorage(
  target: { url: string; fields: Record<string, string> },
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailed(`Storage refused the file (HTTP ${xhr.status})`)));
    xhr.onerror = () => reject(new UploadFailed('Unable to reach storage. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadFailed('Upload cancelled'));
    xhr.send(form);
  });
}
