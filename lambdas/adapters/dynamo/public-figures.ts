import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  activityExpiry,
  afterDeletion,
  afterReport,
  figureMonths,
  weekOf,
  type ActivityEvent,
  type BureauScores,
  type CounterChanges,
  type FigureCounts,
  type ScoreJourney,
} from '../../domain/public-figures.js';
import type { PublicFiguresStore } from '../../ports/public-figures.js';
import * as keys from './keys.js';
import { cancelledBy, retryRaces, TableClient, type Item, type TxItem } from './table-client.js';
import { addCounters } from './user-index.js';

const journeyKey = (userId: string) => ({ PK: keys.userPk(userId), SK: keys.FIGURES_JOURNEY_SK });

const scores = (value: unknown): BureauScores => {
  const v = (value ?? {}) as Record<string, unknown>;
  const n = (x: unknown) => (typeof x === 'number' ? x : null);
  return { equifax: n(v.equifax), experian: n(v.experian), transunion: n(v.transunion) };
};

const str = (value: unknown) => (typeof value === 'string' ? value : null);

function journeyOf(item: Item | undefined): ScoreJourney | undefined {
  if (!item) return undefined;
  return {
    firstAt: String(item.firstAt),
    firstScores: scores(item.firstScores),
    latestAt: String(item.latestAt),
    latestScores: scores(item.latestScores),
    change: typeof item.change === 'number' ? item.change : null,
    changeMonth: str(item.changeMonth),
    updatedWeek: str(item.updatedWeek),
    roseWeek: str(item.roseWeek),
    firstDeletionAt: str(item.firstDeletionAt),
    activity: Array.isArray(item.activity) ? item.activity.map(String) : [],
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

const counterKey = (name: string) => (name.startsWith('month:') ? keys.figures.month(name.slice(6)) : keys.figures.week(name.slice(5)));
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The public figures' journey items, counters and activity events (domain/public-figures.ts). */
export class DynamoPublicFigures implements PublicFiguresStore {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  /** The journey written over the version read, with the counters it moves; a race reads again and retries. */
  private async change(userId: string, step: (read: ScoreJourney | undefined) => { journey: ScoreJourney | undefined; changes: CounterChanges; extra?: TxItem[] } | null): Promise<void> {
    await retryRaces(
      async () => {
        const read = journeyOf(await this.t.get(journeyKey(userId), { consistent: true }));
        const next = step(read);
        if (!next?.journey) return;
        const { journey, changes, extra = [] } = next;
        await this.t.transact([
          {
            Put: {
              TableName: this.t.name,
              Item: { ...journeyKey(userId), kind: keys.FIGURES_JOURNEY_SK, userId, ...journey, version: (read?.version ?? 0) + 1 },
              ConditionExpression: read ? 'version = :v' : 'attribute_not_exists(PK)',
              ...(read ? { ExpressionAttributeValues: { ':v': read.version } } : {}),
            },
          },
          ...Object.entries(changes).map(([name, counts]) => addCounters(this.t.name, counterKey(name), counts)),
          ...extra,
        ]);
      },
      (error) => cancelledBy(error, [0]),
    );
  }

  async recordScores(userId: string, scoresNow: BureauScores, at: string): Promise<void> {
    await this.change(userId, (read) => afterReport(read, scoresNow, at));
  }

  async recordDeletion(userId: string, event: ActivityEvent, id: string, now: Date): Promise<void> {
    const sk = `${now.toISOString()}#${id}`;
    const activity = { Put: { TableName: this.t.name, Item: { ...keys.figures.activity(sk), kind: 'FIGURES_ACTIVITY', ...event, expiresAt: activityExpiry(now) } } };
    await this.change(userId, (read) => {
      // A client without a report yet still gets a journey item, so the activity it makes can be found and deleted.
      const base: ScoreJourney = read ?? {
        firstAt: now.toISOString(),
        firstScores: { equifax: null, experian: null, transunion: null },
        latestAt: now.toISOString(),
        latestScores: { equifax: null, experian: null, transunion: null },
        change: null,
        changeMonth: null,
        updatedWeek: null,
        roseWeek: null,
        firstDeletionAt: null,
        activity: [],
        version: 0,
      };
      const { journey, changes } = afterDeletion(read ? base : { ...base, firstDeletionAt: event.at }, event.at);
      const kept = [...(journey ?? base).activity, sk].slice(-20);
      return { journey: { ...(journey ?? base), activity: kept }, changes, extra: [activity] };
    });
  }

  async counts(now: Date): Promise<FigureCounts> {
    const months = figureMonths(now);
    const [monthItems, week, activity] = await Promise.all([
      this.t.page({ partition: keys.figures.monthPartition, sortFrom: months[0], sortTo: months.at(-1) }),
      this.t.get(keys.figures.week(weekOf(now))),
      this.t.page({ partition: keys.figures.activityPartition, sortTo: `${now.toISOString()}#~`, descending: true, limit: 10 }),
    ]);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    return {
      months: monthItems.items
        .map((m) => ({
          changeSum: number(m.changeSum),
          changeClients: number(m.changeClients),
          deletions: number(m.deletions),
          firstDeletions: number(m.firstDeletions),
          days: new Map(
            Object.entries(m)
              .filter(([name]) => name.startsWith('days_'))
              .map(([name, n]) => [Number(name.slice(5)), number(n)] as const),
          ),
        })),
      week: { clientsUpdated: number(week?.clientsUpdated), clientsRose: number(week?.clientsRose) },
      // TTL removes expired items lazily: leave out what has expired but is still there.
      activity: activity.items
        .filter((a) => number(a.expiresAt) > nowSeconds)
        .map((a) => ({
          at: String(a.at),
          bureau: a.bureau as ActivityEvent['bureau'],
          initial: str(a.initial),
          state: str(a.state),
        })),
    };
  }
}
