import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../lambdas/contract/credit.js';
import { seedOf } from '../../../../lambdas/adapters/credit/sandbox.js';
import { sandboxAt } from '../../../support/credit-fakes.js';
import { personaOf } from '../../../../lambdas/adapters/credit/personas.js';
import { mapCreditResponse } from '../../../../lambdas/adapters/credit/mismo.js';
import { CreditFileFrozen, NoCreditFile } from '../../../../lambdas/errors.js';
import { scoresOf } from '../../../../lambdas/domain/credit-report.js';
import type { PullSubject } from '../../../../lambdas/ports/credit-reports.js';

const SSN = '731946285';
const ENROLLED = '2026-11-23T21:00:00.000Z';
const at = sandboxAt;
const sandbox = at(ENROLLED);
const subject = (lastName: string, ssn = SSN): PullSubject => ({
  firstName: 'Morgan',
  lastName,
  ssn,
  dateOfBirth: '1979-09-30',
  address: { street: '88 Cedar Ave', city: 'Columbus', state: 'OH', zipCode: '43215' },
});

describe('the sandbox bureau provider', () => {
  it('is the sandbox', () => {
    expect(sandbox.name).toBe('sandbox');
    expect(sandbox.sandbox).toBe(true);
  });

  it('chooses the persona by last name, case-insensitive; any other name is Typical', () => {
    expect(personaOf('CLEAN')).toBe('clean');
    expect(personaOf(' thin ')).toBe('thin');
    expect(personaOf('Nohit')).toBe('nohit');
    expect(personaOf('Smith')).toBe('typical');
  });

  it('gives the same identity a byte-identical raw response and the same file', async () => {
    const a = await sandbox.pull(subject('Nguyen'));
    const b = await at(ENROLLED).pull(subject('Nguyen'));
    expect(b.raw).toBe(a.raw);
    expect(b.file).toEqual(a.file);
    expect(b.monitoringReference).toBe(a.monitoringReference);
    expect(a.rawContentType).toBe('application/xml');
  });

  it('gives another SSN last four different scores', async () => {
    const a = await sandbox.pull(subject('Nguyen', '731946285'));
    const b = await sandbox.pull(subject('Nguyen', '731941234'));
    expect(seedOf(subject('Nguyen', '731946285'))).not.toBe(seedOf(subject('Nguyen', '731941234')));
    expect(scoresOf(b.file)).not.toEqual(scoresOf(a.file));
  });

  it('uses only the last four of the SSN: the seed ignores the first five digits', () => {
    expect(seedOf(subject('Nguyen', '000006285'))).toBe(seedOf(subject('Nguyen', '731946285')));
  });

  it('fails a Frozen file with CreditFileFrozen at the three bureaus', async () => {
    const error = await sandbox.pull(subject('Frozen')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreditFileFrozen);
    expect((error as CreditFileFrozen).bureaus).toEqual(['equifax', 'experian', 'transunion']);
  });

  it('fails a Nohit identity with NoCreditFile', async () => {
    await expect(sandbox.pull(subject('nohit'))).rejects.toBeInstanceOf(NoCreditFile);
  });

  it('answers Partial from Equifax and Experian, with TransUnion unavailable', async () => {
    const { file } = await sandbox.pull(subject('Partial'));
    expect(file.bureaus.map((b) => b.outcome)).toEqual(['ok', 'ok', 'unavailable']);
    expect(scoresOf(file).transunion).toBeNull();
    expect(scoresOf(file).equifax).not.toBeNull();
  });

  it('writes what a vendor sends: standard MISMO 2.4 only, read back by the same mapper', async () => {
    for (const name of ['Nguyen', 'Clean', 'Thin', 'Partial']) {
      const { raw, file } = await sandbox.pull(subject(name));
      expect(raw).not.toContain('EXTENSION');
      expect(raw).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<RESPONSE_GROUP MISMOVersionID="2.4">/);
      expect(mapCreditResponse(raw, file.pulledAt, 'sandbox')).toEqual(file);
      // Scores as vendors pad them; ratings by type; patterns in MISMO's codes only.
      expect(raw).toMatch(/_Value="\+0\d{3}"/);
      for (const [, data] of raw.matchAll(/_PAYMENT_PATTERN _Data="([^"]*)"/g)) expect(data).toMatch(/^[CNX1-9]+$/);
    }
  });

  it('gives Thin’s Equifax file no score: the vendor’s reject code is kept as an exclusion, never as a score', async () => {
    const { raw, file } = await sandbox.pull(subject('Thin'));
    expect(raw).toContain('_Value="9002" _ExclusionReasonType="InsufficientCredit"');
    expect(scoresOf(file).equifax).toBeNull();
    expect(file.scoreExclusions).toEqual([{ bureau: 'equifax', model: 'VantageScore 3.0', reason: 'InsufficientCredit', code: '9002' }]);
  });

  it('reports a freeze and an outage the way vendors do, with their text', async () => {
    const frozen = await sandbox.pull(subject('Frozen')).catch((e: unknown) => e);
    expect(frozen).toBeInstanceOf(CreditFileFrozen);
    const { raw, file } = await sandbox.pull(subject('Partial'));
    expect(raw).toContain('CreditRepositorySourceType="TransUnion" _ResultStatusType="NoFileReturnedError"');
    expect(file.bureaus[2]).toEqual({ bureau: 'transunion', outcome: 'unavailable', resultStatus: 'NoFileReturnedError', message: 'REPOSITORY SYSTEM UNAVAILABLE - PLEASE RESUBMIT' });
  });

  it('never lets the full SSN into the raw response, the file or the monitoring reference', async () => {
    for (const name of ['Nguyen', 'Clean', 'Thin', 'Partial']) {
      const { raw, file, monitoringReference } = await sandbox.pull(subject(name));
      for (const text of [raw, JSON.stringify(file), monitoringReference, Buffer.from(monitoringReference.slice(5), 'base64url').toString()]) {
        expect(text).not.toContain(SSN);
        expect(text).not.toContain(SSN.slice(0, 5));
      }
      expect(raw).toContain(`_SSN="XXXXX${SSN.slice(-4)}"`);
      expect(monitoringReference.startsWith('sbx1.')).toBe(true);
      expect(Buffer.from(monitoringReference.slice(5), 'base64url').toString()).not.toContain(SSN.slice(-4));
    }
  });
});

describe('monthly refresh (the monitoring job depends on these changes)', () => {
  const refreshAt = async (lastName: string, month: number) => {
    const { monitoringReference, file } = await sandbox.pull(subject(lastName));
    const asOf = new Date(ENROLLED);
    asOf.setUTCMonth(asOf.getUTCMonth() + month);
    asOf.setUTCDate(asOf.getUTCDate() + 2);
    return { enrolment: file, refreshed: (await sandbox.refresh(monitoringReference, asOf.toISOString())).file };
  };
  const hard = (f: CreditFile) => f.inquiries.filter((i) => i.kind === 'hard');
  const keys = (f: CreditFile) => new Set([...f.tradelines, ...f.collections].map((t) => `${t.bureau}:${t.key}`));

  it('month 0 is the enrolment file itself', async () => {
    const { enrolment, refreshed } = await refreshAt('Nguyen', 0);
    // But for the SSN's last four: the pull's files carry them, a refresh has no SSN at all.
    expect(enrolment.personal.ssnLast4?.map((s) => s.bureaus)).toEqual([['equifax', 'experian', 'transunion']]);
    expect(refreshed.personal.ssnLast4).toEqual([]);
    expect({ ...refreshed, pulledAt: enrolment.pulledAt, personal: { ...refreshed.personal, ssnLast4: enrolment.personal.ssnLast4 } }).toEqual(enrolment);
  });

  it('Typical month 1: a new hard inquiry and a score change of more than 20 points at one bureau', async () => {
    const { enrolment, refreshed } = await refreshAt('Nguyen', 1);
    expect(hard(refreshed).length).toBe(hard(enrolment).length + 1);
    expect(hard(refreshed).at(-1)).toMatchObject({ bureau: 'experian', subscriber: 'DISCOVER BANK' });
    const before = scoresOf(enrolment);
    const after = scoresOf(refreshed);
    const moves = (['equifax', 'experian', 'transunion'] as const).map((b) => Math.abs(after[b]! - before[b]!));
    expect(moves.filter((m) => m > 20)).toHaveLength(1);
    expect(keys(refreshed)).toEqual(keys(enrolment));
  });

  it('Typical month 2: a new account', async () => {
    const one = (await refreshAt('Nguyen', 1)).refreshed;
    const two = (await refreshAt('Nguyen', 2)).refreshed;
    const added = [...keys(two)].filter((k) => !keys(one).has(k));
    expect(added).toHaveLength(2); // one account, reported by Equifax and Experian
    expect(two.tradelines.filter((t) => added.includes(`${t.bureau}:${t.key}`)).map((t) => t.furnisher)).toEqual(['DISCOVER BANK', 'DISCOVER BANK']);
  });

  it('Typical month 3: the collection is removed and a new late payment appears', async () => {
    const two = (await refreshAt('Nguyen', 2)).refreshed;
    const three = (await refreshAt('Nguyen', 3)).refreshed;
    expect(two.collections.length).toBe(2);
    expect(three.collections).toEqual([]);
    const chase = (f: CreditFile) => f.tradelines.find((t) => t.furnisher === 'JPMCB CARD SERVICES' && t.bureau === 'equifax')!;
    expect(chase(two)).toMatchObject({ accountStatus: '11', pastDueCents: 0 });
    expect(chase(three)).toMatchObject({ accountStatus: '71', pastDueCents: 8_500 });
    expect(chase(three).paymentHistory[0]).toBe('1');
  });

  it('Typical month 4: Experian reports the deleted collection again, the same account as before; later months stay at month 4', async () => {
    const two = (await refreshAt('Nguyen', 2)).refreshed;
    const four = (await refreshAt('Nguyen', 4)).refreshed;
    const five = (await refreshAt('Nguyen', 5)).refreshed;
    const midland = (f: CreditFile) => f.collections.filter((c) => c.furnisher === 'MIDLAND CREDIT MANAGEMENT');
    expect(midland(four).map((c) => c.bureau)).toEqual(['experian']);
    expect(midland(four)[0]!.key).toBe(midland(two).find((c) => c.bureau === 'experian')!.key);
    expect(midland(five).map((c) => [c.bureau, c.key, c.balanceCents])).toEqual(midland(four).map((c) => [c.bureau, c.key, c.balanceCents]));
  });

  it('Clean month 1: small score moves only, nothing new', async () => {
    const { enrolment, refreshed } = await refreshAt('Clean', 1);
    const before = scoresOf(enrolment);
    const after = scoresOf(refreshed);
    for (const b of ['equifax', 'experian', 'transunion'] as const) {
      expect(after[b]).not.toBeNull();
      expect(Math.abs(after[b]! - before[b]!)).toBeLessThanOrEqual(10);
    }
    expect(scoresOf(refreshed)).not.toEqual(before);
    expect(refreshed.inquiries).toEqual(enrolment.inquiries);
    expect(keys(refreshed)).toEqual(keys(enrolment));
  });

  it('is deterministic and refuses a reference that is not the sandbox’s', async () => {
    const { monitoringReference } = await sandbox.pull(subject('Nguyen'));
    const a = await sandbox.refresh(monitoringReference, '2027-01-25T03:00:00.000Z');
    const b = await at('2030-01-01T00:00:00.000Z').refresh(monitoringReference, '2027-01-25T03:00:00.000Z');
    expect(b.raw).toBe(a.raw);
    expect(a.raw).not.toContain('_SSN=');
    await expect(sandbox.refresh('arr_123', '2027-01-25T03:00:00.000Z')).rejects.toThrow(/sandbox/);
  });
});
