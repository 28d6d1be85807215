/**
 * `npm run credit:analyze -- FILE.xml [--earlier OLDER.xml …] [--as-of YYYY-MM-DD] [--borrower N]`: maps a vendor's
 * raw MISMO credit response (2.3.1/2.4 or 3.4) with the product's one mapper and runs the analysis on it, printing
 * one JSON object: how each bureau answered, the scores, tradelines, collections, public records, inquiries and
 * the findings. For support staff looking at a client's raw report (docs/credit.md, "Looking at a raw report").
 * Reads files only: nothing is stored or sent. An unreadable file exits 1 with one line saying why; bad usage exits 2.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BUREAUS, type CreditFile, type Tradeline } from '../lambdas/contract/credit.js';
import { issuedDate, mapCreditResponse } from '../lambdas/adapters/credit/mismo.js';
import { analyze } from '../lambdas/domain/analysis/analyze.js';
import { CreditVendorError, UnreadableCreditResponse } from '../lambdas/errors.js';

const USAGE = 'usage: npm run credit:analyze -- FILE.xml [--earlier OLDER.xml ...] [--as-of YYYY-MM-DD] [--borrower N]';

export type CommandOutcome = 'ok' | 'no_file' | 'frozen' | 'unavailable' | 'error';

/** A bureau's answer in the command's words: a bureau that reported an error (a status or a message) is `error`; one that said nothing is `unavailable`. */
function outcomeOf(b: CreditFile['bureaus'][number]): CommandOutcome {
  if (b.outcome === 'no_hit') return 'no_file';
  if (b.outcome === 'unavailable') return b.resultStatus || b.message ? 'error' : 'unavailable';
  return b.outcome;
}

const account = (t: Tradeline) => ({
  bureau: t.bureau,
  furnisher: t.furnisher,
  accountNumberMasked: t.accountNumberMasked,
  accountStatus: t.accountStatus,
  balanceCents: t.balanceCents,
  pastDueCents: t.pastDueCents,
  paymentHistory: t.paymentHistory,
  dateFirstDelinquency: t.dateFirstDelinquency,
});

/** The command's JSON for a mapped file and its analysis. */
export function report(file: CreditFile, earlier: readonly CreditFile[]) {
  const analysis = analyze({ file, earlier, client: null, confirmations: {}, disputes: [] });
  return {
    bureaus: file.bureaus.map((b) => ({ bureau: b.bureau, outcome: outcomeOf(b), ...(b.message ? { message: b.message } : {}) })),
    // A model the bureau could not score has no value, only the reason (a reject code is never a score).
    scores: [
      ...file.scores.map((s) => ({ bureau: s.bureau, model: s.model, value: s.value as number | null, reasons: s.reasonCodes.map((r) => `${r.code} ${r.description}`.trim()) })),
      ...(file.scoreExclusions ?? []).map((s) => ({ bureau: s.bureau, model: s.model, value: null, reasons: [s.reason] })),
    ].sort((a, b) => BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau)),
    tradelines: file.tradelines.map(account),
    collections: file.collections.map(account),
    publicRecords: file.publicRecords.map((p) => ({ bureau: p.bureau, type: p.type ?? p.kind, filedDate: p.dateFiled, status: p.status })),
    inquiries: file.inquiries.map((i) => ({ bureau: i.bureau, subscriber: i.subscriber, date: i.date, kind: i.kind })),
    findings: analysis.findings.map((f) => ({
      rule: f.rule,
      title: f.title,
      bureaus: f.bureaus,
      needsConfirmation: f.needsConfirmation,
      dispute: f.dispute ? { reason: f.dispute.reason, correction: f.dispute.correction, bureaus: f.dispute.bureaus } : null,
    })),
  };
}

interface Io {
  read: (path: string) => string;
  now: () => Date;
}

/** Runs the command; returns what to print and the exit code (the file system and the clock are inputs). */
export function run(args: readonly string[], io: Io = { read: (p) => readFileSync(p, 'utf8'), now: () => new Date() }): { exitCode: number; stdout: string; stderr: string } {
  const fail = (exitCode: number, line: string) => ({ exitCode, stdout: '', stderr: `${line}\n` });
  let values: { earlier?: string[]; 'as-of'?: string; borrower?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { earlier: { type: 'string', multiple: true }, 'as-of': { type: 'string' }, borrower: { type: 'string' } },
    }));
  } catch (e) {
    return fail(2, `${(e as Error).message}\n${USAGE}`);
  }
  if (positionals.length !== 1) return fail(2, USAGE);
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) return fail(2, `--as-of must be a date YYYY-MM-DD, not "${asOf}"`);
  const borrower = values.borrower === undefined ? undefined : Number(values.borrower);
  if (borrower !== undefined && (!Number.isInteger(borrower) || borrower < 1)) return fail(2, `--borrower must be 1, 2, ..., not "${values.borrower}"`);

  const load = (path: string, pulledAt: string | null): CreditFile => {
    let raw: string;
    try {
      raw = io.read(path);
    } catch (e) {
      throw new UnreadableCreditResponse(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    const when = pulledAt ?? `${issuedDate(raw) ?? io.now().toISOString().slice(0, 10)}T00:00:00.000Z`;
    return mapCreditResponse(raw, when, 'file', { borrower });
  };

  let current = positionals[0]!;
  try {
    const earlier = (values.earlier ?? []).map((path) => {
      current = path;
      return load(path, null);
    });
    current = positionals[0]!;
    const file = load(current, asOf ? `${asOf}T00:00:00.000Z` : null);
    const ordered = [...earlier].sort((a, b) => a.pulledAt.localeCompare(b.pulledAt));
    return { exitCode: 0, stdout: `${JSON.stringify(report(file, ordered), null, 2)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof UnreadableCreditResponse || e instanceof CreditVendorError) return fail(1, `${current}: ${e.reason}`);
    throw e;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, stdout, stderr } = run(process.argv.slice(2));
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = exitCode;
}
