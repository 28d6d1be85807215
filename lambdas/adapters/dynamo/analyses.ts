import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { analysisMessages } from '../../contract/analysis-messages.js';
import type { AnalysisView, ClientAnswer } from '../../contract/analysis.js';
import type { AnalysesRepository, StoredAnalysis, StoredAnalysisRun } from '../../ports/analyses.js';
import * as keys from './keys.js';
import { TableClient, type Item } from './table-client.js';

/** A run's progress is worth keeping a day (the table's TTL attribute, `expiresAt`, in epoch seconds). */
const RUN_KEEP_SECONDS = 86_400;

const toAnalysis = (item: Item): StoredAnalysis => ({
  id: item.id as string,
  userId: item.userId as string,
  reportId: item.reportId as string,
  createdAt: item.createdAt as string,
  view: item.view as AnalysisView,
});

const toRun = (item: Item): StoredAnalysisRun => ({
  id: item.id as string,
  userId: item.userId as string,
  stage: item.stage as StoredAnalysisRun['stage'],
  percent: item.percent as number,
  analysis: (item.analysis as StoredAnalysisRun['analysis']) ?? null,
  error: (item.error as string | null) ?? null,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
});

/** An answer as stored: today's shape, or the first one's ({recognised, at}: asked only "do you recognise this?"). */
type StoredAnswer = ClientAnswer | { recognised: boolean; at: string };
const toAnswer = (a: StoredAnswer): ClientAnswer =>
  'recognised' in a
    ? { accurate: a.recognised, question: analysisMessages.askRecognise, wording: a.recognised ? analysisMessages.recognise : analysisMessages.notRecognise, at: a.at }
    : a;

/** ANALYSIS#, ANALYSISRUN# and ANALYSISANSWERS items in the user's collection (docs/data-model.md, "Analysis"). */
export class DynamoAnalyses implements AnalysesRepository {
  private readonly t: TableClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async latest(userId: string): Promise<StoredAnalysis | undefined> {
    const page = await this.t.page({ partition: keys.userPk(userId), sortPrefix: keys.ANALYSIS_PREFIX, descending: true, limit: 1, consistent: true });
    return page.items[0] ? toAnalysis(page.items[0]) : undefined;
  }

  async get(userId: string, ref: { id: string; createdAt: string }): Promise<StoredAnalysis | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.analysisSk(ref.createdAt, ref.id) }, { consistent: true });
    return item ? toAnalysis(item) : undefined;
  }

  async put(analysis: StoredAnalysis): Promise<void> {
    await this.t.put({ PK: keys.userPk(analysis.userId), SK: keys.analysisSk(analysis.createdAt, analysis.id), ...analysis });
  }

  async prune(userId: string, keep: number): Promise<number> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.ANALYSIS_PREFIX, consistent: true });
    // Sort keys are ANALYSIS#<createdAt>#<id>: ascending is oldest first.
    const old = items.slice(0, Math.max(0, items.length - keep));
    await this.t.deleteAll(old);
    return old.length;
  }

  async deleteAll(userId: string): Promise<number> {
    const pk = keys.userPk(userId);
    const [analyses, runs, answers] = await Promise.all([
      this.t.all({ partition: pk, sortPrefix: keys.ANALYSIS_PREFIX, consistent: true }),
      this.t.all({ partition: pk, sortPrefix: keys.ANALYSIS_RUN_PREFIX, consistent: true }),
      this.t.get({ PK: pk, SK: keys.ANALYSIS_ANSWERS }, { consistent: true }),
    ]);
    const items = [...analyses, ...runs, ...(answers ? [answers] : [])];
    await this.t.deleteAll(items);
    return items.length;
  }

  async putRun(run: StoredAnalysisRun): Promise<void> {
    const expiresAt = Math.floor(Date.parse(run.createdAt) / 1000) + RUN_KEEP_SECONDS;
    await this.t.put({ PK: keys.userPk(run.userId), SK: keys.analysisRunSk(run.id), ...run, expiresAt });
  }

  async getRun(userId: string, id: string): Promise<StoredAnalysisRun | undefined> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.analysisRunSk(id) }, { consistent: true });
    return item ? toRun(item) : undefined;
  }

  async confirmations(userId: string): Promise<Record<string, ClientAnswer>> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.ANALYSIS_ANSWERS }, { consistent: true });
    const answers = (item?.answers as Record<string, StoredAnswer> | undefined) ?? {};
    return Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, toAnswer(answer)]));
  }

  async confirm(userId: string, findingId: string, answer: ClientAnswer): Promise<void> {
    const key = { PK: keys.userPk(userId), SK: keys.ANALYSIS_ANSWERS };
    // Create the map on the first answer, then set one entry: two answers at once both land.
    await this.t.update({
      TableName: this.table,
      Key: key,
      UpdateExpression: 'SET answers = if_not_exists(answers, :empty), userId = :user',
      ExpressionAttributeValues: { ':empty': {}, ':user': userId },
    });
    await this.t.update({
      TableName: this.table,
      Key: key,
      UpdateExpression: 'SET answers.#finding = :answer',
      ExpressionAttributeNames: { '#finding': findingId },
      ExpressionAttributeValues: { ':answer': answer },
    });
  }
}
