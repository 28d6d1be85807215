import { z } from 'zod';
import { GROUPS } from '../domain/roles.js';

export const group = z.enum(GROUPS);

export const meResponse = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string().nullable(),
  groups: z.array(group),
  /** From the users item; null until the accounts feature writes one. */
  createdAt: z.iso.datetime().nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;
