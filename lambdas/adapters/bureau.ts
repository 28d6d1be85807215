import type { BureauProvider } from '../ports/credit-reports.js';
import type { AdapterConfig } from './config.js';

/**
 * The configured bureau provider. `name` and `sandbox` come from the configuration alone, so the
 * dashboard reads them without loading a provider; the provider (the sandbox with its MISMO writer and
 * mapper) loads on the first pull or refresh, as the Stripe adapter does. A real provider is one more
 * adapter here, chosen by `CREDIT_PROVIDER` (docs/credit.md).
 */
export function bureauProvider(config: AdapterConfig): BureauProvider {
  let real: Promise<BureauProvider> | undefined;
  const load = () => (real ??= import('./credit/sandbox.js').then((m) => new m.SandboxBureauProvider()));
  return {
    name: config.creditProvider,
    sandbox: config.creditProvider === 'sandbox',
    pull: async (subject) => (await load()).pull(subject),
    refresh: async (reference, asOf) => (await load()).refresh(reference, asOf),
  };
}
