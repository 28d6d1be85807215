/** The disputes area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { disputeRoutes } from '../../routes/disputes.js';
import type { RouteContract } from '../api.js';
import { userIdParams } from '../admin.js';
import { furnisherAnswerParams, furnisherAnswerRequest, ladderDocumentResponse, ladderParams, ladderStepRequest } from '../dispute-ladder.js';
import { addDisputeInformationRequest, affirmDisputeRequest, assignAdvisorRequest, assignAdvisorResponse, disputeIdParams, disputeList, disputeQueueQuery, disputeQueueResponse, disputeResponse, fileDisputeRequest, markDisputeSentRequest, markSupplementSentRequest, recordDisputeReceiptRequest, recordDisputeResultRequest, recordReinsertionNoticeRequest, setDisputeStatusRequest, staffDisputeParams, staffDisputeResponse, verificationRequest } from '../disputes.js';
import { approveLetterWordingRequest, editLetterWordingRequest, letterApprovalParams, letterWordingParams, staffLetterWordingResponse } from '../letter-wording.js';
import { disputeDraftsResponse, letterParams, letterQuery, letterResponse, staffLetterParams } from '../letters.js';

export const contract = {
  listDisputes: { response: disputeList },
  fileDispute: { body: fileDisputeRequest, response: disputeResponse, status: 201 },
  getDispute: { params: disputeIdParams, response: disputeResponse },
  addDisputeInformation: { params: disputeIdParams, body: addDisputeInformationRequest, response: disputeResponse },
  disputeLetter: { params: letterParams, query: letterQuery, response: letterResponse },
  disputeDrafts: { params: disputeIdParams, response: disputeDraftsResponse },
  affirmDispute: { params: disputeIdParams, body: affirmDisputeRequest, response: disputeResponse },
  requestDisputeVerification: { params: disputeIdParams, body: verificationRequest, response: disputeResponse },
  takeDisputeLadderStep: { params: ladderParams, body: ladderStepRequest, response: disputeResponse },
  recordFurnisherAnswer: { params: furnisherAnswerParams, body: furnisherAnswerRequest, response: disputeResponse },
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
} as const satisfies Record<keyof typeof disputeRoutes, RouteContract>;
