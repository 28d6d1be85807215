import { describe, expect, it } from 'vitest';
import { CREDIT_PULL_CONSENT, creditMessages, type CreditPullRequest } from '../../../../lambdas/contract/credit.js';
import { identityMessages, type IdentityFields } from '../../../../lambdas/contract/identity.js';
import { BureauProviderUnavailable, CreditFileFrozen, Invalid, NoCreditFile, PullNotAllowedYet } from '../../../../lambdas/errors.js';
import type { BureauProvider } from '../../../../lambdas/ports/credit-reports.js';
import type { IdentityRecord, StoredIdentityReview } from '../../../../lambdas/ports/identity.js';
import type { StoredProfile } from '../../../../lambdas/ports/profile.js';
import type { StoredAnalysis } from '../../../../lambdas/ports/analyses.js';
import { authorizePull } from '../../../../lambdas/use-cases/credit/authorize-pull.js';
import { resetCredit } from '../../../../lambdas/use-cases/credit/reset.js';
import { saveReport } from '../../../../lambdas/use-cases/credit/save-report.js';
import { withoutSsn } from '../../../../lambdas/http/route.js';
import { dashboardCreditOf } from '../../../../lambdas/use-cases/dashboard/load-dashboard.js';
import { creditFileFixture, fakeBureau, MemoryCreditReports, MemoryFiles } from '../../../support/credit-fakes.js';

const SSN = '987654329';
const request = (over: Partial<CreditPullRequest> = {}): CreditPullRequest => ({
  ssn: SSN,
  consent: true,
  consentVersion: CREDIT_PULL_CONSENT.version,
  ...over,
});
const origin = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 test' };

/** The client's verified identity: the phone verified by SMS, the ID verified by staff with its name and date of birth confirmed. */
const PROFILE = { fullName: 'Pat Typical', dateOfBirth: '1985-04-12', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
const CONFIRMED: IdentityRecord = {
  fullName: 'Pat Typical',
  dateOfBirth: '1985-04-12',
  documentId: 'doc-1',
  verifiedAt: '2026-11-20T10:00:00.000Z',
  verifiedBy: 'staff-1',
  lockedAt: null,
  street: null,
  city: null,
  state: null,
  zipCode: null,
};

function setup(options: { fail?: () => Error; phoneVerified?: boolean; identity?: IdentityRecord | null; profile?: Partial<typeof PROFILE> } = {}) {
  let clock = Date.parse('2026-11-23T12:00:00.000Z');
  let ids = 0;
  const creditReports = new MemoryCreditReports();
  const files = new MemoryFiles();
  const now = () => new Date(clock);
  let consentsAtPull = -1;
  const bureau = fakeBureau({ ...options, onPull: () => (consentsAtPull = creditReports.consents.length) });
  // No disputes here: reinsertions have their own tests (use-cases/disputes/reinsertion.test.ts).
  const none = async () => {
    throw new Error('not called without disputes');
  };
  const reinsertion = { disputes: { list: async () => [], get: none, update: none }, notifications: { add: none }, users: { getUser: none }, config: { publicUrl: 'http://localhost:3000' } };
  const scored: { userId: string; scores: unknown; at: string }[] = [];
  const figures = { recordScores: async (userId: string, scores: unknown, at: string) => void scored.push({ userId, scores, at }) };
  const records = new Map<string, IdentityRecord>();
  const reviews: StoredIdentityReview[] = [];
  const notes: { kind: string; title: string; body: string }[] = [];
  const identity = {
    get: async (userId: string) => records.get(userId) ?? (options.identity === null ? undefined : { ...(options.identity ?? CONFIRMED) }),
    lock: async (userId: string, fields: IdentityFields, at: string) => void records.set(userId, { ...(options.identity ?? CONFIRMED), ...fields, lockedAt: at }),
    putReview: async (review: StoredIdentityReview) => void reviews.push(review),
    getReview: async (userId: string, id: string) => reviews.find((r) => r.userId === userId && r.id === id),
  };
  const profiles = { get: async () => ({ profile: { ...PROFILE, ...options.profile } as unknown as StoredProfile, client: undefined }) };
  const verification = { get: async () => ({ record: options.phoneVerified === false ? undefined : { verifiedAt: '2026-11-20T09:00:00.000Z', method: 'sms' as const, phone: '+15125550100', skippedAt: null }, otp: undefined }) };
  const deps = {
    creditReports, files, bureau, now, newId: () => `id-${++ids}`, figures, ...reinsertion,
    identity, profiles, verification,
    notifications: { add: async (_userId: string, note: { kind: string; title: string; body: string }) => void notes.push(note) as never },
  };
  return { deps, records, reviews, notes, creditReports, files, bureau, scored, tick: (ms: number) => (clock += ms), consentsAtPull: () => consentsAtPull };
}

describe('authorizePull', () => {
  it('records the written instruction before the pull, then keeps the report and enrols monitoring; the SSN goes only to the provider', async () => {
    const t = setup();
    const view = await authorizePull(t.deps, 'user-1', request(), origin);
    expect(t.consentsAtPull()).toBe(1);
    expect(t.creditReports.consents).toEqual([
      {
        id: 'id-1',
        userId: 'user-1',
        consentVersion: CREDIT_PULL_CONSENT.version,
        consentText: CREDIT_PULL_CONSENT.text,
        givenAt: '2026-11-23T12:00:00.000Z',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 test',
        ssnLast4: '4329',
        reportPulledAt: '2026-11-23T12:00:00.000Z',
        completedAt: '2026-11-23T12:00:00.000Z',
      },
    ]);
    expect(t.bureau.subjects).toEqual([
      { firstName: 'Pat', lastName: 'Typical', ssn: SSN, dateOfBirth: '1985-04-12', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } },
    ]);
    expect(t.creditReports.reports).toHaveLength(1);
    // The report is named after its instruction (a retry finds it: docs/reliability.md).
    expect(t.creditReports.reports[0]).toMatchObject({ id: 'id-1', userId: 'user-1', source: 'pull', consentId: 'id-1', view });
    expect(view.bureaus.map((b) => b.score?.value)).toEqual([640, 655, 662]);
    // The scores move the public figures (domain/public-figures.ts), at the pull's time.
    expect(t.scored).toEqual([{ userId: 'user-1', scores: t.creditReports.reports[0]!.scores, at: t.creditReports.reports[0]!.pulledAt }]);
    expect(t.creditReports.monitors.get('user-1')).toEqual({
      userId: 'user-1',
      provider: 'fake',
      monitoringReference: 'fake1.monitoring',
      consentId: 'id-1',
      enrolledAt: '2026-11-23T12:00:00.000Z',
      lastRefreshAt: null,
    });
    const kept = JSON.stringify([t.creditReports.reports, t.creditReports.consents, [...t.creditReports.monitors.values()], [...t.files.objects.entries()], view]);
    expect(kept).not.toContain(SSN);
    expect(kept).not.toContain('987-65-4329');
  });

  it('names the verified identity (the confirmed name and date of birth, the profile’s address) and locks it', async () => {
    const t = setup({ identity: { ...CONFIRMED, fullName: 'Pat Q Typical' }, profile: { fullName: 'pat q typical' } });
    await authorizePull(t.deps, 'user-1', request(), origin);
    expect(t.bureau.subjects[0]).toMatchObject({ firstName: 'Pat Q', lastName: 'Typical', dateOfBirth: '1985-04-12' });
    expect(t.records.get('user-1')).toMatchObject({ lockedAt: '2026-11-23T12:00:00.000Z', street: '1 Main St', zipCode: '78701' });
  });

  it.each([
    ['the phone is not verified', { phoneVerified: false }, identityMessages.phoneNotVerified],
    ['no ID was verified against the profile', { identity: null }, identityMessages.documentNotVerified],
    ['the profile’s name changed after the ID was verified', { profile: { fullName: 'Someone Else' } }, identityMessages.identityChangedSinceVerified],
    ['the profile has no address', { profile: { street: '' } }, identityMessages.profileIncomplete],
  ] as const)('refuses (403) when %s, recording and pulling nothing', async (_name, options, message) => {
    const t = setup(options);
    const error = await authorizePull(t.deps, 'user-1', request(), origin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullNotAllowedYet);
    expect(error).toMatchObject({ message });
    expect(t.creditReports.consents).toEqual([]);
    expect(t.bureau.subjects).toEqual([]);
  });

  it('keeps a file whose bureau names someone else, but enrols no monitoring, tells the client and opens a desk case', async () => {
    const t = setup();
    t.deps.bureau = mismatchingBureau(t.deps.bureau);
    const view = await authorizePull(t.deps, 'user-1', request(), origin);
    expect(view.identityMismatches).toEqual([{ bureau: 'experian', field: 'dateOfBirth' }]);
    expect(t.creditReports.monitors.size).toBe(0);
    expect(t.reviews).toMatchObject([{ kind: 'bureau_mismatch', status: 'pending', reportId: view.id, mismatches: view.identityMismatches }]);
    expect(t.notes[0]!.body).toContain('Experian reports a different date of birth.');
  });

  it('a press again after the provider failed reuses the pending instruction within the hour; after it, records its own', async () => {
    const t = setup({ fail: () => new BureauProviderUnavailable() });
    await expect(authorizePull(t.deps, 'user-1', request(), origin)).rejects.toBeInstanceOf(BureauProviderUnavailable);
    t.tick(59 * 60_000);
    await expect(authorizePull(t.deps, 'user-1', request(), origin)).rejects.toBeInstanceOf(BureauProviderUnavailable);
    expect(t.creditReports.consents.map((c) => c.id)).toEqual(['id-1']);
    t.tick(60_000);
    t.deps.bureau = fakeBureau();
    const view = await authorizePull(t.deps, 'user-1', request(), origin);
    expect(t.creditReports.consents.map((c) => [c.id, c.completedAt ?? null])).toEqual([['id-1', null], ['id-2', '2026-11-23T13:00:00.000Z']]);
    expect(view.id).toBe('id-2');
  });

  it('a press again after the report of a pending instruction was deleted (a reset) records its own instruction and pulls', async () => {
    const t = setup();
    const lock = t.deps.identity.lock;
    t.deps.identity.lock = async () => {
      t.deps.identity.lock = lock;
      throw new Error('DynamoDB throttled');
    };
    await expect(authorizePull(t.deps, 'user-1', request(), origin)).rejects.toThrow('DynamoDB throttled');
    await t.creditReports.deleteAll('user-1');
    const view = await authorizePull(t.deps, 'user-1', request(), origin);
    expect(t.bureau.subjects).toHaveLength(2);
    expect(t.creditReports.consents.map((c) => c.id)).toEqual(['id-1', 'id-2']);
    expect(view.id).toBe('id-2');
  });

  it('a press again with another SSN records its own instruction', async () => {
    const t = setup({ fail: () => new BureauProviderUnavailable() });
    await expect(authorizePull(t.deps, 'user-1', request(), origin)).rejects.toBeInstanceOf(BureauProviderUnavailable);
    t.deps.bureau = fakeBureau();
    await authorizePull(t.deps, 'user-1', request({ ssn: '987-65-4320' }), origin);
    expect(t.creditReports.consents.map((c) => c.ssnLast4)).toEqual(['4329', '4320']);
  });

  it('a file naming someone else, retried after a failure past the report, opens one desk case, without pulling again', async () => {
    const t = setup();
    t.deps.bureau = mismatchingBureau(t.deps.bureau);
    const add = t.deps.notifications.add;
    t.deps.notifications.add = async () => {
      t.deps.notifications.add = add;
      throw new Error('SNS down');
    };
    await expect(authorizePull(t.deps, 'user-1', request(), origin)).rejects.toThrow('SNS down');
    const view = await authorizePull(t.deps, 'user-1', request(), origin);
    expect(t.bureau.subjects).toHaveLength(1);
    expect(t.creditReports.reports.map((r) => r.id)).toEqual([view.id]);
    expect(t.reviews).toMatchObject([{ kind: 'bureau_mismatch', reportId: view.id }]);
    expect(t.notes).toHaveLength(1);
    expect(t.creditReports.consents).toMatchObject([{ id: view.id, completedAt: '2026-11-23T12:00:00.000Z' }]);
  });

  it('refuses an outdated instruction with 400 consentOutdated, recording and pulling nothing', async () => {
    const t = setup();
    const error = await authorizePull(t.deps, 'user-1', request({ consentVersion: '2020-01-01' }), origin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect(error).toMatchObject({ message: creditMessages.consentOutdated, fields: { consentVersion: creditMessages.consentOutdated } });
    expect(t.creditReports.consents).toEqual([]);
    expect(t.bureau.subjects).toEqual([]);
  });

  it.each([
    ['a frozen file', () => new CreditFileFrozen(['equifax', 'experian', 'transunion']), CreditFileFrozen],
    ['no hit', () => new NoCreditFile(), NoCreditFile],
    ['the provider unavailable (its adapter types the error)', () => new BureauProviderUnavailable(), BureauProviderUnavailable],
  ])('on %s keeps only the instruction: no report, no object, no enrolment', async (_name, fail, kind) => {
    const t = setup({ fail });
    const error = await authorizePull(t.deps, 'user-1', request(), origin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).not.toContain(SSN);
    expect(t.creditReports.consents).toHaveLength(1);
    expect(t.creditReports.reports).toEqual([]);
    expect(t.files.objects.size).toBe(0);
    expect(t.creditReports.monitors.size).toBe(0);
  });
});

/** The fake bureau, with Experian reporting another date of birth. */
function mismatchingBureau<T extends BureauProvider>(inner: T): T {
  return {
    ...inner,
    pull: async (subject, asOf) => {
      const report = await inner.pull(subject, asOf);
      const personal = { ...report.file.personal, birthDates: [{ value: '1961-01-01', bureaus: ['experian' as const] }, { value: subject.dateOfBirth, bureaus: ['equifax' as const, 'transunion' as const] }] };
      return { ...report, file: { ...report.file, personal } };
    },
  };
}

describe('saveReport', () => {
  it('writes the raw response and the file under the user’s credit prefix, then the item with the scores and the previous pull’s difference', async () => {
    const t = setup();
    const first = await saveReport(t.deps, {
      userId: 'user-1',
      report: { raw: '<xml/>', rawContentType: 'application/xml', file: creditFileFixture('2026-10-23T12:00:00.000Z', { equifax: 600, experian: 610, transunion: 620 }), monitoringReference: 'r' },
      source: 'pull',
      consentId: 'c-1',
    });
    expect(first).toMatchObject({ rawKey: `users/user-1/credit/${first.id}/response.xml`, fileKey: `users/user-1/credit/${first.id}/file.json`, sandbox: true, provider: 'fake' });
    expect(t.files.objects.get(first.rawKey)).toEqual({ body: '<xml/>', contentType: 'application/xml' });
    expect(JSON.parse(t.files.objects.get(first.fileKey)!.body)).toMatchObject({ pulledAt: '2026-10-23T12:00:00.000Z' });
    expect(first.scores).toEqual({ equifax: 600, experian: 610, transunion: 620 });
    expect(first.view.bureaus.map((b) => b.pointsDifference)).toEqual([null, null, null]);

    const second = await saveReport(t.deps, {
      userId: 'user-1',
      report: { raw: '<xml/>', rawContentType: 'application/xml', file: creditFileFixture('2026-11-23T12:00:00.000Z', { equifax: 640, experian: 600, transunion: 620 }), monitoringReference: 'r' },
      source: 'monitoring',
      consentId: 'c-1',
    });
    expect(second.view.bureaus.map((b) => b.pointsDifference)).toEqual([40, -10, 0]);
    expect(await t.creditReports.list('user-1')).toEqual([first, second]);
  });
});

describe('resetCredit', () => {
  it('deletes the caller’s reports, objects, enrolment and analyses, and keeps their instructions and everyone else’s data', async () => {
    const t = setup();
    await authorizePull(t.deps, 'user-1', request(), origin);
    await authorizePull(t.deps, 'user-2', request(), origin);
    const analyses = [
      { id: 'a1', userId: 'user-1', reportId: 'r', createdAt: '2026-11-23T12:00:00.000Z' },
      { id: 'a2', userId: 'user-2', reportId: 'r', createdAt: '2026-11-23T12:00:00.000Z' },
    ] as StoredAnalysis[];
    let remaining = analyses;
    const analysesRepo = {
      deleteAll: async (userId: string) => {
        const before = remaining.length;
        remaining = remaining.filter((a) => a.userId !== userId);
        return before - remaining.length;
      },
    };
    const monitored = (await t.creditReports.getMonitor('user-1'))!.monitoringReference;
    const endedAtProvider: [string, string][] = [];
    const bureau = { endMonitoring: async (reference: string, at: string) => void endedAtProvider.push([reference, at]) };
    const now = () => new Date('2026-11-25T09:30:00.000Z');
    await resetCredit({ creditReports: t.creditReports, files: t.files, analyses: analysesRepo, bureau, now }, 'user-1');
    expect(endedAtProvider).toEqual([[monitored, '2026-11-25T09:30:00.000Z']]);
    expect(await t.creditReports.list('user-1')).toEqual([]);
    expect(await t.creditReports.getMonitor('user-1')).toBeUndefined();
    expect([...t.files.objects.keys()].filter((k) => k.startsWith('users/user-1/'))).toEqual([]);
    expect(remaining.map((a) => a.id)).toEqual(['a2']);
    expect(await t.creditReports.listConsents('user-1')).toHaveLength(1);
    expect(await t.creditReports.list('user-2')).toHaveLength(1);
    expect(await t.creditReports.getMonitor('user-2')).toBeDefined();
    expect([...t.files.objects.keys()].filter((k) => k.startsWith('users/user-2/credit/'))).toHaveLength(2);
  });
});

describe('dashboardCreditOf', () => {
  it('shows the newest pull, every pull’s scores oldest first, the current instruction and the sandbox flag', async () => {
    const t = setup();
    await authorizePull(t.deps, 'user-1', request(), origin);
    t.tick(86_400_000);
    await authorizePull(t.deps, 'user-1', request(), origin);
    const reports = await t.creditReports.list('user-1');
    const credit = dashboardCreditOf({ creditReports: reports }, true);
    expect(credit.latest).toEqual(reports[1]!.view);
    expect(credit.history.map((p) => p.pulledAt)).toEqual(['2026-11-23T12:00:00.000Z', '2026-11-24T12:00:00.000Z']);
    expect(credit.consent).toEqual({ version: CREDIT_PULL_CONSENT.version, text: CREDIT_PULL_CONSENT.text });
    expect(credit.sandbox).toBe(true);
    expect(dashboardCreditOf({ creditReports: [] }, false)).toMatchObject({ latest: null, history: [], sandbox: false });
  });
});

describe('withoutSsn (the wrapper’s unhandled-error log)', () => {
  it('masks nine digits with or without dashes, and leaves longer or shorter digit runs', () => {
    expect(withoutSsn('ssn=987654329; 987-65-4329 x')).toBe('ssn=[redacted]; [redacted] x');
    expect(withoutSsn('at 1732368000000 ms, code 12345678')).toBe('at 1732368000000 ms, code 12345678');
  });
});
