import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../../errors.js';
import type { IdentityTheftCase, IdentityTheftRepository } from '../../ports/identity-theft.js';
import type { Page } from '../../ports/page.js';
import * as keys from './keys.js';
import { conditionFailed, TableClient, type Item } from './table-client.js';

const FIELDS = ['userId', 'status', 'affirmation', 'reportDocumentId', 'items', 'submittedAt', 'review', 'mailings', 'createdAt', 'updatedAt', 'version'] as const;
const caseOf = (item: Item): IdentityTheftCase => {
  const out = Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as IdentityTheftCase;
  out.items ??= [];
  out.mailings ??= [];
  return out;
};

/** The IDTHEFT item of the user's collection (docs/data-model.md, "Credit sweep"). */
export class DynamoIdentityTheft implements IdentityTheftRepository {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async get(userId: string): Promise<IdentityTheftCase | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.IDENTITY_THEFT_SK }, { consistent: true });
    return item ? caseOf(item) : undefined;
  }

  async put(next: IdentityTheftCase): Promise<void> {
    const item: Item = {
      PK: keys.userPk(next.userId),
      SK: keys.IDENTITY_THEFT_SK,
      ...next,
      // Listed on the desk only while in review.
      ...(next.status === 'in_review' && next.submittedAt ? keys.identityTheftInReview(next.submittedAt, next.userId) : {}),
    };
    try {
      await this.t.put(
        item,
        next.version === 0 ? 'attribute_not_exists(PK)' : { expression: 'attribute_exists(PK) AND version = :previous', values: { ':previous': next.version - 1 } },
      );
    } catch (error) {
      if (conditionFailed(error)) throw new Conflict('Your identity-theft case was changed meanwhile. Reload the page and try again.');
      throw error;
    }
  }

  async listInReview(limit: number, after?: Record<string, unknown>): Promise<Page<IdentityTheftCase>> {
    const page = await this.t.page({ index: 'GSI2', partition: keys.IDENTITY_THEFT_IN_REVIEW, limit }, after);
    return { items: page.items.map(caseOf), ...(page.next ? { next: page.next } : {}) };
  }
}
