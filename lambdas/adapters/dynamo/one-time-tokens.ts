import type { OneTimeTokens } from '../../ports/users.js';
import * as keys from './keys.js';
import { conditionFailed, type TableClient } from './table-client.js';

export const MAX_RESET_ATTEMPTS = 5;

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** Emailed link tokens (`TOKEN#<hash>`, listed under the user on GSI1) and the user's password reset code: hashes only. */
export class DynamoOneTimeTokens implements OneTimeTokens {
  constructor(private readonly t: TableClient) {}

  async putOneTimeToken(token: { hash: string; purpose: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.t.put({
      ...keys.oneTimeToken(token.hash),
      GSI1PK: keys.userTokens(token.userId),
      GSI1SK: token.hash,
      purpose: token.purpose,
      userId: token.userId,
      expiresAt: epoch(token.expiresAt),
    });
  }

  async takeOneTimeToken(hash: string, purpose: string, now: Date): Promise<string | undefined> {
    try {
      const old = await this.t.delete(
        keys.oneTimeToken(hash),
        // TTL deletes lazily, so expiry is checked here too.
        { expression: 'purpose = :p AND expiresAt > :now', values: { ':p': purpose, ':now': epoch(now) } },
        { returnOld: true },
      );
      return old?.userId as string | undefined;
    } catch (error) {
      if (conditionFailed(error)) return undefined;
      throw error;
    }
  }

  async putResetCode(userId: string, codeHash: string, expiresAt: Date, options: { invitationHash?: string } = {}): Promise<void> {
    await this.t.put({
      PK: keys.userPk(userId),
      SK: keys.SK.resetCode,
      codeHash,
      attempts: 0,
      expiresAt: epoch(expiresAt),
      ...(options.invitationHash ? { invitationHash: options.invitationHash } : {}),
    });
  }

  async invitationPending(userId: string, now: Date): Promise<boolean> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.SK.resetCode });
    return Boolean(item?.invitationHash) && Number(item?.expiresAt) > epoch(now);
  }

  async takeResetCode(userId: string, codeHash: string, now: Date, invitationHash?: string): Promise<boolean> {
    const key = { PK: keys.userPk(userId), SK: keys.SK.resetCode };
    try {
      // Count the attempt first (atomically), so guessing is bounded even under concurrency.
      const counted = await this.t.update({
        TableName: this.t.name,
        Key: key,
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_RESET_ATTEMPTS, ':now': epoch(now) },
        ReturnValues: 'ALL_NEW',
      });
      if (counted?.codeHash !== codeHash) return false;
      // A team invitation's code works only with its emailed link: the code (from the admin) alone is not enough.
      if (counted.invitationHash !== undefined && counted.invitationHash !== invitationHash) return false;
      await this.t.delete(key);
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }
}
