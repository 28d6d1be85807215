import { SandboxBureauProvider } from '../../lambdas/adapters/credit/sandbox.js';
import { Conflict } from '../../lambdas/errors.js';
import type { CreditFile } from '../../lambdas/contract/credit.js';
import type {
  BureauProvider,
  CreditConsentRecord,
  CreditMonitorEnrolment,
  CreditReportsRepository,
  ProviderReport,
  PullSubject,
  StoredCreditReport,
} from '../../lambdas/ports/credit-reports.js';

/** A small, valid three-bureau file (the sandbox's are larger; these tests are about storage, not content). */
export function creditFileFixture(pulledAt: string, scores: { equifax: number; experian: number; transunion: number } = { equifax: 640, experian: 655, transunion: 662 }): CreditFile {
  return {
    provider: 'fake',
    providerReference: `ref-${pulledAt}`,
    pulledAt,
    bureaus: [
      { bureau: 'equifax', outcome: 'ok' },
      { bureau: 'experian', outcome: 'ok' },
      { bureau: 'transunion', outcome: 'ok' },
    ],
    scores: (['equifax', 'experian', 'transunion'] as const).map((bureau) => ({
      bureau,
      model: 'VantageScore 3.0',
      value: scores[bureau],
      range: { min: 300, max: 850 },
      reasonCodes: [{ code: '10', description: 'Proportion of balances to credit limits is too high' }],
      date: pulledAt.slice(0, 10),
    })),
    tradelines: [],
    collections: [],
    inquiries: [],
    publicRecords: [],
    consumerStatements: [],
    personal: { names: [], addresses: [], birthDates: [], employers: [] },
  };
}

/** A provider that answers `fileFixture` (or throws what `fail` gives), and remembers every subject it was sent. */
export function fakeBureau(options: { fail?: () => Error; onPull?: () => void } = {}): BureauProvider & { subjects: PullSubject[] } {
  const subjects: PullSubject[] = [];
  const report = (pulledAt: string): ProviderReport => ({
    raw: `<RESPONSE_GROUP MISMOVersionID="2.4"><PULLED>${pulledAt}</PULLED></RESPONSE_GROUP>`,
    rawContentType: 'application/xml',
    file: creditFileFixture(pulledAt),
    monitoringReference: 'fake1.monitoring',
  });
  return {
    name: 'fake',
    sandbox: true,
    subjects,
    pull: async (subject, asOf) => {
      subjects.push(subject);
      options.onPull?.();
      if (options.fail) throw options.fail();
      return report(asOf);
    },
    refresh: async (_reference, asOf) => report(asOf),
    endMonitoring: async () => undefined,
  };
}

/** The sandbox provider with the test's clock: its pulls are as of `asOf`. */
export function sandboxAt(asOf: string): Omit<BureauProvider, 'pull'> & { pull(subject: PullSubject): Promise<ProviderReport> } {
  const provider = new SandboxBureauProvider();
  return { name: provider.name, sandbox: provider.sandbox, pull: (subject) => provider.pull(subject, asOf), refresh: (reference, at) => provider.refresh(reference, at), endMonitoring: (reference, at) => provider.endMonitoring(reference, at) };
}

/** The repository in memory, with the adapter's orders (reports and consents oldest first). */
export class MemoryCreditReports implements CreditReportsRepository {
  reports: StoredCreditReport[] = [];
  consents: CreditConsentRecord[] = [];
  monitors = new Map<string, CreditMonitorEnrolment>();

  private own = (userId: string) => this.reports.filter((r) => r.userId === userId).sort((a, b) => a.pulledAt.localeCompare(b.pulledAt) || a.id.localeCompare(b.id));

  async put(report: StoredCreditReport, instruction?: Pick<CreditConsentRecord, 'givenAt'>) {
    if (instruction) {
      const named = this.consents.find((c) => c.userId === report.userId && c.id === report.consentId);
      if (!named || named.reportPulledAt) throw new Conflict('This instruction names a report already');
      named.reportPulledAt = report.pulledAt;
    }
    this.reports.push(structuredClone(report));
  }
  async list(userId: string) {
    return this.own(userId);
  }
  async latest(userId: string) {
    return this.own(userId).at(-1);
  }
  async deleteAll(userId: string) {
    const before = this.reports.length;
    this.reports = this.reports.filter((r) => r.userId !== userId);
    return before - this.reports.length;
  }
  async recordConsent(record: CreditConsentRecord) {
    this.consents.push(structuredClone(record));
  }
  async listConsents(userId: string) {
    return this.consents.filter((c) => c.userId === userId);
  }
  async latestConsent(userId: string) {
    return this.consents.filter((c) => c.userId === userId).sort((a, b) => a.givenAt.localeCompare(b.givenAt) || a.id.localeCompare(b.id)).at(-1);
  }
  async reportOf(consent: Pick<CreditConsentRecord, 'userId' | 'id' | 'reportPulledAt'>) {
    return this.own(consent.userId).find((r) => r.id === consent.id && r.pulledAt === consent.reportPulledAt);
  }
  async completeConsent(consent: Pick<CreditConsentRecord, 'userId' | 'id' | 'givenAt'>, at: string) {
    const record = this.consents.find((c) => c.userId === consent.userId && c.id === consent.id);
    if (record && !record.completedAt) record.completedAt = at;
  }
  async getMonitor(userId: string) {
    return this.monitors.get(userId);
  }
  async putMonitor(enrolment: CreditMonitorEnrolment) {
    this.monitors.set(enrolment.userId, structuredClone(enrolment));
  }
  async claimRefresh(userId: string, seen: string | null) {
    return this.monitors.get(userId)?.lastRefreshAt === seen;
  }
  async releaseRefresh() {}
  async markRefreshed(userId: string, at: string) {
    const enrolment = this.monitors.get(userId);
    if (enrolment) this.monitors.set(userId, { ...enrolment, lastRefreshAt: at });
  }
  async deleteMonitor(userId: string) {
    this.monitors.delete(userId);
  }
  async listMonitored(limit: number) {
    return { items: [...this.monitors.keys()].sort().slice(0, limit) };
  }

  /** The credit data's last use per user (the retention listing). */
  uses = new Map<string, string>();

  async markUse(userId: string, at: string) {
    if ((this.uses.get(userId) ?? '') < at) this.uses.set(userId, at);
  }

  async listUnusedSince(cutoff: string, limit: number) {
    return { items: [...this.uses].filter(([, at]) => at < cutoff).sort((a, b) => a[1].localeCompare(b[1])).map(([id]) => id).slice(0, limit) };
  }

  async deleteUse(userId: string) {
    this.uses.delete(userId);
  }
}

/** Files in memory: what was put, by key. */
export class MemoryFiles {
  objects = new Map<string, { body: string; contentType: string }>();
  async put(key: string, body: string | Uint8Array, contentType: string) {
    this.objects.set(key, { body: typeof body === 'string' ? body : Buffer.from(body).toString('utf8'), contentType });
  }
  async read(key: string) {
    const object = this.objects.get(key);
    if (!object) throw new Error(`no object ${key}`);
    return new TextEncoder().encode(object.body);
  }
  async deletePrefix(prefix: string) {
    const keys = [...this.objects.keys()].filter((k) => k.startsWith(prefix));
    for (const key of keys) this.objects.delete(key);
    return keys.length;
  }
}

