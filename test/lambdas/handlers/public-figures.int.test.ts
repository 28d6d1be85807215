import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import * as keys from '../../../lambdas/adapters/dynamo/keys.js';
import { publicFiguresResponse } from '../../../lambdas/contract/public.js';
import { MIN_SAMPLE } from '../../../lambdas/domain/public-figures.js';
import { handler } from '../../../lambdas/handlers/public-figures.js';
import { httpEvent } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

/**
 * The counters are shared by every test of the table, so these run in a year no other test uses: their
 * month and week items are this file's alone. Wednesday 13 March 2041, noon UTC.
 */
const NOW = Date.parse('2041-03-13T12:00:00.000Z');
let minutes = 0;

afterEach(() => setDeps(undefined));

/** The endpoint as API Gateway calls it, a little later each time (past the 5-minute cache), from a fresh address. */
async function figures() {
  minutes += 10;
  const now = new Date(NOW + minutes * 60_000);
  setDeps({ ...base, now: () => now });
  const event = httpEvent({ method: 'GET', path: '/api/public/figures' });
  event.requestContext.http.sourceIp = `10.41.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const res = await handler(event);
  expect(res.statusCode).toBe(200);
  expect(res.headers?.['cache-control']).toMatch(/^public, max-age=\d+$/);
  return publicFiguresResponse.parse(JSON.parse(res.body!));
}

/**
 * One client, as the events make them: a first report a year ago, a second one this week 20 points
 * higher (plus `extra`), and a bureau deletion 30 + i days after the first report.
 */
async function client(i: number, extra = 0) {
  const id = randomUUID();
  const first = { equifax: 600, experian: 610, transunion: null };
  await base.figures.recordScores(id, first, '2040-06-01T10:00:00.000Z');
  await base.figures.recordScores(id, { equifax: 620 + extra, experian: 630 + extra, transunion: 700 }, '2041-03-11T09:00:00.000Z');
  const respondedAt = new Date(Date.parse('2040-06-01T00:00:00Z') + (30 + i) * 86_400_000).toISOString().slice(0, 10);
  await base.figures.recordDeletion(id, { at: respondedAt, bureau: 'experian', initial: 'J', state: 'TX' }, randomUUID(), new Date(NOW - 60_000));
  return id;
}

describe('GET /api/public/figures', () => {
  it(`states no figure at 0 and ${MIN_SAMPLE - 1} clients, and every figure from ${MIN_SAMPLE}; only real, anonymised activity`, async () => {
    const none = await figures();
    expect(none).toMatchObject({
      averageScoreChange: null,
      clientsRoseThisWeek: null,
      medianDaysToFirstDeletion: null,
      deletions: null,
      activity: [],
      samples: { averageScoreChange: 0, clientsRoseThisWeek: 0, medianDaysToFirstDeletion: 0 },
      minimumSample: MIN_SAMPLE,
    });

    for (let i = 0; i < MIN_SAMPLE - 1; i++) await client(i);
    const below = await figures();
    expect(below).toMatchObject({ averageScoreChange: null, clientsRoseThisWeek: null, medianDaysToFirstDeletion: null, deletions: null, activity: [] });
    expect(below.samples).toEqual({ averageScoreChange: MIN_SAMPLE - 1, clientsRoseThisWeek: MIN_SAMPLE - 1, medianDaysToFirstDeletion: MIN_SAMPLE - 1 });

    // The 30th client rose by 50 instead of 20: the mean of 29 × 20 and 50 is 21.
    const last = await client(MIN_SAMPLE - 1, 30);
    const at = await figures();
    expect(at).toMatchObject({
      averageScoreChange: Math.round((20 * (MIN_SAMPLE - 1) + 50) / MIN_SAMPLE),
      clientsRoseThisWeek: MIN_SAMPLE,
      // Days 30..59: the lower median of 30 values is the 15th, 44.
      medianDaysToFirstDeletion: 44,
      deletions: MIN_SAMPLE,
      samples: { averageScoreChange: MIN_SAMPLE, clientsRoseThisWeek: MIN_SAMPLE, medianDaysToFirstDeletion: MIN_SAMPLE },
    });
    expect(at.activity).toHaveLength(3);
    for (const event of at.activity) expect(Object.keys(event).sort()).toEqual(['at', 'bureau', 'initial', 'state']);
    expect(at.activity[0]).toMatchObject({ bureau: 'experian', initial: 'J', state: 'TX' });

    // A later report moves the client's change rather than counting them twice, and the week counts them once.
    await base.figures.recordScores(last, { equifax: 650, experian: 660, transunion: 700 }, '2041-03-12T09:00:00.000Z');
    const moved = await figures();
    expect(moved.samples.averageScoreChange).toBe(MIN_SAMPLE);
    expect(moved.averageScoreChange).toBe(Math.round((20 * (MIN_SAMPLE - 1) + 50) / MIN_SAMPLE));
    expect(moved.clientsRoseThisWeek).toBe(MIN_SAMPLE);

    // Deleting the account deletes the client's journey and the activity events made from their results.
    const activityKeys = ((await readJourney(last))?.activity ?? []) as string[];
    expect(activityKeys).toHaveLength(1);
    await base.users.deleteUserData(last, new Date(NOW));
    expect(await readJourney(last)).toBeUndefined();
    expect(await readItem(keys.figures.activity(activityKeys[0]!))).toBeUndefined();
  });

  it('is reachable without a token through the gateway, and cached', async () => {
    const res = await fetch(`${stack.url}/api/public/figures`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(publicFiguresResponse.safeParse(await res.json()).success).toBe(true);
  });
});

async function readItem(key: { PK: string; SK: string }) {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { documentClient } = await import('../../../lambdas/adapters/dynamo/table-client.js');
  const out = await documentClient(base.config).send(new GetCommand({ TableName: base.config.tableName, Key: key, ConsistentRead: true }));
  return out.Item;
}
const readJourney = (userId: string) => readItem({ PK: keys.userPk(userId), SK: keys.FIGURES_JOURNEY_SK });
