/** The identity theft area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { identityTheftRoutes } from '../../routes/identity-theft.js';
import type { RouteContract } from '../api.js';
import { cursorQuery } from '../admin.js';
import { affirmIdentityTheftRequest, identityTheftCaseResponse, identityTheftLetterRequest, identityTheftLetterResponse, identityTheftResponse, recordBlockMailingRequest, recordBlockReceiptRequest, reviewIdentityTheftRequest, saveIdentityTheftRequest, staffIdentityTheftList, staffIdentityTheftParams, staffIdentityTheftResponse } from '../identity-theft.js';

export const contract = {
  getIdentityTheft: { response: identityTheftResponse },
  affirmIdentityTheft: { body: affirmIdentityTheftRequest, response: identityTheftCaseResponse },
  saveIdentityTheft: { body: saveIdentityTheftRequest, response: identityTheftCaseResponse },
  submitIdentityTheft: { response: identityTheftCaseResponse },
  identityTheftLetter: { body: identityTheftLetterRequest, response: identityTheftLetterResponse },
  recordIdentityTheftMailing: { body: recordBlockMailingRequest, response: identityTheftCaseResponse },
  adminListIdentityTheft: { query: cursorQuery, response: staffIdentityTheftList },
  adminGetIdentityTheft: { params: staffIdentityTheftParams, response: staffIdentityTheftResponse },
  adminReviewIdentityTheft: { params: staffIdentityTheftParams, body: reviewIdentityTheftRequest, response: staffIdentityTheftResponse },
  adminRecordIdentityTheftReceipt: { params: staffIdentityTheftParams, body: recordBlockReceiptRequest, response: staffIdentityTheftResponse },
} as const satisfies Record<keyof typeof identityTheftRoutes, RouteContract>;
