import type { AgreementSignature, Agreements } from '../../ports/subscriptions.js';
import * as keys from './keys.js';
import { toSignature } from './subscriptions.js';
import type { TableClient } from './table-client.js';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signed service agreements, on the user's collection, and the retained copies that outlive a closed account. */
export class DynamoAgreements implements Agreements {
  constructor(private readonly t: TableClient) {}

  async putSignature(signature: AgreementSignature): Promise<void> {
    await this.t.put({ PK: keys.userPk(signature.userId), SK: keys.billingSk.agreement(signature.id), ...signature }, 'attribute_not_exists(PK)');
  }

  async getSignature(userId: string, id: string): Promise<AgreementSignature | undefined> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.agreement(id) }, { consistent: true });
    return Item ? toSignature(Item) : undefined;
  }

  async listSignatures(userId: string): Promise<AgreementSignature[]> {
    const out = (await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.billingSk.agreementPrefix })).map(toSignature);
    return out.sort((a, b) => a.signedAt.localeCompare(b.signedAt));
  }

  async retainSignatures(userId: string, retentionDays: number, now: Date): Promise<number> {
    const keep = (await this.listSignatures(userId))
      .map((s) => ({ s, expiresAt: epoch(new Date(s.signedAt)) + retentionDays * 86_400 }))
      .filter(({ expiresAt }) => expiresAt > epoch(now));
    // A user signs a handful of agreements at most: one put each (no unprocessed-items bookkeeping).
    for (const { s, expiresAt } of keep) {
      await this.t.put({ ...keys.retainedAgreement(userId, s.id), ...s, retainedAt: now.toISOString(), expiresAt });
    }
    return keep.length;
  }
}
