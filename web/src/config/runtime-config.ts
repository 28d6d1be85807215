import { runtimeConfig, type RuntimeConfig } from '../../../lambdas/contract/config';

let current: RuntimeConfig | undefined;

export class ConfigError extends Error {}

/** Reads /config.json once at boot (written from stack outputs in AWS, by the local server locally). */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const res = await fetcher('/config.json', { cache: 'no-store' });
    if (!res.ok) throw new ConfigError(`The app's configuration could not be loaded (HTTP ${res.status}).`);
    raw = await res.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError("The app's configuration could not be loaded. Check your connection and reload.");
  }
  const parsed = runtimeConfig.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new ConfigError(`The app's configuration is invalid (${fields}).`);
  }
  current = parsed.data;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime configuration used before it was loaded.');
  return current;
}

/** Tests set it directly. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
}
