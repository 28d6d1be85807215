import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { decideIdentityReview } from '../use-cases/identity/identity-reviews.js';
import { decideIdentityReviewRequest, identityReviewParams } from '../contract/identity.js';

/** Approves or rejects a change request, or resolves a bureau mismatch; audit-logged. */
export const handler = route(documentRoutes.adminDecideIdentityReview, { params: identityReviewParams, body: decideIdentityReviewRequest }, async ({ caller, params, body }, deps) =>
  ok({ review: await decideIdentityReview(deps, caller, params.userId, params.reviewId, body) }),
);
