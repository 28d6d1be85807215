import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OTP_RULES, otpExpiry, type OtpState } from '../../domain/otp.js';
import type { Sealed } from '../../ports/secrets.js';
import type { VerificationRecord, VerificationRepository } from '../../ports/verification.js';
import * as keys from './keys.js';
import { cancelledBy, conditionFailed, TableClient, type Item } from './table-client.js';

/**
 * The `OTP` item holds the code's own expiry as `codeExpiresAt` (ISO); `expiresAt` is the table's TTL
 * attribute (epoch seconds), set to when the item may go (its sends have left the hour), so the resend
 * limits outlive the code itself.
 */
export function toOtp(item: Item): OtpState {
  return {
    codeHash: item.codeHash as string,
    phone: item.phone as string,
    sentAt: item.sentAt as string,
    expiresAt: item.codeExpiresAt as string,
    attempts: Number(item.attempts ?? 0),
    sends: (item.sends as string[] | undefined) ?? [],
    version: Number(item.version ?? 0),
  };
}

export function toVerification(item: Item): VerificationRecord {
  return {
    verifiedAt: (item.verifiedAt as string | undefined) ?? null,
    method: (item.method as 'sms' | undefined) ?? null,
    phone: (item.phone as string | undefined) ?? null,
    skippedAt: (item.skippedAt as string | undefined) ?? null,
  };
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

export class DynamoVerification implements VerificationRepository {
  private readonly t: TableClient;

  private readonly table: string;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
    this.table = table;
  }

  private key(userId: string, sk: string) {
    return { PK: keys.userPk(userId), SK: sk };
  }

  async get(userId: string): Promise<{ record: VerificationRecord | undefined; otp: OtpState | undefined }> {
    const [record, otp] = await Promise.all([
      this.t.get(this.key(userId, keys.SK.verification), { consistent: true }),
      this.t.get(this.key(userId, keys.SK.otp), { consistent: true }),
    ]);
    return { record: record ? toVerification(record) : undefined, otp: otp ? toOtp(otp) : undefined };
  }

  async putOtp(userId: string, otp: OtpState, expectedVersion: number): Promise<boolean> {
    try {
      await this.t.put(
        {
          ...this.key(userId, keys.SK.otp),
          codeHash: otp.codeHash,
          phone: otp.phone,
          sentAt: otp.sentAt,
          codeExpiresAt: otp.expiresAt,
          attempts: otp.attempts,
          sends: otp.sends,
          version: otp.version,
          expiresAt: epoch(otpExpiry(otp)),
        },
        expectedVersion === 0 ? 'attribute_not_exists(PK)' : { expression: 'version = :v', values: { ':v': expectedVersion } },
      );
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  async countAttempt(userId: string, storedHash: string, now: Date): Promise<OtpState | undefined> {
    try {
      const counted = await this.t.update({
        TableName: this.table,
        Key: this.key(userId, keys.SK.otp),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'codeHash = :hash AND attempts < :max AND codeExpiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':hash': storedHash, ':max': OTP_RULES.maxAttempts, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      });
      return counted ? toOtp(counted) : undefined;
    } catch (error) {
      if (conditionFailed(error)) return undefined;
      throw error;
    }
  }

  async complete(userId: string, codeHash: string, record: { verifiedAt: string; phone: string }): Promise<boolean> {
    try {
      await this.t.transact([
        {
          Delete: {
            TableName: this.table,
            Key: this.key(userId, keys.SK.otp),
            ConditionExpression: 'codeHash = :hash',
            ExpressionAttributeValues: { ':hash': codeHash },
          },
        },
        {
          Update: {
            TableName: this.table,
            Key: this.key(userId, keys.SK.verification),
            // GSI3: the retention listing, by when it was made (docs/compliance.md).
            UpdateExpression: 'SET verifiedAt = :at, #method = :method, phone = :phone, GSI3PK = :rpk, GSI3SK = :rsk',
            ExpressionAttributeNames: { '#method': 'method' },
            ExpressionAttributeValues: {
              ':at': record.verifiedAt,
              ':method': 'sms',
              ':phone': record.phone,
              ':rpk': keys.RETENTION_LISTING.verification,
              ':rsk': keys.verificationRetention(record.verifiedAt, userId).GSI3SK,
            },
          },
        },
      ]);
      return true;
    } catch (error) {
      if (cancelledBy(error, [0])) return false;
      throw error;
    }
  }

  async skip(userId: string, at: string): Promise<VerificationRecord> {
    try {
      const updated = await this.t.update({
        TableName: this.table,
        Key: this.key(userId, keys.SK.verification),
        UpdateExpression: 'SET skippedAt = :at, GSI3PK = :rpk, GSI3SK = :rsk',
        ConditionExpression: 'attribute_not_exists(verifiedAt)',
        ExpressionAttributeValues: { ':at': at, ':rpk': keys.RETENTION_LISTING.verification, ':rsk': keys.verificationRetention(at, userId).GSI3SK },
        ReturnValues: 'ALL_NEW',
      });
      return toVerification(updated ?? {});
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      // Already verified: skipping changes nothing.
      const item = await this.t.get(this.key(userId, keys.SK.verification), { consistent: true });
      return toVerification(item ?? {});
    }
  }

  async listUnusedSince(cutoff: string, limit: number, after?: Record<string, unknown>): Promise<{ items: string[]; next?: Record<string, unknown> | undefined }> {
    const page = await this.t.page({ index: 'GSI3', partition: keys.RETENTION_LISTING.verification, sortBefore: cutoff, limit }, after);
    return { items: page.items.map((i) => String(i.PK).slice('USER#'.length)), next: page.next };
  }

  async removeRecord(userId: string): Promise<boolean> {
    return Boolean(await this.t.delete(this.key(userId, keys.SK.verification), undefined, { returnOld: true }));
  }

  async codeKey(): Promise<Sealed | undefined> {
    const item = await this.t.get(keys.smsCodeKey, { consistent: true });
    return item ? (item.sealed as Sealed) : undefined;
  }

  async putCodeKey(sealed: Sealed): Promise<boolean> {
    try {
      await this.t.put({ ...keys.smsCodeKey, sealed }, 'attribute_not_exists(PK)');
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }
}
