export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** The documents port: browsers upload and download straight to and from storage with presigned requests. */
export interface Files {
  ping(): Promise<void>;
  /** A presigned POST for exactly this key and type, at most `maxBytes` (the documents' 10 MB when not given, never more). */
  presignUpload(key: string, contentType: string, maxBytes?: number): Promise<PresignedUpload>;
  /** A presigned GET; with `versionId`, of that version only (whatever was written to the key since). */
  presignDownload(key: string, fileName?: string, versionId?: string): Promise<string>;
  listKeys(prefix: string): Promise<string[]>;
  /** Makes a folder visible as such (a zero-byte `prefix/` marker, as the S3 console does). Idempotent. */
  createFolder(prefix: string): Promise<void>;
  /**
   * The current object's size and, where the bucket keeps versions (AWS), its version id; undefined
   * when there is none. s3rver keeps no versions: no `versionId` there.
   */
  head(key: string): Promise<{ sizeBytes: number; versionId?: string } | undefined>;
  /** The first `bytes` bytes (fewer when the object is shorter); of that version when one is given. */
  readHead(key: string, bytes: number, versionId?: string): Promise<Uint8Array>;
  /** The whole object (documents are at most 10 MB); of that version when one is given. `FileNotFound` when it is not there. */
  read(key: string, versionId?: string): Promise<Uint8Array>;
  /** The object's tags (GuardDuty writes its scan result as one); of that version when one is given. */
  tags(key: string, versionId?: string): Promise<Record<string, string>>;
  /** Writes an object the server made (encrypted with the bucket's default SSE-KMS key). */
  put(key: string, body: string | Uint8Array, contentType: string): Promise<void>;
  /**
   * Moves an object (copy, of `versionId` when given, then remove the source with every version of it). Safe to repeat:
   * when the source is gone and the target is there, it was moved already.
   */
  move(from: string, to: string, versionId?: string): Promise<void>;
  /** Removes one object with every version of it. Safe to repeat. */
  deleteObject(key: string): Promise<void>;
  /** Deletes every object under the prefix, with all its versions where the bucket keeps them; returns how many objects. Safe to repeat. */
  deletePrefix(prefix: string): Promise<number>;
}

/** What `Files.read` rejects with when the object, or the version asked for, is not there (deleted since, or never written). */
export class FileNotFound extends Error {
  constructor() {
    super('no such file or version');
    this.name = 'FileNotFound';
  }
}
