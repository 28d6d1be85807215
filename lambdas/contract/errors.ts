// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';

/** Every error response has this body. `requestId` lets support find the log line; nothing else leaks. */
export const errorBody = z.object({
  message: z.string(),
  requestId: z.string().optional(),
  /** Field-level problems of a 400, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Why a session no longer works, for the browser to act on (`sessionProblemCodes`). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Zod-free (contract/messages.ts), so that a function that parses no input bundles no zod. */
export { httpMessages } from './messages.js';

