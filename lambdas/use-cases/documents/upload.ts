import { createHash } from 'node:crypto';
import { documentMessages, documentTypeInfo } from '../../contract/documents-messages.js';
import type { DocumentStatus, DocumentView, StartUploadRequest } from '../../contract/documents.js';
import { notificationMessages } from '../../contract/notifications-messages.js';
import { SNIFF_BYTES, contentMatches } from '../../domain/file-type.js';
import { UPLOAD_LIMITS, documentFileKey, documentOfKey, newDocument, neededByOpenDispute, quarantineFileKey } from '../../domain/documents.js';
import type { Deps } from '../../ports/deps.js';
import { FileNotFound, type PresignedUpload } from '../../ports/files.js';
import type { DocumentScanResult, StoredDocument } from '../../ports/documents.js';
import type { ScanVerdict } from '../../ports/scanner.js';
import { Conflict, Invalid, NotFound } from '../../errors.js';

type DocumentDeps = Pick<Deps, 'documents' | 'files' | 'scanner' | 'now' | 'newId'>;

/** What the browser sees of a document (no key, no reviewer). */
export const documentView = (d: StoredDocument): DocumentView => ({
  id: d.id,
  documentType: d.documentType,
  fileName: d.fileName,
  sizeBytes: d.sizeBytes,
  contentType: d.contentType,
  status: d.status,
  reason: d.reason,
  uploadedAt: d.uploadedAt,
  reviewedAt: d.reviewedAt,
});

/** POST /api/documents: a new document in 'uploading' and a presigned POST for exactly its key, type and at most 10 MB. */
export async function startUpload(deps: DocumentDeps, userId: string, request: StartUploadRequest): Promise<{ document: DocumentView; upload: PresignedUpload }> {
  const document = newDocument({ id: deps.newId(), userId, request, now: deps.now() });
  await deps.documents.create(document);
  const upload = await deps.files.presignUpload(document.objectKey, document.contentType);
  return { document: documentView(document), upload };
}

/**
 * POST /api/documents/{id}/complete: the file has been sent. The server pins what really arrived (the
 * object's version where the bucket keeps versions, and the SHA-256 of its bytes), checks it (size,
 * and the type from its first bytes, whatever its name says), then asks the scanner about exactly that
 * version. A clean file waits for staff review; a mismatched or infected one is quarantined and the
 * client told. In AWS the scan may still be running: the document stays 'scanning' until GuardDuty's
 * event for the pinned version.
 *
 * Completing again finishes what a completion stopped by a fault left (docs/reliability.md, "A document upload"):
 * a 'scanning' document is checked again from its pinned bytes (never whatever the key holds now), and a quarantined
 * one whose file has not reached the quarantine yet is moved there. Every write after the claim is conditional on the
 * status it expects, so two completions at once settle the document once. A document already settled is refused.
 */
export async function completeUpload(deps: DocumentDeps, userId: string, documentId: string): Promise<DocumentView> {
  const document = await deps.documents.get(userId, documentId);
  if (!document) throw new NotFound(documentMessages.notFound);
  switch (document.status) {
    case 'uploading':
      return documentView(await pinAndCheck(deps, document));
    case 'scanning':
      return documentView(await resumeCheck(deps, document));
    case 'quarantined':
      if (document.objectKey === quarantineFileKey(userId, documentId)) throw new Conflict(documentMessages.alreadyCompleted);
      return documentView(await moveToQuarantine(deps, document));
    default:
      throw new Conflict(documentMessages.alreadyCompleted);
  }
}

/** The first completion: reads the object once, claims the document with the pin, and checks those very bytes. */
async function pinAndCheck(deps: DocumentDeps, document: StoredDocument): Promise<StoredDocument> {
  const stored = await deps.files.head(document.objectKey);
  if (!stored) throw new Invalid(documentMessages.notUploaded);
  const versionId = stored.versionId ?? null;
  // S3 enforces the POST policy's size range (locally the S3 front does). Checked here all the same, before reading it.
  if (stored.sizeBytes > UPLOAD_LIMITS.maxBytes) {
    const claimed = await claim(deps, document, ['uploading'], { sizeBytes: stored.sizeBytes, versionId, sha256: null });
    return quarantine(deps, claimed, documentMessages.tooLarge);
  }
  // One read of the pinned version: its hash, its type and its scan all look at these very bytes.
  const content = await deps.files.read(document.objectKey, versionId ?? undefined);
  const scanning = await claim(deps, document, ['uploading'], { sizeBytes: content.length, versionId, sha256: sha256Hex(content) });
  return check(deps, scanning, content);
}

/**
 * A document a completion claimed and did not settle (it failed, or its answer was lost, or it is still running):
 * checked again from what the claim pinned. The bytes read must hash to the pin; where the bucket keeps no versions
 * and something else was written to the key since, the pinned file is gone and the document is quarantined.
 */
async function resumeCheck(deps: DocumentDeps, document: StoredDocument): Promise<StoredDocument> {
  if (document.sizeBytes > UPLOAD_LIMITS.maxBytes) return quarantine(deps, document, documentMessages.tooLarge);
  const content = await deps.files.read(document.objectKey, document.versionId ?? undefined).catch((error: unknown) => {
    // Nothing left to check: the client is told to send it again, and the document waits as it is until removed.
    if (error instanceof FileNotFound) throw new Conflict(documentMessages.fileGone);
    throw error;
  });
  // Claimed before pins were recorded: pinned now, once (the claim's condition still holds: 'scanning').
  if (!document.sha256) return check(deps, await claim(deps, document, ['scanning'], { sizeBytes: content.length, versionId: document.versionId ?? null, sha256: sha256Hex(content) }), content);
  if (sha256Hex(content) !== document.sha256) return quarantine(deps, document, documentMessages.changedAfterSent);
  return check(deps, document, content);
}

/** The type from the first bytes, then the scanner's verdict on the pinned version. */
async function check(deps: DocumentDeps, scanning: StoredDocument, content: Uint8Array): Promise<StoredDocument> {
  if (!contentMatches(scanning.contentType, scanning.fileName, content.subarray(0, SNIFF_BYTES))) {
    return quarantine(deps, scanning, documentMessages.mismatch);
  }
  const versionId = scanning.versionId ?? undefined;
  return applyVerdict(deps, scanning, await deps.scanner.verdict({ key: scanning.objectKey, ...(versionId ? { versionId } : {}), content }));
}

/** Moves the document from `from` to 'scanning' with its pin, once: a second, concurrent completion is refused. */
async function claim(deps: DocumentDeps, document: StoredDocument, from: readonly DocumentStatus[], pin: { sizeBytes: number; versionId: string | null; sha256: string | null }): Promise<StoredDocument> {
  const scanning = await deps.documents.transition(document.userId, document.id, from, { status: 'scanning', ...pin });
  if (!scanning) throw new Conflict(documentMessages.alreadyCompleted);
  return scanning;
}

export const sha256Hex = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/**
 * AWS: GuardDuty's scan result event names the object and its version; the document it belongs to
 * leaves 'scanning' only when that is the version its upload pinned (a later write to the key is
 * another version, and its result changes nothing). A redelivered event for a quarantined document
 * whose file was not moved yet moves it.
 */
export async function applyScanResult(deps: DocumentDeps, objectKey: string, versionId: string | undefined, verdict: ScanVerdict): Promise<DocumentView | undefined> {
  const owner = documentOfKey(objectKey);
  if (!owner) return undefined;
  const document = await deps.documents.get(owner.userId, owner.documentId);
  if (!document || (document.versionId ?? undefined) !== versionId) return undefined;
  if (document.status === 'quarantined' && document.objectKey === objectKey) return documentView(await moveToQuarantine(deps, document));
  if (document.status !== 'scanning') return undefined;
  return documentView(await applyVerdict(deps, document, verdict));
}

async function applyVerdict(deps: DocumentDeps, document: StoredDocument, verdict: ScanVerdict): Promise<StoredDocument> {
  switch (verdict) {
    case 'pending':
      return document;
    case 'clean':
      return (await deps.documents.transition(document.userId, document.id, ['scanning'], { status: 'pending_review', scanResult: 'clean' })) ?? current(deps, document);
    case 'infected':
      return quarantine(deps, document, documentMessages.infected, 'infected');
    case 'unscannable':
      return quarantine(deps, document, documentMessages.unscannable, 'unscannable');
  }
}

/** The document as stored now: another completion settled it first. */
const current = async (deps: DocumentDeps, document: StoredDocument) => (await deps.documents.get(document.userId, document.id)) ?? document;

/**
 * Marks the document quarantined and tells the client, in one write (conditional on 'scanning', so once), then moves
 * the pinned file to `users/<id>/quarantine/` (never served, deleted with the account). Marked first: a quarantined
 * document is never served, and while its `objectKey` is not the quarantine's a completion again makes the move.
 */
async function quarantine(deps: DocumentDeps, document: StoredDocument, reason: string, scanResult?: DocumentScanResult): Promise<StoredDocument> {
  const at = deps.now().toISOString();
  const type = documentTypeInfo[document.documentType].title;
  const updated = await deps.documents.transition(document.userId, document.id, ['scanning'], {
    status: 'quarantined',
    reason,
    lastUsedAt: at,
    ...(scanResult ? { scanResult } : {}),
    notification: {
      id: deps.newId(),
      kind: 'document_quarantined',
      title: notificationMessages.documentQuarantinedTitle,
      body: documentMessages.quarantinedNote(type, document.fileName, reason),
      createdAt: at,
    },
  });
  if (!updated) return current(deps, document);
  return moveToQuarantine(deps, updated);
}

/**
 * Moves a quarantined document's file to its quarantine key, then records that key on the item, so whether the move is
 * done is read from the table (in AWS a missing object answers 403 to a function that may not list the bucket).
 * The move is safe to repeat; so is the record (conditional on 'quarantined').
 */
async function moveToQuarantine(deps: DocumentDeps, document: StoredDocument): Promise<StoredDocument> {
  const target = quarantineFileKey(document.userId, document.id);
  await deps.files.move(document.objectKey, target, document.versionId ?? undefined);
  return (await deps.documents.transition(document.userId, document.id, ['quarantined'], { status: 'quarantined', objectKey: target })) ?? current(deps, document);
}

/** Deletes a document's item and its file (wherever it is), with every stored version; false when there was none. */
export async function deleteDocument(deps: Pick<Deps, 'documents' | 'files'>, userId: string, documentId: string): Promise<boolean> {
  const document = await deps.documents.remove(userId, documentId);
  await deps.files.deleteObject(documentFileKey(userId, documentId));
  await deps.files.deleteObject(quarantineFileKey(userId, documentId));
  return Boolean(document);
}

/**
 * DELETE /api/documents/{id}: the caller's own document only (another user's id is not found), and its file. A verified
 * ID or proof of address an open dispute needs is refused (409): it can be replaced, not removed.
 */
export async function removeDocument(deps: Pick<Deps, 'documents' | 'files' | 'disputes'>, userId: string, documentId: string): Promise<void> {
  const documents = await deps.documents.list(userId);
  const document = documents.find((d) => d.id === documentId);
  if (!document) throw new NotFound(documentMessages.notFound);
  if (document.status === 'verified' && neededByOpenDispute(document, documents, await deps.disputes.list(userId))) {
    throw new Conflict(documentMessages.neededByDispute(documentTypeInfo[document.documentType].title));
  }
  if (!(await deleteDocument(deps, userId, documentId))) throw new NotFound(documentMessages.notFound);
}
