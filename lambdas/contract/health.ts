// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';

export const dependencyName = z.enum(['table', 'bucket', 'userPool']);
export type DependencyName = z.infer<typeof dependencyName>;

export const dependencyStatus = z.object({
  status: z.enum(['ok', 'down']),
  /** Present when down: what went wrong, without secrets or PII. */
  error: z.string().optional(),
  latencyMs: z.number().int().nonnegative(),
});

/** What the health check finds (logged when degraded). */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Names of the dependencies that are down; empty when healthy. */
  down: z.array(dependencyName),
  dependencies: z.record(dependencyName, dependencyStatus),
  stage: z.string(),
  time: z.iso.datetime(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** What `GET /api/health` answers anyone: up or not, nothing more (the details go to the function's log). */
export const publicHealthResponse = healthResponse.pick({ status: true });
export type PublicHealthResponse = z.infer<typeof publicHealthResponse>;
