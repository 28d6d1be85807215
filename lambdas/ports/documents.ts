/**
 * Home of the dashboard's documents (issue: documents): metadata items in the user's collection
 * (`PK=USER#<id>`, `SK=DOC#<id>`), files under `users/<id>/` in the bucket (the `Files` port).
 * To be implemented in `adapters/dynamo/` with the key built in the key module; nothing reads it yet.
 */
export interface StoredDocument {
  id: string;
  userId: string;
  folder: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** ISO 8601 UTC. */
  uploadedAt: string;
  scan: 'pending' | 'clean' | 'infected';
}

export interface DocumentsRepository {
  list(userId: string): Promise<StoredDocument[]>;
  put(document: StoredDocument): Promise<void>;
  remove(userId: string, documentId: string): Promise<void>;
}
