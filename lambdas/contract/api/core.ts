/** The core area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { coreRoutes } from '../../routes/core.js';
import type { RouteContract } from '../api.js';
import { adminPingResponse } from '../admin.js';
import { publicHealthResponse } from '../health.js';
import { meResponse } from '../me.js';

export const contract = {
  health: { response: publicHealthResponse },
  me: { response: meResponse },
  adminPing: { response: adminPingResponse },
} as const satisfies Record<keyof typeof coreRoutes, RouteContract>;
