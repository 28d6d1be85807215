import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AnalysesRepository, StoredAnalysis } from '../../ports/analyses.js';
import * as keys from './keys.js';
import { TableClient, type Item } from './table-client.js';

const toAnalysis = (item: Item): StoredAnalysis => ({
  id: item.id as string,
  userId: item.userId as string,
  reportId: item.reportId as string,
  createdAt: item.createdAt as string,
});

/** ANALYSIS# items in the user's collection, sorted by creation time (docs/data-model.md, "Dashboard"). */
export class DynamoAnalyses implements AnalysesRepository {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async latest(userId: string): Promise<StoredAnalysis | undefined> {
    const page = await this.t.page({ partition: keys.userPk(userId), sortPrefix: keys.ANALYSIS_PREFIX, descending: true, limit: 1, consistent: true });
    return page.items[0] ? toAnalysis(page.items[0]) : undefined;
  }

  async put(analysis: StoredAnalysis): Promise<void> {
    await this.t.put({ PK: keys.userPk(analysis.userId), SK: keys.analysisSk(analysis.createdAt, analysis.id), ...analysis });
  }

  async deleteAll(userId: string): Promise<number> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.ANALYSIS_PREFIX, consistent: true });
    await this.t.deleteAll(items);
    return items.length;
  }
}
