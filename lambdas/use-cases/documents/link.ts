import { documentMessages } from '../../contract/documents-messages.js';
import { DOWNLOAD_TTL_SECONDS } from '../../domain/documents.js';
import { Conflict, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDocument } from '../../ports/documents.js';
import { sha256Hex } from './upload.js';

/** A document that passed the scan may be opened (never one in quarantine or not yet checked). */
const OPENABLE = ['pending_review', 'verified', 'rejected'] as const;

type LinkDeps = Pick<Deps, 'documents' | 'files' | 'now'>;

/**
 * A presigned GET valid 5 minutes of the version the upload pinned and the scanner found clean, never of whatever the
 * key holds now. Where the bucket keeps no versions (s3rver) the stored bytes must still hash to the pinned SHA-256,
 * or nothing is served. The opening counts as the document's use (retention). `refusals`: what the viewer is told
 * when the stored file cannot be served as checked (staff and the client are told different things).
 */
export async function pinnedDocumentLink(
  deps: LinkDeps,
  userId: string,
  documentId: string,
  refusals: { notPinned: string; changed: string },
): Promise<{ link: { url: string; expiresAt: string }; document: StoredDocument }> {
  const document = await deps.documents.get(userId, documentId);
  if (!document || !(OPENABLE as readonly string[]).includes(document.status)) throw new NotFound(documentMessages.notFound);
  if (document.scanResult !== 'clean' || !document.sha256) throw new Conflict(refusals.notPinned);
  if (!document.versionId && sha256Hex(await deps.files.read(document.objectKey)) !== document.sha256) throw new Conflict(refusals.changed);
  const now = deps.now();
  const url = await deps.files.presignDownload(document.objectKey, document.fileName, document.versionId ?? undefined);
  await deps.documents.touch(userId, documentId, now.toISOString());
  return { link: { url, expiresAt: new Date(now.getTime() + DOWNLOAD_TTL_SECONDS * 1000).toISOString() }, document };
}

/**
 * POST /api/documents/{id}/link: the client's own upload (an attachment in their messages), as staff would open it.
 * Another client's id answers 404, as a missing one does.
 */
export async function ownDocumentLink(deps: LinkDeps, userId: string, documentId: string): Promise<{ url: string; expiresAt: string }> {
  const refused = documentMessages.cannotOpenOwn;
  return (await pinnedDocumentLink(deps, userId, documentId, { notPinned: refused, changed: refused })).link;
}
