import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DocumentStatus } from '../../contract/documents.js';
import type { DocumentChange, DocumentsRepository, StoredDocument } from '../../ports/documents.js';
import type { Page } from '../../ports/page.js';
import * as keys from './keys.js';
import { noteItem } from './notifications.js';
import { cancellationCodes, conditionFailed, retryRaces, TableClient, type Item, type TxItem } from './table-client.js';

const FIELDS = ['id', 'userId', 'documentType', 'fileName', 'contentType', 'sizeBytes', 'status', 'reason', 'objectKey', 'versionId', 'sha256', 'scanResult', 'uploadedAt', 'reviewedAt', 'reviewedBy', 'lastUsedAt'] as const;

/** A DOC# item as the port's entity (keys stripped, absent fields null). */
export function documentFromItem(item: Item): StoredDocument {
  const out = Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as StoredDocument;
  out.lastUsedAt ??= out.uploadedAt;
  return out;
}

/** Newest first: by upload time, then id. */
export const newestFirst = (a: StoredDocument, b: StoredDocument) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id.localeCompare(a.id);

/** Document metadata in the user's collection, and the staff review queue on GSI2 (docs/data-model.md, "Dashboard"). */
export class DynamoDocuments implements DocumentsRepository {
  private readonly t: TableClient;

  private readonly table: string;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
    this.table = table;
  }

  async list(userId: string): Promise<StoredDocument[]> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.DOC_PREFIX });
    return items.map(documentFromItem).sort(newestFirst);
  }

  async get(userId: string, documentId: string): Promise<StoredDocument | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.docSk(documentId) }, { consistent: true });
    return item ? documentFromItem(item) : undefined;
  }

  async create(document: StoredDocument): Promise<void> {
    await this.t.put(
      {
        PK: keys.userPk(document.userId),
        SK: keys.docSk(document.id),
        ...document,
        ...(document.status === 'pending_review' ? keys.pendingDocumentListing(document.uploadedAt, document.userId, document.id) : {}),
        lastUsedAt: document.lastUsedAt ?? document.uploadedAt,
        ...keys.documentRetention(document.lastUsedAt ?? document.uploadedAt, document.userId, document.id),
      },
      'attribute_not_exists(PK)',
    );
  }

  async transition(userId: string, documentId: string, from: readonly DocumentStatus[], change: DocumentChange): Promise<StoredDocument | undefined> {
    const current = await this.get(userId, documentId);
    if (!current || !from.includes(current.status)) return undefined;
    const sets: string[] = ['#status = :status'];
    const values: Record<string, unknown> = { ':status': change.status, ':from': current.status };
    for (const field of ['reason', 'reviewedAt', 'reviewedBy', 'sizeBytes', 'versionId', 'sha256', 'scanResult', 'lastUsedAt', 'objectKey'] as const) {
      if (change[field] !== undefined) {
        sets.push(`${field} = :${field}`);
        values[`:${field}`] = change[field];
      }
    }
    if (change.lastUsedAt) {
      sets.push('GSI3SK = :retention');
      values[':retention'] = keys.documentRetention(change.lastUsedAt, userId, documentId).GSI3SK;
    }
    let update = `SET ${sets.join(', ')}`;
    // Listed in the review queue exactly while it waits for review.
    if (change.status === 'pending_review') {
      const listing = keys.pendingDocumentListing(current.uploadedAt, userId, documentId);
      update += ', GSI2PK = :gpk, GSI2SK = :gsk';
      values[':gpk'] = listing.GSI2PK;
      values[':gsk'] = listing.GSI2SK;
    } else {
      update += ' REMOVE GSI2PK, GSI2SK';
    }
    const write = {
      TableName: this.table,
      Key: { PK: keys.userPk(userId), SK: keys.docSk(documentId) },
      UpdateExpression: update,
      // Against the status as read: two reviewers (or a review and a removal, or two completions) cannot both win.
      ConditionExpression: 'attribute_exists(PK) AND #status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    };
    if (change.notification) return this.transitionNotifying(userId, current, change, write);
    try {
      const updated = await this.t.update({ ...write, ReturnValues: 'ALL_NEW' });
      return updated ? documentFromItem(updated) : undefined;
    } catch (error) {
      if (conditionFailed(error)) return undefined;
      throw error;
    }
  }

  /** The change and the owner's notification in one transaction: both, or (the status moved meanwhile) neither. */
  private async transitionNotifying(userId: string, current: StoredDocument, change: DocumentChange, write: NonNullable<TxItem['Update']>): Promise<StoredDocument | undefined> {
    const { notification, ...fields } = change;
    try {
      // A concurrent transaction on the item is a race to retry; on retry the status condition decides.
      await retryRaces(
        () => this.t.transact([{ Update: write }, { Put: { TableName: this.table, Item: noteItem(userId, notification!), ConditionExpression: 'attribute_not_exists(PK)' } }]),
        (error) => cancellationCodes(error).includes('TransactionConflict'),
      );
    } catch (error) {
      if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return undefined;
      throw error;
    }
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    return { ...current, ...defined } as StoredDocument;
  }

  async remove(userId: string, documentId: string): Promise<StoredDocument | undefined> {
    const old = await this.t.delete({ PK: keys.userPk(userId), SK: keys.docSk(documentId) }, undefined, { returnOld: true });
    return old ? documentFromItem(old) : undefined;
  }

  async listPending(limit: number, after?: Record<string, unknown>): Promise<Page<StoredDocument>> {
    const page = await this.t.page({ index: 'GSI2', partition: keys.DOCUMENTS_PENDING_LISTING, limit }, after);
    return { items: page.items.map(documentFromItem), next: page.next };
  }

  async touch(userId: string, documentId: string, at: string): Promise<void> {
    try {
      await this.t.update({
        TableName: this.table,
        Key: { PK: keys.userPk(userId), SK: keys.docSk(documentId) },
        UpdateExpression: 'SET lastUsedAt = :at, GSI3PK = :pk, GSI3SK = :sk',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at, ':pk': keys.RETENTION_LISTING.documents, ':sk': keys.documentRetention(at, userId, documentId).GSI3SK },
      });
    } catch (error) {
      // Removed meanwhile: there is nothing left to keep.
      if (!conditionFailed(error)) throw error;
    }
  }

  async listUnusedSince(cutoff: string, limit: number, after?: Record<string, unknown>): Promise<Page<{ userId: string; id: string }>> {
    const page = await this.t.page({ index: 'GSI3', partition: keys.RETENTION_LISTING.documents, sortBefore: cutoff, limit }, after);
    return { items: page.items.map((i) => ({ userId: i.userId as string, id: i.id as string })), next: page.next };
  }
}
