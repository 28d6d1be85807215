/** The credit area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { creditRoutes } from '../../routes/credit.js';
import type { RouteContract } from '../api.js';
import { analysisRunParams, analysisRunResponse, findingConfirmation, latestAnalysisResponse } from '../analysis.js';
import { creditPullRequest, creditPullResponse } from '../credit.js';

export const contract = {
  creditPull: { body: creditPullRequest, response: creditPullResponse, status: 201 },
  creditReset: { response: null, status: 204 },
  startAnalysis: { response: analysisRunResponse, status: 202 },
  latestAnalysis: { response: latestAnalysisResponse },
  analysisRun: { params: analysisRunParams, response: analysisRunResponse },
  confirmFinding: { body: findingConfirmation, response: null, status: 204 },
} as const satisfies Record<keyof typeof creditRoutes, RouteContract>;
