import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  CreditConsentRecord,
  CreditMonitorEnrolment,
  CreditReportsRepository,
  StoredCreditReport,
} from '../../ports/credit-reports.js';
import type { Page } from '../../ports/page.js';
import { creditMessages } from '../../contract/credit-messages.js';
import { Conflict } from '../../errors.js';
import * as keys from './keys.js';
import { cancelledBy, conditionFailed, TableClient, type Item } from './table-client.js';

const REPORT_FIELDS = ['id', 'userId', 'pulledAt', 'provider', 'sandbox', 'source', 'consentId', 'view', 'scores', 'rawKey', 'fileKey', 'monitoringReference'] as const;
const CONSENT_FIELDS = ['id', 'userId', 'consentVersion', 'consentText', 'givenAt', 'ipAddress', 'userAgent', 'ssnLast4', 'reportPulledAt', 'completedAt'] as const;
const MONITOR_FIELDS = ['userId', 'provider', 'monitoringReference', 'consentId', 'enrolledAt', 'lastRefreshAt'] as const;

const pick = <T>(item: Item, fields: readonly string[]): T => Object.fromEntries(fields.map((f) => [f, item[f] ?? null])) as T;

/** A CREDIT# item as the port's entity. */
export const creditReportFromItem = (item: Item): StoredCreditReport => pick<StoredCreditReport>(item, REPORT_FIELDS);
/** A CREDIT_CONSENT# item as the port's entity. */
export const creditConsentFromItem = (item: Item): CreditConsentRecord => pick<CreditConsentRecord>(item, CONSENT_FIELDS);
/** The CREDIT_MONITOR item as the port's entity. */
export const creditMonitorFromItem = (item: Item): CreditMonitorEnrolment => pick<CreditMonitorEnrolment>(item, MONITOR_FIELDS);

/** Credit reports, written instructions and the monitoring enrolment in the user's collection (docs/data-model.md, "Credit"). */
export class DynamoCreditReports implements CreditReportsRepository {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async put(report: StoredCreditReport, instruction?: Pick<CreditConsentRecord, 'givenAt'>): Promise<void> {
    const item = { PK: keys.userPk(report.userId), SK: keys.creditSk(report.pulledAt, report.id), ...report };
    if (!instruction) {
      await this.t.put(item, 'attribute_not_exists(PK)');
      return;
    }
    try {
      await this.t.transact([
        { Put: { TableName: this.t.name, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Update: {
            TableName: this.t.name,
            Key: { PK: keys.userPk(report.userId), SK: keys.creditConsentSk(instruction.givenAt, report.consentId) },
            UpdateExpression: 'SET reportPulledAt = :at',
            // One report per instruction, whatever its pull time (two presses at once pull at two times).
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reportPulledAt)',
            ExpressionAttributeValues: { ':at': report.pulledAt },
          },
        },
      ]);
    } catch (error) {
      if (cancelledBy(error, [0, 1])) throw new Conflict(creditMessages.pullFailed);
      throw error;
    }
  }

  async list(userId: string): Promise<StoredCreditReport[]> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.CREDIT_PREFIX, consistent: true });
    return items.map(creditReportFromItem);
  }

  async latest(userId: string): Promise<StoredCreditReport | undefined> {
    const page = await this.t.page({ partition: keys.userPk(userId), sortPrefix: keys.CREDIT_PREFIX, descending: true, limit: 1, consistent: true });
    const item = page.items[0];
    return item ? creditReportFromItem(item) : undefined;
  }

  async deleteAll(userId: string): Promise<number> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.CREDIT_PREFIX, consistent: true });
    await this.t.deleteAll(items);
    return items.length;
  }

  async recordConsent(record: CreditConsentRecord): Promise<void> {
    await this.t.put({ PK: keys.userPk(record.userId), SK: keys.creditConsentSk(record.givenAt, record.id), ...record }, 'attribute_not_exists(PK)');
  }

  async listConsents(userId: string): Promise<CreditConsentRecord[]> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.CREDIT_CONSENT_PREFIX, consistent: true });
    return items.map(creditConsentFromItem);
  }

  async latestConsent(userId: string): Promise<CreditConsentRecord | undefined> {
    const page = await this.t.page({ partition: keys.userPk(userId), sortPrefix: keys.CREDIT_CONSENT_PREFIX, descending: true, limit: 1, consistent: true });
    const item = page.items[0];
    return item ? creditConsentFromItem(item) : undefined;
  }

  async reportOf(consent: Pick<CreditConsentRecord, 'userId' | 'id' | 'reportPulledAt'>): Promise<StoredCreditReport | undefined> {
    if (!consent.reportPulledAt) return undefined;
    const item = await this.t.get({ PK: keys.userPk(consent.userId), SK: keys.creditSk(consent.reportPulledAt, consent.id) }, { consistent: true });
    return item ? creditReportFromItem(item) : undefined;
  }

  async completeConsent(consent: Pick<CreditConsentRecord, 'userId' | 'id' | 'givenAt'>, at: string): Promise<void> {
    try {
      await this.t.update({
        TableName: this.t.name,
        Key: { PK: keys.userPk(consent.userId), SK: keys.creditConsentSk(consent.givenAt, consent.id) },
        UpdateExpression: 'SET completedAt = :at',
        // The first completion stands (a repeat after a lost answer keeps it).
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(completedAt)',
        ExpressionAttributeValues: { ':at': at },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async getMonitor(userId: string): Promise<CreditMonitorEnrolment | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.CREDIT_MONITOR_SK }, { consistent: true });
    return item ? creditMonitorFromItem(item) : undefined;
  }

  async putMonitor(enrolment: CreditMonitorEnrolment): Promise<void> {
    await this.t.put({ PK: keys.userPk(enrolment.userId), SK: keys.CREDIT_MONITOR_SK, ...enrolment, ...keys.creditMonitorListing(enrolment.userId) });
  }

  async claimRefresh(userId: string, seenLastRefreshAt: string | null, now: string, until: string): Promise<boolean> {
    try {
      await this.t.update({
        TableName: this.t.name,
        Key: { PK: keys.userPk(userId), SK: keys.CREDIT_MONITOR_SK },
        UpdateExpression: 'SET refreshClaimedUntil = :until',
        // Still the refresh this worker read (none since), and nobody else's claim running.
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(refreshClaimedUntil) OR refreshClaimedUntil < :now) AND ' +
          (seenLastRefreshAt === null ? '(attribute_not_exists(lastRefreshAt) OR attribute_type(lastRefreshAt, :null))' : 'lastRefreshAt = :seen'),
        ExpressionAttributeValues: { ':until': until, ':now': now, ...(seenLastRefreshAt === null ? { ':null': 'NULL' } : { ':seen': seenLastRefreshAt }) },
      });
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  async releaseRefresh(userId: string, until: string): Promise<void> {
    try {
      await this.t.update({
        TableName: this.t.name,
        Key: { PK: keys.userPk(userId), SK: keys.CREDIT_MONITOR_SK },
        UpdateExpression: 'REMOVE refreshClaimedUntil',
        ConditionExpression: 'refreshClaimedUntil = :until',
        ExpressionAttributeValues: { ':until': until },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async markRefreshed(userId: string, at: string): Promise<void> {
    try {
      await this.t.update({
        TableName: this.t.name,
        Key: { PK: keys.userPk(userId), SK: keys.CREDIT_MONITOR_SK },
        UpdateExpression: 'SET lastRefreshAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async deleteMonitor(userId: string): Promise<void> {
    await this.t.deleteAll([{ PK: keys.userPk(userId), SK: keys.CREDIT_MONITOR_SK }]);
  }

  async markUse(userId: string, at: string): Promise<void> {
    try {
      await this.t.update({
        TableName: this.t.name,
        Key: { PK: keys.userPk(userId), SK: keys.CREDIT_LAST_USE_SK },
        UpdateExpression: 'SET userId = :u, lastUsedAt = :at, GSI3PK = :pk, GSI3SK = :sk',
        // A refresh the job makes as of an earlier day never moves the time back.
        ConditionExpression: 'attribute_not_exists(lastUsedAt) OR lastUsedAt < :at',
        ExpressionAttributeValues: { ':u': userId, ':at': at, ':pk': keys.creditRetention(at, userId).GSI3PK, ':sk': keys.creditRetention(at, userId).GSI3SK },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async listUnusedSince(cutoff: string, limit: number, after?: Record<string, unknown>): Promise<Page<string>> {
    const page = await this.t.page({ index: 'GSI3', partition: keys.RETENTION_LISTING.credit, sortTo: cutoff, limit }, after);
    return { items: page.items.map((item) => item.userId as string), ...(page.next ? { next: page.next } : {}) };
  }

  async deleteUse(userId: string): Promise<void> {
    await this.t.deleteAll([{ PK: keys.userPk(userId), SK: keys.CREDIT_LAST_USE_SK }]);
  }

  async listMonitored(limit: number, after?: Record<string, unknown>): Promise<Page<string>> {
    const page = await this.t.page({ index: 'GSI2', partition: keys.CREDIT_MONITOR_LISTING, limit }, after);
    return { items: page.items.map((item) => item.userId as string), ...(page.next ? { next: page.next } : {}) };
  }
}
