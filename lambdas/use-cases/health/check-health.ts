import type { DependencyName, HealthResponse } from '../../contract/health.js';

export interface Probe {
  name: DependencyName;
  check: () => Promise<void>;
}

export const PROBE_TIMEOUT_MS = 2000;

/** Runs every probe in parallel, each bounded by a timeout, and summarises. Pure apart from the probes. */
export async function checkHealth(
  probes: Probe[],
  stage: string,
  now: () => Date,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<HealthResponse> {
  const results = await Promise.all(
    probes.map(async ({ name, check }) => {
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, { status: 'ok' as const, latencyMs: Date.now() - started }] as const;
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return [name, { status: 'down' as const, error: reason.slice(0, 200), latencyMs: Date.now() - started }] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const down = results.filter(([, r]) => r.status === 'down').map(([name]) => name);
  return {
    status: down.length === 0 ? 'ok' : 'degraded',
    down,
    dependencies: Object.fromEntries(results) as HealthResponse['dependencies'],
    stage,
    time: now().toISOString(),
  };
}

/** The service's own probes: each only describes (table status, bucket location, user pool), reading no item, object or key. */
export async function serviceHealth(
  deps: { tableStatus: { ping(): Promise<void> }; files: { ping(): Promise<void> }; directory: { ping(): Promise<void> }; config: { stage: string }; now: () => Date },
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<HealthResponse> {
  return checkHealth(
    [
      { name: 'table', check: () => deps.tableStatus.ping() },
      { name: 'bucket', check: () => deps.files.ping() },
      { name: 'userPool', check: () => deps.directory.ping() },
    ],
    deps.config.stage,
    deps.now,
    timeoutMs,
  );
}
