import { documentMessages, documentTypeInfo } from '../../contract/documents-messages.js';
import type { DocumentView, PendingDocumentView, ReviewDocumentRequest } from '../../contract/documents.js';
import { notificationMessages } from '../../contract/notifications-messages.js';
import type { Deps } from '../../ports/deps.js';
import type { Page } from '../../ports/page.js';
import { identityMessages } from '../../contract/identity-messages.js';
import { Conflict, Invalid, NotFound } from '../../errors.js';
import type { StoredProfile } from '../../ports/profile.js';
import { audit } from '../staff/audit.js';
import { pinnedDocumentLink } from './link.js';
import { documentView } from './upload.js';

type Staff = { id: string; email: string };

/** GET /api/admin/documents: documents waiting for review, oldest first, with whose they are. */
export async function listPendingDocuments(
  deps: Pick<Deps, 'documents' | 'users'>,
  limit: number,
  after?: Record<string, unknown>,
): Promise<Page<PendingDocumentView>> {
  const page = await deps.documents.listPending(limit, after);
  const owners = new Map(await Promise.all([...new Set(page.items.map((d) => d.userId))].map(async (id) => [id, await deps.users.getUser(id)] as const)));
  return {
    items: page.items.map((d) => ({
      ...documentView(d),
      userId: d.userId,
      clientName: owners.get(d.userId)?.fullName || null,
      clientEmail: owners.get(d.userId)?.email ?? null,
      clientDateOfBirth: (owners.get(d.userId) as StoredProfile | undefined)?.dateOfBirth ?? null,
    })),
    next: page.next,
  };
}

/**
 * POST /api/admin/documents/{userId}/{documentId}/link: a presigned GET valid 5 minutes of the version the upload
 * pinned and the scanner found clean (`pinnedDocumentLink`). Each opening is audit-logged.
 */
export async function documentLink(
  deps: Pick<Deps, 'documents' | 'files' | 'audit' | 'now' | 'newId'>,
  staff: Staff,
  userId: string,
  documentId: string,
): Promise<{ url: string; expiresAt: string }> {
  const { link, document } = await pinnedDocumentLink(deps, userId, documentId, { notPinned: documentMessages.notPinned, changed: documentMessages.changedSinceUpload });
  await audit(deps, staff, 'document.view', userId, { documentId, documentType: document.documentType });
  return link;
}

/**
 * POST /api/admin/documents/{userId}/{documentId}/review: verified, or rejected with a reason; audit-logged; the
 * client is notified. A government ID is verified only with the reviewer's confirmation that its name and date
 * of birth match the profile, which records them as the client's verified identity (the subject of a pull).
 */
export async function reviewDocument(
  deps: Pick<Deps, 'documents' | 'notifications' | 'audit' | 'profiles' | 'identity' | 'now' | 'newId'>,
  staff: Staff,
  userId: string,
  documentId: string,
  decision: ReviewDocumentRequest,
): Promise<DocumentView> {
  const at = deps.now().toISOString();
  const reason = decision.decision === 'rejected' ? (decision.reason ?? null) : null;
  const document = await deps.documents.get(userId, documentId);
  if (!document) throw new NotFound(documentMessages.notFound);
  const confirmsIdentity = decision.decision === 'verified' && document.documentType === 'id';
  const { profile } = confirmsIdentity ? await deps.profiles.get(userId) : { profile: undefined };
  if (confirmsIdentity) {
    if (!decision.identityConfirmed) {
      throw new Invalid(identityMessages.reviewIdentityConfirmRequired, { identityConfirmed: identityMessages.reviewIdentityConfirmRequired });
    }
    if (!profile?.fullName || !profile.dateOfBirth) throw new Conflict(identityMessages.reviewProfileIncomplete);
  }
  const decided = await deps.documents.transition(userId, documentId, ['pending_review'], {
    status: decision.decision,
    reason,
    reviewedAt: at,
    reviewedBy: staff.id,
    lastUsedAt: at,
  });
  if (!decided) {
    if (await deps.documents.get(userId, documentId)) throw new Conflict(documentMessages.notReviewable);
    throw new NotFound(documentMessages.notFound);
  }
  if (confirmsIdentity && profile?.dateOfBirth) {
    await deps.identity.confirm(userId, { fullName: profile.fullName, dateOfBirth: profile.dateOfBirth, documentId, verifiedAt: at, verifiedBy: staff.id });
  }
  await audit(deps, staff, decision.decision === 'verified' ? 'document.verify' : 'document.reject', userId, {
    documentId,
    documentType: decided.documentType,
    ...(reason ? { reason } : {}),
    ...(confirmsIdentity ? { identityConfirmed: true } : {}),
  });
  const type = documentTypeInfo[decided.documentType].title;
  await deps.notifications.add(
    userId,
    decision.decision === 'verified'
      ? { kind: 'document_verified', title: notificationMessages.documentVerifiedTitle, body: documentMessages.verifiedNote(type) }
      : { kind: 'document_rejected', title: notificationMessages.documentRejectedTitle, body: documentMessages.rejectedNote(type, reason ?? '') },
  );
  return documentView(decided);
}
