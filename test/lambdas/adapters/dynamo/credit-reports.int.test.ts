import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import { Conflict } from '../../../../lambdas/errors.js';
import type { CreditConsentRecord, StoredCreditReport } from '../../../../lambdas/ports/credit-reports.js';
import { useLocalStack } from '../../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

const instruction = (userId: string, id: string, givenAt: string): CreditConsentRecord => ({
  id,
  userId,
  consentVersion: 'v1',
  consentText: 'I authorise the pull.',
  givenAt,
  ipAddress: '203.0.113.9',
  userAgent: 'vitest',
  ssnLast4: '0017',
});

const report = (userId: string, id: string, pulledAt: string, consentId: string): StoredCreditReport => ({
  id,
  userId,
  pulledAt,
  provider: 'sandbox',
  sandbox: true,
  source: 'pull',
  consentId,
  view: { id } as StoredCreditReport['view'],
  scores: { equifax: 700, experian: 700, transunion: 700 },
  rawKey: `users/${userId}/credit/${id}/response.xml`,
  fileKey: `users/${userId}/credit/${id}/file.json`,
  monitoringReference: 'sbx1.ref',
});

describe('credit instructions and the report named after one (retried pulls)', () => {
  it('reads the newest instruction, and completes it once: a repeat keeps the first time', async () => {
    const user = randomUUID();
    expect(await deps.creditReports.latestConsent(user)).toBeUndefined();
    const older = instruction(user, 'c-1', '2027-01-01T10:00:00.000Z');
    const newer = instruction(user, 'c-2', '2027-01-02T10:00:00.000Z');
    await deps.creditReports.recordConsent(newer);
    await deps.creditReports.recordConsent(older);
    expect(await deps.creditReports.latestConsent(user)).toEqual({ ...newer, reportPulledAt: null, completedAt: null });
    await deps.creditReports.completeConsent(newer, '2027-01-02T10:01:00.000Z');
    await deps.creditReports.completeConsent(newer, '2027-01-02T10:05:00.000Z');
    expect(await deps.creditReports.latestConsent(user)).toMatchObject({ id: 'c-2', completedAt: '2027-01-02T10:01:00.000Z' });
    expect((await deps.creditReports.listConsents(user)).map((c) => [c.id, c.completedAt])).toEqual([['c-1', null], ['c-2', '2027-01-02T10:01:00.000Z']]);
  });

  it('keeps a pull’s report with its instruction’s pointer in one write, and finds it by that pointer', async () => {
    const user = randomUUID();
    const given = instruction(user, 'c-2', '2027-01-02T10:00:00.000Z');
    await deps.creditReports.recordConsent(given);
    expect(await deps.creditReports.reportOf(given)).toBeUndefined();
    const kept = report(user, 'c-2', '2027-01-02T10:03:00.000Z', 'c-2');
    await deps.creditReports.put(kept, given);
    const named = await deps.creditReports.latestConsent(user);
    expect(named).toMatchObject({ id: 'c-2', reportPulledAt: '2027-01-02T10:03:00.000Z', completedAt: null });
    expect(await deps.creditReports.reportOf(named!)).toEqual(kept);
    // Another user's instruction of the same id finds nothing here.
    expect(await deps.creditReports.reportOf({ ...named!, userId: randomUUID() })).toBeUndefined();
  });

  it('refuses a second report for one instruction, even pulled at another time (two presses at once): Conflict, nothing written', async () => {
    const user = randomUUID();
    const given = instruction(user, 'c-1', '2027-01-01T10:00:00.000Z');
    await deps.creditReports.recordConsent(given);
    await deps.creditReports.put(report(user, 'c-1', '2027-01-01T10:00:01.000Z', 'c-1'), given);
    await expect(deps.creditReports.put(report(user, 'c-1', '2027-01-01T10:00:02.000Z', 'c-1'), given)).rejects.toBeInstanceOf(Conflict);
    expect((await deps.creditReports.list(user)).map((r) => r.pulledAt)).toEqual(['2027-01-01T10:00:01.000Z']);
    expect(await deps.creditReports.latestConsent(user)).toMatchObject({ reportPulledAt: '2027-01-01T10:00:01.000Z' });
  });

  it('refuses a report for an instruction that is not there', async () => {
    const user = randomUUID();
    const missing = instruction(user, 'c-1', '2027-01-01T10:00:00.000Z');
    await expect(deps.creditReports.put(report(user, 'c-1', '2027-01-01T10:00:01.000Z', 'c-1'), missing)).rejects.toBeInstanceOf(Conflict);
    expect(await deps.creditReports.list(user)).toEqual([]);
  });
});
