/**
 * THE API's contract: for each route of the table (lambdas/routes.ts), by its name, the schemas of its path
 * parameters, query, body and answer. The Lambda wrapper (http/route.ts) parses a request with the route's params,
 * query and body schemas (its handler passes them, the very ones named here: test/lambdas/contract/api.test.ts),
 * the local gateway checks answers against them, the web's client (web/src/lib/api-client.ts) takes its types from
 * them, and `npm run openapi` writes docs/openapi.json from them. No Lambda imports this map (it would bundle every
 * schema and zod); the route modules stay free of schemas (every Lambda bundles them); this map is the one place a
 * route names its schemas.
 *
 * A new route needs its entry here (the compiler and test/lambdas/contract/api.test.ts both say which is missing).
 */
import type * as z from 'zod';
import type { RouteName } from '../routes.js';
import { addStaffRequest, addStaffResponse, adminPingResponse, analyticsResponse, applicationListQuery, applicationListResponse, approveResponse, auditListResponse, changeRoleRequest, changeRoleResponse, clientListQuery, clientListResponse, cursorQuery, deleteUserParams, deleteUserResponse, deletionParams, deletionView, partnerListQuery, partnerListResponse, reassignRequest, reassignResponse, rejectRequest, teamResponse, userIdParams } from './admin.js';
import { analysisRunParams, analysisRunResponse, findingConfirmation, latestAnalysisResponse } from './analysis.js';
import { accountExport, confirmEmailRequest, confirmEmailResponse, connectionsResponse, deleteAccountRequest, emailOnlyRequest, foldersResponse, messageResponse, notificationPreferences, preferencesResponse, resetPasswordRequest, signupRequest, signupResponse } from './auth.js';
import { connectBankRequest, insightsResponse, linkTokenResponse } from './bank.js';
import { agreementQuery, agreementResponse, cancelResponse, checkoutRequest, checkoutResponse, featureAccessRequest, featureAccessResponse, portalResponse, priceRequest, priceResponse, signAgreementRequest, signAgreementResponse, subscriptionResponse, webhookResponse, workPerformedResponse } from './billing.js';
import { clientViewParams, clientViewResponse, staffThreadResponse } from './client-view.js';
import { creditPullRequest, creditPullResponse } from './credit.js';
import { dashboardResponse } from './dashboard.js';
import { ladderDocumentResponse, ladderParams, ladderStepRequest } from './dispute-ladder.js';
import { addDisputeInformationRequest, affirmDisputeRequest, assignAdvisorRequest, assignAdvisorResponse, disputeIdParams, disputeList, disputeQueueQuery, disputeQueueResponse, disputeResponse, fileDisputeRequest, markDisputeSentRequest, markSupplementSentRequest, recordDisputeReceiptRequest, recordDisputeResultRequest, recordReinsertionNoticeRequest, setDisputeStatusRequest, staffDisputeParams, staffDisputeResponse, verificationRequest } from './disputes.js';
import { documentIdParams, documentLinkResponse, documentResponse, pendingDocumentsResponse, reviewDocumentRequest, staffDocumentParams, startUploadRequest, startUploadResponse } from './documents.js';
import { goalResponse, saveGoalRequest } from './goals.js';
import { publicHealthResponse } from './health.js';
import { decideIdentityReviewRequest, identityChangeRequest, identityReviewParams, identityReviewResponse, identityReviewsResponse } from './identity.js';
import { disputeDraftsResponse, letterParams, letterQuery, letterResponse, staffLetterParams } from './letters.js';
import { meResponse } from './me.js';
import { markNotificationsReadRequest, markNotificationsReadResponse } from './notifications.js';
import { adminOfferResponse, adminOffersResponse, offerClickRequest, offerClickResponse, offerIdParams, offerInput, offerMatchRequest, offersResponse } from './offers.js';
import { partnerApplyRequest, partnerApplyResponse, partnerClientsQuery, partnerClientsResponse, partnerMeResponse } from './partners.js';
import { profileFormSchema, profileSaveResponse, revealCredentialRequest, revealCredentialResponse } from './profile.js';
import { publicFiguresResponse, supportMessagesAppended, supportMessagesBody, supportRequestBody, supportRequestCreated, supportRequestListResponse, supportRequestParams, waitlistRequest, waitlistResponse } from './public.js';
import { smsVerificationRequest, smsVerificationResponse } from './verification.js';
import { affirmIdentityTheftRequest, identityTheftCaseResponse, identityTheftLetterRequest, identityTheftLetterResponse, identityTheftResponse, recordBlockMailingRequest, recordBlockReceiptRequest, reviewIdentityTheftRequest, saveIdentityTheftRequest, staffIdentityTheftList, staffIdentityTheftParams, staffIdentityTheftResponse } from './identity-theft.js';
import { approveLetterWordingRequest, editLetterWordingRequest, letterApprovalParams, letterWordingParams, staffLetterWordingResponse } from './letter-wording.js';
import { completeStaffPhotoRequest, startStaffPhotoRequest, startStaffPhotoResponse, staffPhotoView } from './staff-photo.js';
import { advisorAvailabilityParams, advisorAvailabilityRequest, advisorPoolResponse, clientThreadParams, inboxQuery, inboxResponse, markThreadReadResponse, postMessageRequest, postMessageResponse, threadQuery, threadResponse } from './secure-messages.js';

/** One route's schemas. A route without params, query or body takes none (the wrapper does not read them). */
export interface RouteContract {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's body; null when it has none (204). */
  readonly response: z.ZodType | null;
  /** The success status when it is not 200. */
  readonly status?: 201 | 202 | 204;
}

export const apiContract = {
  health: { response: publicHealthResponse },
  me: { response: meResponse },
  adminPing: { response: adminPingResponse },
  signup: { body: signupRequest, response: signupResponse, status: 201 },
  confirmEmail: { body: confirmEmailRequest, response: confirmEmailResponse },
  resendConfirmation: { body: emailOnlyRequest, response: messageResponse },
  forgotPassword: { body: emailOnlyRequest, response: messageResponse },
  resetPassword: { body: resetPasswordRequest, response: messageResponse },
  setupFolders: { response: foldersResponse },
  updatePreferences: { body: notificationPreferences, response: preferencesResponse },
  exportAccount: { response: accountExport },
  accountConnections: { response: connectionsResponse },
  deleteAccount: { body: deleteAccountRequest, response: messageResponse },
  adminListClients: { query: clientListQuery, response: clientListResponse },
  adminClientView: { params: clientViewParams, response: clientViewResponse },
  adminReassignClient: { params: userIdParams, body: reassignRequest, response: reassignResponse },
  adminListPartners: { query: partnerListQuery, response: partnerListResponse },
  adminPartnerApplications: { query: applicationListQuery, response: applicationListResponse },
  adminPartnerClients: { params: userIdParams, query: cursorQuery, response: clientListResponse },
  adminApprovePartner: { params: userIdParams, response: approveResponse },
  adminRejectPartner: { params: userIdParams, body: rejectRequest, response: messageResponse },
  adminDeleteUser: { params: deleteUserParams, response: deleteUserResponse },
  adminDeletion: { params: deletionParams, response: deletionView },
  adminAnalytics: { response: analyticsResponse },
  adminAudit: { query: cursorQuery, response: auditListResponse },
  adminTeam: { response: teamResponse },
  adminAddStaff: { body: addStaffRequest, response: addStaffResponse, status: 201 },
  adminChangeRole: { params: userIdParams, body: changeRoleRequest, response: changeRoleResponse },
  partnerApply: { body: partnerApplyRequest, response: partnerApplyResponse, status: 201 },
  partnerMe: { response: partnerMeResponse },
  partnerMeClients: { query: partnerClientsQuery, response: partnerClientsResponse },
  subscription: { response: subscriptionResponse },
  billingPrice: { body: priceRequest, response: priceResponse },
  billingAgreement: { query: agreementQuery, response: agreementResponse },
  billingSignAgreement: { body: signAgreementRequest, response: signAgreementResponse, status: 201 },
  billingCheckout: { body: checkoutRequest, response: checkoutResponse },
  billingWebhook: { response: webhookResponse },
  billingFeatureAccess: { body: featureAccessRequest, response: featureAccessResponse },
  billingPortal: { response: portalResponse },
  billingCancel: { response: cancelResponse },
  adminWorkPerformed: { params: userIdParams, response: workPerformedResponse },
  joinWaitlist: { body: waitlistRequest, response: waitlistResponse },
  createSupportRequest: { body: supportRequestBody, response: supportRequestCreated, status: 201 },
  createClientSupportRequest: { body: supportRequestBody, response: supportRequestCreated, status: 201 },
  appendSupportMessages: { params: supportRequestParams, body: supportMessagesBody, response: supportMessagesAppended },
  publicFigures: { response: publicFiguresResponse },
  adminListSupportRequests: { query: cursorQuery, response: supportRequestListResponse },
  dashboard: { response: dashboardResponse },
  updateProfile: { body: profileFormSchema, response: profileSaveResponse },
  saveGoal: { body: saveGoalRequest, response: goalResponse },
  requestIdentityChange: { body: identityChangeRequest, response: identityReviewResponse, status: 201 },
  smsVerification: { body: smsVerificationRequest, response: smsVerificationResponse },
  markNotificationsRead: { body: markNotificationsReadRequest, response: markNotificationsReadResponse },
  adminRevealCredential: { params: userIdParams, body: revealCredentialRequest, response: revealCredentialResponse },
  startDocumentUpload: { body: startUploadRequest, response: startUploadResponse, status: 201 },
  completeDocumentUpload: { params: documentIdParams, response: documentResponse },
  removeDocument: { params: documentIdParams, response: null, status: 204 },
  adminListDocuments: { query: cursorQuery, response: pendingDocumentsResponse },
  adminDocumentLink: { params: staffDocumentParams, response: documentLinkResponse },
  adminReviewDocument: { params: staffDocumentParams, body: reviewDocumentRequest, response: documentResponse },
  adminListIdentityReviews: { query: cursorQuery, response: identityReviewsResponse },
  adminDecideIdentityReview: { params: identityReviewParams, body: decideIdentityReviewRequest, response: identityReviewResponse },
  creditPull: { body: creditPullRequest, response: creditPullResponse, status: 201 },
  creditReset: { response: null, status: 204 },
  startAnalysis: { response: analysisRunResponse, status: 202 },
  latestAnalysis: { response: latestAnalysisResponse },
  analysisRun: { params: analysisRunParams, response: analysisRunResponse },
  confirmFinding: { body: findingConfirmation, response: null, status: 204 },
  bankLinkToken: { response: linkTokenResponse },
  bankConnect: { body: connectBankRequest, response: insightsResponse, status: 201 },
  bankRefresh: { response: insightsResponse },
  bankDisconnect: { response: null, status: 204 },
  listOffers: { response: offersResponse },
  matchOffers: { body: offerMatchRequest, response: offersResponse },
  clickOffer: { params: offerIdParams, body: offerClickRequest, response: offerClickResponse },
  adminListOffers: { response: adminOffersResponse },
  adminCreateOffer: { body: offerInput, response: adminOfferResponse, status: 201 },
  adminUpdateOffer: { params: offerIdParams, body: offerInput, response: adminOfferResponse },
  adminRetireOffer: { params: offerIdParams, response: adminOfferResponse },
  listDisputes: { response: disputeList },
  fileDispute: { body: fileDisputeRequest, response: disputeResponse, status: 201 },
  getDispute: { params: disputeIdParams, response: disputeResponse },
  addDisputeInformation: { params: disputeIdParams, body: addDisputeInformationRequest, response: disputeResponse },
  disputeLetter: { params: letterParams, query: letterQuery, response: letterResponse },
  disputeDrafts: { params: disputeIdParams, response: disputeDraftsResponse },
  affirmDispute: { params: disputeIdParams, body: affirmDisputeRequest, response: disputeResponse },
  requestDisputeVerification: { params: disputeIdParams, body: verificationRequest, response: disputeResponse },
  takeDisputeLadderStep: { params: ladderParams, body: ladderStepRequest, response: disputeResponse },
  disputeLadderDocument: { params: ladderParams, response: ladderDocumentResponse },
  adminListDisputes: { query: disputeQueueQuery, response: disputeQueueResponse },
  adminGetDispute: { params: staffDisputeParams, response: staffDisputeResponse },
  adminMarkDisputeSent: { params: staffDisputeParams, body: markDisputeSentRequest, response: staffDisputeResponse },
  adminRecordDisputeResult: { params: staffDisputeParams, body: recordDisputeResultRequest, response: staffDisputeResponse },
  adminRecordDisputeReceipt: { params: staffDisputeParams, body: recordDisputeReceiptRequest, response: staffDisputeResponse },
  adminMarkSupplementSent: { params: staffDisputeParams, body: markSupplementSentRequest, response: staffDisputeResponse },
  adminRecordReinsertionNotice: { params: staffDisputeParams, body: recordReinsertionNoticeRequest, response: staffDisputeResponse },
  adminSetDisputeStatus: { params: staffDisputeParams, body: setDisputeStatusRequest, response: staffDisputeResponse },
  adminDisputeLetter: { params: staffLetterParams, query: letterQuery, response: letterResponse },
  adminAssignAdvisor: { params: userIdParams, body: assignAdvisorRequest, response: assignAdvisorResponse },
  approveLetterWording: { params: letterApprovalParams, body: approveLetterWordingRequest, response: disputeResponse },
  adminLetterWording: { params: letterWordingParams, response: staffLetterWordingResponse },
  adminEditLetterWording: { params: letterWordingParams, body: editLetterWordingRequest, response: staffLetterWordingResponse },
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
  messagesThread: { query: threadQuery, response: threadResponse },
  messagesPost: { body: postMessageRequest, response: postMessageResponse, status: 201 },
  messagesRead: { response: markThreadReadResponse },
  adminMessagesInbox: { query: inboxQuery, response: inboxResponse },
  adminMessagesThread: { params: clientThreadParams, query: threadQuery, response: staffThreadResponse },
  adminMessagesPost: { params: clientThreadParams, body: postMessageRequest, response: postMessageResponse, status: 201 },
  adminMessagesRead: { params: clientThreadParams, response: markThreadReadResponse },
  staffPhotoGet: { response: staffPhotoView },
  staffPhotoStart: { body: startStaffPhotoRequest, response: startStaffPhotoResponse, status: 201 },
  staffPhotoComplete: { body: completeStaffPhotoRequest, response: staffPhotoView },
  staffPhotoRemove: { response: staffPhotoView },
  adminAdvisorPool: { response: advisorPoolResponse },
  adminAdvisorAvailability: { params: advisorAvailabilityParams, body: advisorAvailabilityRequest, response: advisorPoolResponse },
} as const satisfies Record<RouteName, RouteContract>;

export type ApiContract = typeof apiContract;
