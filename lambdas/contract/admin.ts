import { z } from 'zod';

export const adminPingResponse = z.object({
  ok: z.literal(true),
  /** Echoes the caller's id so a test can see whose token reached the handler. */
  callerId: z.string(),
  time: z.iso.datetime(),
});
export type AdminPingResponse = z.infer<typeof adminPingResponse>;
