import { AppError, BureauProviderUnavailable } from '../errors.js';
import type { BureauProvider } from '../ports/credit-reports.js';
import type { AdapterConfig } from './config.js';
import { sandboxLedgerFile } from './sandbox-ledger.js';

/**
 * The configured bureau provider (`CREDIT_PROVIDER`, 'sandbox' by default: docs/credit.md). `name` and
 * `sandbox` come from the configuration alone, so the dashboard reads them without loading the provider;
 * the provider's module (the MISMO mapper and its XML parser) loads on the first pull or refresh, and is
 * not bundled into functions whose routes do not declare `bureau: true` (adapters/needs.ts refuses
 * `pull` and `refresh` there). A real provider is one more adapter beside adapters/credit/sandbox.ts,
 * chosen here, reading its credentials through the secrets port.
 */
export function bureauProvider(config: Pick<AdapterConfig, 'creditProvider' | 'outboxFile'>): BureauProvider {
  const ledgerFile = sandboxLedgerFile(config);
  return typedErrors(
    process.env.BUNDLE_NEEDS_BUREAU === '0'
      ? notBundled(config.creditProvider)
      : process.env.BUNDLE_BUREAU_PULL === '0'
        ? monitoringOnly(config.creditProvider, ledgerFile)
        : lazyProvider(config.creditProvider, ledgerFile),
  );
}

/**
 * The port's typed errors pass; anything else (a client library's error may quote the request, SSN
 * included) is replaced, so neither its text nor its stack reaches the log.
 */
export function typedErrors(provider: BureauProvider): BureauProvider {
  const typed = (error: unknown): never => {
    throw error instanceof AppError ? error : new BureauProviderUnavailable();
  };
  return {
    ...provider,
    pull: (subject, asOf) => provider.pull(subject, asOf).catch(typed),
    refresh: (reference, asOf) => provider.refresh(reference, asOf).catch(typed),
    endMonitoring: (reference, at) => provider.endMonitoring(reference, at).catch(typed),
  };
}

function notBundled(name: string): BureauProvider {
  const absent = async (): Promise<never> => {
    throw new Error("bureau is not in this function's bundle: its route does not declare the need");
  };
  return { name, sandbox: name === 'sandbox', pull: absent, refresh: absent, endMonitoring: absent };
}

/**
 * A function that only ends monitoring (`needs.bureau: 'endMonitoring'`, BUNDLE_BUREAU_PULL '0') gets this one: it
 * bundles the reference module alone, without the provider's report builder and MISMO mapper.
 */
function monitoringOnly(name: string, ledgerFile: string | undefined): BureauProvider {
  const absent = async (): Promise<never> => {
    throw new Error("bureau.pull and bureau.refresh are not in this function's bundle: its route declares needs.bureau 'endMonitoring'");
  };
  return {
    name,
    sandbox: name === 'sandbox',
    pull: absent,
    refresh: absent,
    endMonitoring: async (reference, at) => (await import('./credit/sandbox-reference.js')).endSandboxMonitoring(ledgerFile, reference, at),
  };
}

function lazyProvider(name: string, ledgerFile: string | undefined): BureauProvider {
  let real: Promise<BureauProvider> | undefined;
  const load = () =>
    (real ??= import('./credit/sandbox.js')
      .then((m) => new m.SandboxBureauProvider(ledgerFile) as BureauProvider)
      .catch((error: unknown) => {
        real = undefined;
        throw error;
      }));
  return {
    name,
    sandbox: name === 'sandbox',
    pull: async (subject, asOf) => (await load()).pull(subject, asOf),
    refresh: async (reference, asOf) => (await load()).refresh(reference, asOf),
    endMonitoring: async (reference, at) => (await load()).endMonitoring(reference, at),
  };
}
