/** Health, the signed-in user, and the admin ping. */
import { ADMIN, PUBLIC, SIGNED_IN, type RouteDef } from './types.js';

export const coreRoutes = {
  health: {
    id: 'Health',
    method: 'GET',
    path: '/api/health',
    handler: 'health',
    access: PUBLIC,
    needs: { table: 'describe', bucket: ['describe'], directory: ['describe'] },
  },
  me: {
    id: 'Me',
    method: 'GET',
    path: '/api/me',
    handler: 'me',
    access: SIGNED_IN,
    needs: { table: 'read' },
  },
  adminPing: {
    id: 'AdminPing',
    method: 'GET',
    path: '/api/admin/ping',
    handler: 'admin-ping',
    access: ADMIN,
    needs: {},
  },
} as const satisfies Record<string, RouteDef>;
