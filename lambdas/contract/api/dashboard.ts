/** The dashboard area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { dashboardRoutes } from '../../routes/dashboard.js';
import type { RouteContract } from '../api.js';
import { userIdParams } from '../admin.js';
import { dashboardResponse } from '../dashboard.js';
import { goalResponse, saveGoalRequest } from '../goals.js';
import { identityChangeRequest, identityReviewResponse } from '../identity.js';
import { markNotificationsReadRequest, markNotificationsReadResponse } from '../notifications.js';
import { profileFormSchema, profileSaveResponse, revealCredentialRequest, revealCredentialResponse } from '../profile.js';
import { smsVerificationRequest, smsVerificationResponse } from '../verification.js';

export const contract = {
  dashboard: { response: dashboardResponse },
  updateProfile: { body: profileFormSchema, response: profileSaveResponse },
  saveGoal: { body: saveGoalRequest, response: goalResponse },
  requestIdentityChange: { body: identityChangeRequest, response: identityReviewResponse, status: 201 },
  smsVerification: { body: smsVerificationRequest, response: smsVerificationResponse },
  markNotificationsRead: { body: markNotificationsReadRequest, response: markNotificationsReadResponse },
  adminRevealCredential: { params: userIdParams, body: revealCredentialRequest, response: revealCredentialResponse },
} as const satisfies Record<keyof typeof dashboardRoutes, RouteContract>;
