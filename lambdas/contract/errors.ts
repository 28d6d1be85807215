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

const TYPE_WORDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', bigint: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object', date: 'a date' };

/** User-facing messages the wrapper gives; feature messages live beside their schemas. */
export const httpMessages = {
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  unexpected: 'An unexpected error occurred',
  invalidJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
  /** Where a schema has no message of its own for a missing or mistyped field (the wrapper's wording; zod's own names no field). */
  missingField: (field: string) => `Please fill in ${field}.`,
  wrongType: (field: string, expected: string) => `${field} must be ${TYPE_WORDS[expected] ?? `a ${expected}`}.`,
  notAnObject: 'The request body must be a JSON object.',
  /** A path parameter that cannot be one of our ids (contract/ids.ts). */
  invalidId: 'That is not a valid id.',
} as const;
