/** The messages area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { messageRoutes } from '../../routes/messages.js';
import type { RouteContract } from '../api.js';
import { staffThreadResponse } from '../client-view.js';
import { advisorAvailabilityParams, advisorAvailabilityRequest, advisorPoolResponse, clientThreadParams, inboxQuery, inboxResponse, markThreadReadResponse, postMessageRequest, postMessageResponse, threadQuery, threadResponse } from '../secure-messages.js';
import { completeStaffPhotoRequest, staffPhotoView, startStaffPhotoRequest, startStaffPhotoResponse } from '../staff-photo.js';

export const contract = {
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
} as const satisfies Record<keyof typeof messageRoutes, RouteContract>;
