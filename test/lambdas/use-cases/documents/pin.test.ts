import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentMessages } from '../../../../lambdas/contract/documents.js';
import type { DocumentChange, StoredDocument } from '../../../../lambdas/ports/documents.js';
import type { ScannedObject } from '../../../../lambdas/ports/scanner.js';
import { documentLink } from '../../../../lambdas/use-cases/documents/review.js';
import { applyScanResult, completeUpload } from '../../../../lambdas/use-cases/documents/upload.js';

// AWS's path (a versioned bucket), which the local emulator cannot take: versions are what is pinned and served.
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const OTHER = new TextEncoder().encode('%PDF-1.7\nsomeone else’s ID\n%%EOF\n');
const KEY = 'users/c1/documents/d1';
const at = new Date('2026-03-02T10:00:00.000Z');

/** A versioned bucket in memory: each write is a new version; reads name one or get the newest. */
function world() {
  const versions: { id: string; content: Uint8Array }[] = [{ id: 'v1', content: PDF }];
  let document: StoredDocument = {
    id: 'd1',
    userId: 'c1',
    documentType: 'id',
    fileName: 'passport.pdf',
    contentType: 'application/pdf',
    sizeBytes: PDF.length,
    status: 'uploading',
    reason: null,
    objectKey: KEY,
    versionId: null,
    sha256: null,
    scanResult: null,
    uploadedAt: at.toISOString(),
    reviewedAt: null,
    reviewedBy: null,
    lastUsedAt: at.toISOString(),
  };
  const version = (id?: string) => (id ? versions.find((v) => v.id === id)! : versions.at(-1)!);
  const scanned: ScannedObject[] = [];
  const signed: (string | undefined)[] = [];
  const reads: (string | undefined)[] = [];
  const deps = {
    now: () => at,
    newId: () => 'a1',
    documents: {
      get: async () => document,
      transition: async (_u: string, _d: string, from: readonly string[], change: DocumentChange) => {
        if (!from.includes(document.status)) return undefined;
        document = { ...document, ...change };
        return document;
      },
      touch: async () => {},
    },
    files: {
      head: async () => ({ sizeBytes: version().content.length, versionId: version().id }),
      read: async (_key: string, versionId?: string) => {
        reads.push(versionId);
        return version(versionId).content;
      },
      presignDownload: async (_key: string, _name?: string, versionId?: string) => {
        signed.push(versionId);
        return `https://bucket.example/${KEY}${versionId ? `?versionId=${versionId}` : ''}`;
      },
      move: async () => {},
    },
    scanner: {
      verdict: async (object: ScannedObject) => {
        scanned.push(object);
        return 'pending' as const;
      },
    },
    notifications: { add: async () => {} },
    audit: { putAudit: async () => {} },
  };
  return {
    deps: deps as never,
    write: (content: Uint8Array) => versions.push({ id: `v${versions.length + 1}`, content }),
    document: () => document,
    scanned,
    signed,
    reads,
  };
}

const staff = { id: 's1', email: 'staff@example.com' };

describe('a document in a versioned bucket', () => {
  it('pins the version and hash completion read, scans that version, and serves it after the key is written again', async () => {
    const w = world();
    expect(await completeUpload(w.deps, 'c1', 'd1')).toMatchObject({ status: 'scanning' });
    expect(w.document()).toMatchObject({ versionId: 'v1', sha256: createHash('sha256').update(PDF).digest('hex') });
    expect(w.reads).toEqual(['v1']);
    expect(w.scanned).toEqual([expect.objectContaining({ key: KEY, versionId: 'v1' })]);

    // The form is used again within its five minutes: S3 keeps it as a newer version. Completing again (the client's
    // way out of a completion that failed) checks the pinned version again, never the newer one, and keeps the pin.
    w.write(OTHER);
    expect(await completeUpload(w.deps, 'c1', 'd1')).toMatchObject({ status: 'scanning' });
    expect(w.reads).toEqual(['v1', 'v1']);
    expect(w.scanned.map((o) => o.versionId)).toEqual(['v1', 'v1']);
    expect(w.document()).toMatchObject({ versionId: 'v1', sha256: createHash('sha256').update(PDF).digest('hex') });
    expect(await applyScanResult(w.deps, KEY, 'v2', 'clean')).toBeUndefined();
    expect(w.document().status).toBe('scanning');
    expect(await applyScanResult(w.deps, KEY, 'v1', 'clean')).toMatchObject({ status: 'pending_review' });

    await documentLink(w.deps, staff, 'c1', 'd1');
    expect(w.signed).toEqual(['v1']);
    // The version names the bytes: no read of whatever the key holds now.
    expect(w.reads).toEqual(['v1', 'v1']);
    await expect(completeUpload(w.deps, 'c1', 'd1')).rejects.toThrow(documentMessages.alreadyCompleted);
  });

  it('gives no link for a document whose pinned version was never found clean, nor for one completed before pins existed', async () => {
    const w = world();
    await completeUpload(w.deps, 'c1', 'd1');
    await expect(documentLink(w.deps, staff, 'c1', 'd1')).rejects.toThrow(documentMessages.notFound);
    // Waiting for review, but with no recorded clean scan and no hash (an item written before the pin).
    const legacy = world();
    await (legacy.deps as { documents: { transition: (...a: unknown[]) => Promise<unknown> } }).documents.transition('c1', 'd1', ['uploading'], { status: 'pending_review' });
    await expect(documentLink(legacy.deps, staff, 'c1', 'd1')).rejects.toThrow(documentMessages.notPinned);
    expect([...w.signed, ...legacy.signed]).toEqual([]);
  });
});
