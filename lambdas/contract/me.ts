// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { GROUPS } from './roles.js';

export const group = z.enum(GROUPS);

export const meResponse = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string().nullable(),
  groups: z.array(group),
  /** From the users item; null for an account without one (e.g. created outside signup). */
  createdAt: z.iso.datetime().nullable(),
  /** Clients only: whether the five document folders exist; null for other roles. */
  foldersReady: z.boolean().nullable(),
  notificationPreferences: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type MeResponse = z.infer<typeof meResponse>;
