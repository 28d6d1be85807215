/** The bank area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { bankRoutes } from '../../routes/bank.js';
import type { RouteContract } from '../api.js';
import { connectBankRequest, insightsResponse, linkTokenResponse } from '../bank.js';

export const contract = {
  bankLinkToken: { response: linkTokenResponse },
  bankConnect: { body: connectBankRequest, response: insightsResponse, status: 201 },
  bankRefresh: { response: insightsResponse },
  bankDisconnect: { response: null, status: 204 },
} as const satisfies Record<keyof typeof bankRoutes, RouteContract>;
