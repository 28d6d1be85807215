import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
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
    expect(await deps.creditReports.latestConsent(user)).toEqual({ ...newer, completedAt: null });
    await deps.creditReports.completeConsent(newer, '2027-01-02T10:01:00.000Z');
    await deps.creditReports.completeConsent(newer, '2027-01-02T10:05:00.000Z');
    expect(await deps.creditReports.latestConsent(user)).toMatchObject({ id: 'c-2', completedAt: '2027-01-02T10:01:00.000Z' });
    expect((await deps.creditReports.listConsents(user)).map((c) => [c.id, c.completedAt])).toEqual([['c-1', null], ['c-2', '2027-01-02T10:01:00.000Z']]);
  });

  it('finds the report named after an instruction among the reports since it was given, and no other', async () => {
    const user = randomUUID();
    const pending = instruction(user, 'c-2', '2027-01-02T10:00:00.000Z');
    await deps.creditReports.put(report(user, 'c-1', '2027-01-01T10:00:00.000Z', 'c-1'));
    // A monitoring refresh after the instruction names an older one.
    await deps.creditReports.put({ ...report(user, 'r-9', '2027-01-02T10:02:00.000Z', 'c-1'), source: 'monitoring', monitoringReference: null });
    expect(await deps.creditReports.reportOf(pending)).toBeUndefined();
    await deps.creditReports.put(report(user, 'c-2', '2027-01-02T10:00:00.000Z', 'c-2'));
    expect(await deps.creditReports.reportOf(pending)).toEqual(report(user, 'c-2', '2027-01-02T10:00:00.000Z', 'c-2'));
    // Another user's instruction of the same id finds nothing here.
    expect(await deps.creditReports.reportOf({ ...pending, userId: randomUUID() })).toBeUndefined();
  });

  it('refuses a second report item under the same key', async () => {
    const user = randomUUID();
    await deps.creditReports.put(report(user, 'c-1', '2027-01-01T10:00:00.000Z', 'c-1'));
    await expect(deps.creditReports.put(report(user, 'c-1', '2027-01-01T10:00:00.000Z', 'c-1'))).rejects.toThrow();
    expect(await deps.creditReports.list(user)).toHaveLength(1);
  });
});
