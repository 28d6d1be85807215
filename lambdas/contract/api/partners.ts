/** The partners area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { partnerRoutes } from '../../routes/partners.js';
import type { RouteContract } from '../api.js';
import { partnerApplyRequest, partnerApplyResponse, partnerClientsQuery, partnerClientsResponse, partnerMeResponse } from '../partners.js';

export const contract = {
  partnerApply: { body: partnerApplyRequest, response: partnerApplyResponse, status: 201 },
  partnerMe: { response: partnerMeResponse },
  partnerMeClients: { query: partnerClientsQuery, response: partnerClientsResponse },
} as const satisfies Record<keyof typeof partnerRoutes, RouteContract>;
