import { clientAnswers } from '../profile/views.js';
import { identityMessages } from '../../contract/identity-messages.js';
import type { DecideIdentityReviewRequest, IdentityChangeRequest, IdentityReviewView } from '../../contract/identity.js';
import { lockedFieldsChanged, lockedIdentity } from '../../domain/identity.js';
import { Conflict, Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredIdentityReview } from '../../ports/identity.js';
import type { Page } from '../../ports/page.js';
import { audit } from '../staff/audit.js';

type Staff = { id: string; email: string };

export const identityReviewView = (r: StoredIdentityReview): IdentityReviewView => ({
  id: r.id,
  userId: r.userId,
  kind: r.kind,
  status: r.status,
  createdAt: r.createdAt,
  current: r.current,
  requested: r.requested,
  mismatches: r.mismatches,
  reportId: r.reportId,
  decidedAt: r.decidedAt,
  reason: r.reason,
});

/**
 * `POST /api/profile/identity-change`: once the first pull has locked the identity, the client asks for a
 * new name, date of birth or address; it waits, pending, for staff (a newer request replaces nothing: staff
 * decide each). Before the lock the profile form changes them directly.
 */
export async function requestIdentityChange(
  deps: Pick<Deps, 'identity' | 'now' | 'newId'>,
  userId: string,
  request: IdentityChangeRequest,
): Promise<IdentityReviewView> {
  const current = lockedIdentity(await deps.identity.get(userId));
  if (!current) throw new Conflict(identityMessages.changeNotLocked);
  if (lockedFieldsChanged(current, request).length === 0) throw new Invalid(identityMessages.changeUnchanged);
  const review: StoredIdentityReview = {
    id: deps.newId(),
    userId,
    kind: 'change_request',
    status: 'pending',
    createdAt: deps.now().toISOString(),
    current,
    requested: request,
    mismatches: [],
    reportId: null,
    decidedAt: null,
    decidedBy: null,
    reason: null,
  };
  await deps.identity.putReview(review);
  return identityReviewView(review);
}

/** `GET /api/admin/identity-reviews`: the desk's pending cases (change requests and bureau mismatches), oldest first. */
export async function listIdentityReviews(deps: Pick<Deps, 'identity'>, limit: number, after?: Record<string, unknown>): Promise<Page<IdentityReviewView>> {
  const page = await deps.identity.listPending(limit, after);
  return { items: page.items.map(identityReviewView), next: page.next };
}

/**
 * `POST /api/admin/identity-reviews/{userId}/{reviewId}`: a change request is approved (the verified
 * identity and the profile take the new details) or rejected with a reason; a bureau mismatch is resolved
 * once staff have dealt with it with the client. Audit-logged; the client is told of a change request's outcome.
 */
export async function decideIdentityReview(
  deps: Pick<Deps, 'identity' | 'profiles' | 'notifications' | 'audit' | 'now' | 'newId'>,
  staff: Staff,
  userId: string,
  reviewId: string,
  decision: DecideIdentityReviewRequest,
): Promise<IdentityReviewView> {
  const review = await deps.identity.getReview(userId, reviewId);
  if (!review) throw new NotFound(identityMessages.reviewNotFound);
  if (review.status !== 'pending') throw new Conflict(identityMessages.reviewDecided);
  const fits = review.kind === 'change_request' ? decision.decision !== 'resolved' : decision.decision === 'resolved';
  if (!fits) throw new Invalid(identityMessages.reviewDecisionKind);
  const at = deps.now().toISOString();
  const reason = decision.decision === 'approved' ? null : (decision.reason ?? null);
  const decided = await deps.identity.decideReview(userId, reviewId, { status: decision.decision, decidedAt: at, decidedBy: staff.id, reason });
  if (!decided) throw new Conflict(identityMessages.reviewDecided);
  if (decided.kind === 'change_request' && decided.status === 'approved' && decided.requested) {
    const next = decided.requested;
    await deps.identity.replace(userId, next, staff.id, at);
    const { profile, client } = await deps.profiles.get(userId);
    if (profile) {
      await deps.profiles.save(
        userId,
        profile,
        {
          fullName: next.fullName,
          contactEmail: profile.contactEmail ?? profile.email,
          phoneNumber: profile.phoneNumber ?? '',
          dateOfBirth: next.dateOfBirth,
          street: next.street,
          city: next.city,
          state: next.state,
          zipCode: next.zipCode,
        },
        {
          identityIqUsername: client?.identityIqUsername ?? null,
          // undefined keeps the sealed passwords as they are.
          identityIqPassword: undefined,
          creditKarmaUsername: client?.creditKarmaUsername ?? null,
          creditKarmaPassword: undefined,
          ...clientAnswers(client),
          profileSavedAt: client?.profileSavedAt ?? null,
        },
      );
    }
  }
  const action = decision.decision === 'approved' ? 'identity.approve' : decision.decision === 'rejected' ? 'identity.reject' : 'identity.resolve';
  await audit(deps, staff, action, userId, { reviewId, kind: decided.kind, ...(reason ? { reason } : {}) });
  if (decided.kind === 'change_request') {
    await deps.notifications.add(
      userId,
      decided.status === 'approved'
        ? { kind: 'identity_review', title: identityMessages.changeApprovedTitle, body: identityMessages.changeApprovedNote }
        : { kind: 'identity_review', title: identityMessages.changeRejectedTitle, body: identityMessages.changeRejectedNote(reason ?? '') },
    );
  }
  return identityReviewView(decided);
}
