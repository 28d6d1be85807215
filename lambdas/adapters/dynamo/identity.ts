import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { IdentityFields } from '../../contract/identity.js';
import type { IdentityRecord, IdentityRepository, StoredIdentityReview } from '../../ports/identity.js';
import type { Page } from '../../ports/page.js';
import * as keys from './keys.js';
import { stripKeys } from './profile.js';
import { conditionFailed, TableClient, type Item } from './table-client.js';

const REVIEW_FIELDS = ['id', 'userId', 'kind', 'status', 'createdAt', 'current', 'requested', 'mismatches', 'reportId', 'decidedAt', 'decidedBy', 'reason'] as const;
export const reviewOf = (item: Item): StoredIdentityReview => {
  const out = Object.fromEntries(REVIEW_FIELDS.map((f) => [f, item[f] ?? null])) as unknown as StoredIdentityReview;
  out.mismatches ??= [];
  return out;
};
export const recordOf = (item: Item): IdentityRecord => {
  const r = stripKeys(item) as unknown as IdentityRecord;
  return { ...r, lockedAt: r.lockedAt ?? null, street: r.street ?? null, city: r.city ?? null, state: r.state ?? null, zipCode: r.zipCode ?? null };
};

/** The IDENTITY item and the IDREVIEW# items of the user's collection (docs/data-model.md, "Identity"). */
export class DynamoIdentity implements IdentityRepository {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  private key(userId: string) {
    return { PK: keys.userPk(userId), SK: keys.IDENTITY_SK };
  }

  async get(userId: string): Promise<IdentityRecord | undefined> {
    const item = await this.t.get(this.key(userId), { consistent: true });
    return item ? recordOf(item) : undefined;
  }

  async confirm(userId: string, c: Pick<IdentityRecord, 'fullName' | 'dateOfBirth' | 'documentId' | 'verifiedAt' | 'verifiedBy'>): Promise<boolean> {
    try {
      await this.t.update({
        TableName: this.table,
        Key: this.key(userId),
        UpdateExpression: 'SET fullName = :n, dateOfBirth = :d, documentId = :doc, verifiedAt = :at, verifiedBy = :by',
        ConditionExpression: 'attribute_not_exists(lockedAt) OR attribute_type(lockedAt, :null)',
        ExpressionAttributeValues: { ':n': c.fullName, ':d': c.dateOfBirth, ':doc': c.documentId, ':at': c.verifiedAt, ':by': c.verifiedBy, ':null': 'NULL' },
      });
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  async lock(userId: string, identity: IdentityFields, at: string): Promise<void> {
    try {
      await this.t.update({
        TableName: this.table,
        Key: this.key(userId),
        UpdateExpression: 'SET lockedAt = :at, street = :s, city = :c, #state = :st, zipCode = :z',
        // Only the identity the pull read: a lock already in place, or a record gone meanwhile, stays as it is.
        ConditionExpression: 'attribute_exists(PK) AND fullName = :n AND dateOfBirth = :d AND (attribute_not_exists(lockedAt) OR attribute_type(lockedAt, :null))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':at': at, ':s': identity.street, ':c': identity.city, ':st': identity.state, ':z': identity.zipCode,
          ':n': identity.fullName, ':d': identity.dateOfBirth, ':null': 'NULL',
        },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async replace(userId: string, identity: IdentityFields, by: string, at: string): Promise<void> {
    await this.t.update({
      TableName: this.table,
      Key: this.key(userId),
      UpdateExpression: 'SET fullName = :n, dateOfBirth = :d, street = :s, city = :c, #state = :st, zipCode = :z, verifiedAt = :at, verifiedBy = :by',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':n': identity.fullName, ':d': identity.dateOfBirth, ':s': identity.street, ':c': identity.city, ':st': identity.state, ':z': identity.zipCode,
        ':at': at, ':by': by,
      },
    });
  }

  async putReview(review: StoredIdentityReview): Promise<void> {
    await this.t.put(
      {
        PK: keys.userPk(review.userId),
        SK: keys.identityReviewSk(review.id),
        ...review,
        ...(review.status === 'pending' ? keys.pendingIdentityReview(review.createdAt, review.userId, review.id) : {}),
      },
      'attribute_not_exists(PK)',
    );
  }

  async getReview(userId: string, reviewId: string): Promise<StoredIdentityReview | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.identityReviewSk(reviewId) }, { consistent: true });
    return item ? reviewOf(item) : undefined;
  }

  async listReviews(userId: string): Promise<StoredIdentityReview[]> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.IDENTITY_REVIEW_PREFIX });
    return items.map(reviewOf).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }

  async decideReview(userId: string, reviewId: string, d: Pick<StoredIdentityReview, 'status' | 'decidedAt' | 'decidedBy' | 'reason'>): Promise<StoredIdentityReview | undefined> {
    try {
      const Attributes = await this.t.update({
          TableName: this.table,
          Key: { PK: keys.userPk(userId), SK: keys.identityReviewSk(reviewId) },
          UpdateExpression: 'SET #status = :status, decidedAt = :at, decidedBy = :by, reason = :reason REMOVE GSI2PK, GSI2SK',
          // Two staff members cannot both decide.
          ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': d.status, ':at': d.decidedAt, ':by': d.decidedBy, ':reason': d.reason, ':pending': 'pending' },
          ReturnValues: 'ALL_NEW',
      });
      return Attributes ? reviewOf(Attributes) : undefined;
    } catch (error) {
      if (conditionFailed(error)) return undefined;
      throw error;
    }
  }

  async listPending(limit: number, after?: Record<string, unknown>): Promise<Page<StoredIdentityReview>> {
    const page = await this.t.page({ index: 'GSI2', partition: keys.IDENTITY_REVIEWS_PENDING, limit }, after);
    return { items: page.items.map(reviewOf), next: page.next };
  }
}
