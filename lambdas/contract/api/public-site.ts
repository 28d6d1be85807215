/** The public site area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { publicSiteRoutes } from '../../routes/public-site.js';
import type { RouteContract } from '../api.js';
import { cursorQuery } from '../admin.js';
import { publicFiguresResponse, supportMessagesAppended, supportMessagesBody, supportRequestBody, supportRequestCreated, supportRequestListResponse, supportRequestParams, waitlistRequest, waitlistResponse } from '../public.js';

export const contract = {
  joinWaitlist: { body: waitlistRequest, response: waitlistResponse },
  createSupportRequest: { body: supportRequestBody, response: supportRequestCreated, status: 201 },
  createClientSupportRequest: { body: supportRequestBody, response: supportRequestCreated, status: 201 },
  appendSupportMessages: { params: supportRequestParams, body: supportMessagesBody, response: supportMessagesAppended },
  publicFigures: { response: publicFiguresResponse },
  adminListSupportRequests: { query: cursorQuery, response: supportRequestListResponse },
} as const satisfies Record<keyof typeof publicSiteRoutes, RouteContract>;
