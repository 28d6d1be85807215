import type { RuntimeConfig } from '@contract/config';

let current: RuntimeConfig | undefined;
let failure: Error | undefined;
let waiting: { promise: Promise<RuntimeConfig>; resolve: (c: RuntimeConfig) => void; reject: (e: Error) => void } | undefined;

export class ConfigError extends Error {}

/** Reads /config.json once at boot (written from stack outputs in AWS, by the local server locally). */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const res = await fetcher('/config.json', { cache: 'no-store' });
    if (!res.ok) throw new ConfigError(`The app's configuration could not be loaded (HTTP ${res.status}).`);
    raw = await res.json();
  } catch (error) {
    if (error instanceof ConfigError) throw fail(error);
    throw fail(new ConfigError("The app's configuration could not be loaded. Check your connection and reload."));
  }
  // The schema (and zod with it) loads here, off the landing page's critical path.
  const { runtimeConfig } = await import('../../../lambdas/contract/config');
  const parsed = runtimeConfig.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw fail(new ConfigError(`The app's configuration is invalid (${fields}).`));
  }
  setRuntimeConfig(parsed.data);
  return parsed.data;
}

function fail(error: ConfigError): ConfigError {
  failure = error;
  waiting?.reject(error);
  waiting = undefined;
  return error;
}

/**
 * The configuration once it has loaded. Prerendered pages hydrate without waiting for /config.json;
 * whatever needs the API or the auth library awaits this instead.
 */
export function runtimeConfigReady(): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  if (failure) return Promise.reject(failure);
  if (!waiting) {
    let resolve!: (c: RuntimeConfig) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<RuntimeConfig>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    waiting = { promise, resolve, reject };
  }
  return waiting.promise;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime configuration used before it was loaded.');
  return current;
}

/** Tests set it directly. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
  if (config) {
    failure = undefined;
    waiting?.resolve(config);
    waiting = undefined;
  }
}
