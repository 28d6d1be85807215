import { BureauProviderUnavailable } from '../errors.js';
import type { BureauProvider } from '../ports/credit-reports.js';
import type { AdapterConfig } from './config.js';

/**
 * The configured bureau provider. `name` and `sandbox` come from the configuration alone, so the
 * dashboard reads them without building a provider client.
 */
export function bureauProvider(config: AdapterConfig): BureauProvider {
  const unavailable = async (): Promise<never> => {
    throw new BureauProviderUnavailable();
  };
  return { name: config.creditProvider, sandbox: config.creditProvider === 'sandbox', pull: unavailable, refresh: unavailable };
}
