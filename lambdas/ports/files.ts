export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** The documents port: browsers upload and download straight to and from storage with presigned requests. */
export interface Files {
  ping(): Promise<void>;
  presignUpload(key: string, contentType: string): Promise<PresignedUpload>;
  presignDownload(key: string, fileName?: string): Promise<string>;
  listKeys(prefix: string): Promise<string[]>;
  /** Makes a folder visible as such (a zero-byte `prefix/` marker, as the S3 console does). Idempotent. */
  createFolder(prefix: string): Promise<void>;
  /** Deletes every object under the prefix, with all its versions where the bucket keeps them; returns how many objects. Safe to repeat. */
  deletePrefix(prefix: string): Promise<number>;
}
