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
  /** The stored object's size, or undefined when there is none. */
  head(key: string): Promise<{ sizeBytes: number } | undefined>;
  /** The first `bytes` bytes (fewer when the object is shorter). */
  readHead(key: string, bytes: number): Promise<Uint8Array>;
  /** The whole object (documents are at most 10 MB). */
  read(key: string): Promise<Uint8Array>;
  /** The object's tags (GuardDuty writes its scan result as one). */
  tags(key: string): Promise<Record<string, string>>;
  /** Writes an object the server made (encrypted with the bucket's default SSE-KMS key). */
  put(key: string, body: string | Uint8Array, contentType: string): Promise<void>;
  /** Moves an object (copy, then remove the source with every version of it). */
  move(from: string, to: string): Promise<void>;
  /** Removes one object with every version of it. Safe to repeat. */
  deleteObject(key: string): Promise<void>;
  /** Deletes every object under the prefix, with all its versions where the bucket keeps them; returns how many objects. Safe to repeat. */
  deletePrefix(prefix: string): Promise<number>;
}
