import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run, type report } from '../../scripts/credit-analyze.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/mismo/${name}`, import.meta.url));
const io = { read: (p: string) => readFileSync(p, 'utf8'), now: () => new Date('2026-11-01T00:00:00.000Z') };
const analyze = (...args: string[]) => {
  const result = run(args, io);
  return { ...result, json: result.exitCode === 0 ? (JSON.parse(result.stdout) as ReturnType<typeof report>) : null };
};

describe('npm run credit:analyze', () => {
  it('prints one JSON object with the bureaus, scores, accounts, records, inquiries and findings', () => {
    const { exitCode, json, stderr } = analyze(fixture('merged-2.4.xml'));
    expect(exitCode).toBe(0);
    expect(stderr).toBe('');
    expect(Object.keys(json!)).toEqual(['bureaus', 'scores', 'tradelines', 'collections', 'publicRecords', 'inquiries', 'findings']);
    expect(json!.bureaus).toEqual(['equifax', 'experian', 'transunion'].map((bureau) => ({ bureau, outcome: 'ok' })));
    expect(json!.scores).toEqual([
      { bureau: 'equifax', model: 'EquifaxBeacon5.0', value: 645, reasons: ['038 SERIOUS DELINQUENCY, AND PUBLIC RECORD OR COLLECTION FILED', '018 NUMBER OF ACCOUNTS WITH DELINQUENCY'] },
      { bureau: 'experian', model: 'ExperianFairIsaac', value: null, reasons: ['Reject code 9002'] },
      { bureau: 'transunion', model: 'FICORiskScoreClassic04', value: 631, reasons: ['38 SERIOUS DELINQUENCY, AND PUBLIC RECORD OR COLLECTION FILED'] },
      { bureau: 'transunion', model: 'VantageScore 3.0', value: null, reasons: ['InsufficientCredit'] },
    ]);
    expect(json!.tradelines[0]).toEqual({
      bureau: 'equifax', furnisher: 'CAPITAL ONE', accountNumberMasked: 'XXXXXXXX1234', accountStatus: '11', balanceCents: 120_000, pastDueCents: 0,
      paymentHistory: 'D' + '0'.repeat(32) + '1' + '0'.repeat(11), dateFirstDelinquency: null,
    });
    expect(json!.collections).toEqual([
      { bureau: 'experian', furnisher: 'MIDLAND CREDIT MANAGEMENT', accountNumberMasked: 'XXXX2345', accountStatus: '93', balanceCents: 118_000, pastDueCents: 118_000, paymentHistory: 'GGGGGGGG', dateFirstDelinquency: '2020-09-01' },
    ]);
    expect(json!.publicRecords).toContainEqual({ bureau: 'equifax', type: 'TaxLienFederal', filedDate: '2018-05-14', status: 'Released' });
    expect(json!.inquiries).toContainEqual({ bureau: 'equifax', subscriber: 'CAPITAL ONE', date: '2026-08-19', kind: 'soft' });
    for (const f of json!.findings) {
      expect(Object.keys(f)).toEqual(['rule', 'title', 'bureaus', 'needsConfirmation', 'dispute']);
      expect(typeof f.needsConfirmation).toBe('boolean');
    }
    // The report's own date is "today" unless --as-of says otherwise: the paid charge-off left its period on 2026-09-28.
    expect(json!.findings).toContainEqual(expect.objectContaining({ rule: 'obsolete_negative', title: 'SYNCB/OLD NAVY XXXX4410 is past its reporting period', needsConfirmation: false }));
  });

  it('--as-of moves "today": before the end of its reporting period an item is not obsolete', () => {
    const { json } = analyze(fixture('merged-2.4.xml'), '--as-of', '2026-09-01');
    expect(json!.findings).not.toContainEqual(expect.objectContaining({ title: 'SYNCB/OLD NAVY XXXX4410 is past its reporting period' }));
  });

  it('--earlier takes older responses for the rules that compare pulls', () => {
    const { exitCode, json } = analyze(fixture('merged-2.4.xml'), '--earlier', fixture('merged-2.4.xml'), '--as-of', '2026-11-15');
    expect(exitCode).toBe(0);
    expect(json!.findings.length).toBeGreaterThan(0);
  });

  it('names each bureau’s outcome: no file, frozen, error', () => {
    const { json } = analyze(fixture('no-file-frozen-error-2.4.xml'));
    expect(json!.bureaus).toEqual([
      { bureau: 'equifax', outcome: 'no_file', message: 'NO RECORD FOUND' },
      { bureau: 'experian', outcome: 'frozen', message: 'CONSUMER REQUESTED SECURITY FREEZE - REPORT UNAVAILABLE' },
      { bureau: 'transunion', outcome: 'error', message: 'TRANSUNION SYSTEM UNAVAILABLE - PLEASE RESUBMIT' },
    ]);
    expect(json!.tradelines).toEqual([]);
  });

  it('--borrower chooses the client in a joint file', () => {
    const one = analyze(fixture('joint-3.4.xml')).json!;
    const two = analyze(fixture('joint-3.4.xml'), '--borrower', '2').json!;
    expect(one.tradelines.map((t) => t.furnisher)).toContain('CITI CARDS');
    expect(two.tradelines.map((t) => t.furnisher)).toEqual(['LAKESIDE MORTGAGE CO', 'LAKESIDE MORTGAGE CO', 'BARCLAYS BANK DELAWARE']);
    expect(analyze(fixture('joint-3.4.xml'), '--borrower', '3')).toMatchObject({ exitCode: 1, stderr: `${fixture('joint-3.4.xml')}: there is no borrower 3 in this response (it has 2)\n` });
  });

  it.each([
    ['vendor-error-2.4.xml', 'the vendor answered with an error: E103 Duplicate order: a report for this borrower was requested less than 5 minutes ago'],
    ['vendor-error-3.4.xml', 'the vendor answered with an error: E210 Invalid subject: SSN is required'],
    ['not-a-credit-response.xml', expect.stringContaining('not a MISMO credit response: the document is REQUEST_GROUP')],
    ['missing.xml', 'cannot read the file (ENOENT)'],
  ])('an unreadable %s exits 1 with one line saying why', (name, why) => {
    const { exitCode, stdout, stderr } = analyze(fixture(name));
    expect(exitCode).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([expect.any(String), '']);
    const [file, reason] = [stderr.slice(0, stderr.indexOf(': ')), stderr.slice(stderr.indexOf(': ') + 2, -1)];
    expect(file).toBe(fixture(name));
    expect(reason).toEqual(why);
  });

  it('refuses bad usage with exit 2', () => {
    expect(analyze().exitCode).toBe(2);
    expect(analyze(fixture('merged-2.4.xml'), '--as-of', 'yesterday')).toMatchObject({ exitCode: 2, stderr: '--as-of must be a date YYYY-MM-DD, not "yesterday"\n' });
    expect(analyze(fixture('merged-2.4.xml'), '--borrower', '0').exitCode).toBe(2);
  });

  it('runs as the npm script: exit code and the one line on stderr', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/credit-analyze.ts', fixture('vendor-error-2.4.xml')], { encoding: 'utf8', cwd: fileURLToPath(new URL('../..', import.meta.url)) });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/vendor-error-2\.4\.xml: the vendor answered with an error: E103/);
  }, 30_000);
});
