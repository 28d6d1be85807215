import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * What the local sandboxes were asked to end at their provider (a monitoring enrolment, a bank link), kept as
 * JSON lines beside the outbox so the handlers (in any process) and the tests see one record: a deletion's
 * calls to the providers can be asserted from outside, as a real provider's dashboard would show them.
 * Never deployed (a real provider keeps its own record); holds hashes and opaque ids only.
 */
export interface SandboxEnd {
  provider: 'bureau' | 'bank';
  /** bureau: the SHA-256 of the monitoring reference; bank: the sandbox user the access token belonged to. */
  subject: string;
  at: string;
}

/** The ledger's file, beside the outbox (only the local stack and the tests configure an outbox). */
export const sandboxLedgerFile = (config: { outboxFile?: string | undefined }) => (config.outboxFile ? join(dirname(config.outboxFile), 'sandbox-ends.jsonl') : undefined);

export async function recordSandboxEnd(file: string | undefined, end: Omit<SandboxEnd, 'at'>, at: Date): Promise<void> {
  if (!file) return;
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify({ ...end, at: at.toISOString() })}\n`, 'utf8');
}

export async function readSandboxLedger(file: string): Promise<SandboxEnd[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SandboxEnd);
}
