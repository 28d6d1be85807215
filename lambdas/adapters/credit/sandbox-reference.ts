import { createHash } from 'node:crypto';
import type { PullSubject } from '../../ports/credit-reports.js';
import { recordSandboxEnd } from '../sandbox-ledger.js';
import type { PersonaName } from './personas.js';

/**
 * The sandbox provider's monitoring reference, and ending a monitoring with it: apart from the provider's report
 * builder and MISMO mapper, so a function that only ends monitoring (an account's deletion, the retention sweep)
 * bundles neither (adapters/bureau.ts, `needs.bureau: 'endMonitoring'`).
 */

const REFERENCE_PREFIX = 'sbx1.';

/** What the monitoring reference carries: no SSN, not even hashed (the seed is a hash that included its last four). */
export interface Enrolment {
  persona: PersonaName;
  seed: string;
  /** YYYY-MM-DD. */
  enrolledOn: string;
  subject: { firstName: string; lastName: string; dateOfBirth: string; address: PullSubject['address'] };
}

export const encodeReference = (e: Enrolment) => REFERENCE_PREFIX + Buffer.from(JSON.stringify(e)).toString('base64url');

export function decodeReference(reference: string): Enrolment {
  if (!reference.startsWith(REFERENCE_PREFIX)) throw new Error('Not a sandbox monitoring reference');
  return JSON.parse(Buffer.from(reference.slice(REFERENCE_PREFIX.length), 'base64url').toString('utf8')) as Enrolment;
}

/** Ends a sandbox monitoring at `at`: records it in the local stack's ledger (`ledgerFile`; none in unit tests), by a hash of the reference. */
export async function endSandboxMonitoring(ledgerFile: string | undefined, monitoringReference: string, at: string): Promise<void> {
  decodeReference(monitoringReference);
  const subject = createHash('sha256').update(monitoringReference).digest('hex');
  await recordSandboxEnd(ledgerFile, { provider: 'bureau', subject }, new Date(at));
}
