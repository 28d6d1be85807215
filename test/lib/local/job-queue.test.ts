import { describe, expect, it } from 'vitest';
import type { JobMessage } from '../../../lambdas/ports/jobs.js';
import { InProcessJobQueue, type SqsLikeEvent } from '../../../lib/local/job-queue.js';

const message = (item: string): JobMessage => ({ jobId: 'AnalysisRun', runId: item, item });
const itemOf = (event: SqsLikeEvent) => (JSON.parse(event.Records[0]!.body) as JobMessage).item;

describe('the local job queue', () => {
  it('delivers a message sent while the worker is returning from its last one, not only at the next send', async () => {
    // Another request's send lands some microtasks after the handler's last message returns; each gap is tried.
    for (let gap = 0; gap < 12; gap++) {
      const seen: string[] = [];
      const queue: InProcessJobQueue = new InProcessJobQueue(async () => async (event) => {
        seen.push(itemOf(event));
        if (itemOf(event) !== 'first') return;
        let later: Promise<unknown> = Promise.resolve();
        for (let i = 0; i < gap; i++) later = later.then(() => undefined);
        void later.then(() => queue.send([message('late')]));
      }, 3);
      await queue.send([message('first')]);
      await new Promise((r) => setTimeout(r, 5));
      await queue.drained();
      expect({ gap, seen }).toEqual({ gap, seen: ['first', 'late'] });
    }
  });

  it('delivers in order, again after a failure, and dead-letters at maxReceiveCount', async () => {
    const seen: string[] = [];
    const dead: string[] = [];
    const queue = new InProcessJobQueue(
      async () => async (event) => {
        seen.push(itemOf(event));
        if (itemOf(event) === 'bad') throw new Error('always fails');
      },
      2,
      (m) => dead.push(m.item),
    );
    await queue.send([message('a'), message('bad'), message('b')]);
    await queue.drained();
    expect(seen).toEqual(['a', 'bad', 'b', 'bad']);
    expect(dead).toEqual(['bad']);
    expect(queue.deadLetters.map((m) => m.item)).toEqual(['bad']);
  });

  it('counts a delivery that outlasts the worker\'s timeout as failed and goes on to the next message', async () => {
    const seen: string[] = [];
    const dead: string[] = [];
    const queue = new InProcessJobQueue(
      async () => async (event) => {
        seen.push(itemOf(event));
        // A call that never answers (a request with no timeout to a server that stopped talking).
        if (itemOf(event) === 'hung') await new Promise(() => undefined);
      },
      2,
      (m) => dead.push(m.item),
      20,
    );
    await queue.send([message('hung'), message('next')]);
    await queue.drained();
    expect(seen).toEqual(['hung', 'next', 'hung']);
    expect(dead).toEqual(['hung']);
  });
});
