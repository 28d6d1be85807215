import { describe, expect, it } from 'vitest';
import { afterDeletion, afterReport, figureMonths, initialOf, medianDays, MIN_SAMPLE, publicFigures, scoreDifference, stateOf, type FigureCounts } from '../../../lambdas/domain/public-figures.js';

const s = (equifax: number | null, experian: number | null, transunion: number | null) => ({ equifax, experian, transunion });

describe('a client’s score journey', () => {
  it('compares only the bureaus both reports score', () => {
    expect(scoreDifference(s(600, null, 650), s(620, 700, 640))).toBe(5);
    expect(scoreDifference(s(600, null, null), s(null, 700, 640))).toBeNull();
  });

  it('counts a first report as an update of its week and no change; a later one moves the change to its month', () => {
    const first = afterReport(undefined, s(600, 610, null), '2026-01-05T10:00:00.000Z')!;
    expect(first.changes).toEqual({ 'week:2026-01-05': { clientsUpdated: 1 } });
    const second = afterReport(first.journey, s(630, 640, 700), '2026-02-10T10:00:00.000Z')!;
    expect(second.changes).toEqual({ 'month:2026-02': { changeSum: 30, changeClients: 1 }, 'week:2026-02-09': { clientsUpdated: 1, clientsRose: 1 } });
    const third = afterReport(second.journey, s(620, 630, 700), '2026-03-03T10:00:00.000Z')!;
    // Fell since the last report: not a rise, and the change (+20) leaves February for March.
    expect(third.changes).toEqual({
      'month:2026-02': { changeSum: -30, changeClients: -1 },
      'month:2026-03': { changeSum: 20, changeClients: 1 },
      'week:2026-03-02': { clientsUpdated: 1 },
    });
    // The same week and month again: the client is not counted twice.
    const fourth = afterReport(third.journey, s(625, 635, 700), '2026-03-04T10:00:00.000Z')!;
    expect(fourth.changes).toEqual({ 'month:2026-03': { changeSum: 5 }, 'week:2026-03-02': { clientsRose: 1 } });
    expect(afterReport(fourth.journey, s(700, 700, 700), '2026-03-01T00:00:00.000Z')).toBeNull();
    expect(afterReport(fourth.journey, s(null, null, null), '2026-04-01T00:00:00.000Z')).toBeNull();
  });

  it('counts every deletion, and the days to the first one only once', () => {
    const journey = afterReport(undefined, s(600, 610, null), '2026-01-05T10:00:00.000Z')!.journey;
    const first = afterDeletion(journey, '2026-02-14');
    expect(first.changes).toEqual({ 'month:2026-02': { deletions: 1, firstDeletions: 1, days_40: 1 } });
    expect(afterDeletion(first.journey, '2026-02-20').changes).toEqual({ 'month:2026-02': { deletions: 1 } });
  });
});

describe('the figures the site may state', () => {
  const counts = (clients: number): FigureCounts => ({
    months: [{ changeSum: 25 * clients, changeClients: clients, deletions: 2 * clients, firstDeletions: clients, days: new Map([[38, clients]]) }],
    week: { clientsUpdated: clients, clientsRose: Math.floor(clients / 2) },
    activity: [1, 2, 3, 4].map((n) => ({ at: `2026-03-0${n}`, bureau: 'experian' as const, initial: 'J', state: 'TX' })),
  });

  it(`states nothing below ${MIN_SAMPLE} clients, and each figure at ${MIN_SAMPLE}`, () => {
    expect(publicFigures(counts(0))).toMatchObject({ averageScoreChange: null, clientsRoseThisWeek: null, medianDaysToFirstDeletion: null, deletions: null, activity: [] });
    expect(publicFigures(counts(MIN_SAMPLE - 1))).toMatchObject({ averageScoreChange: null, clientsRoseThisWeek: null, medianDaysToFirstDeletion: null, activity: [] });
    const f = publicFigures(counts(MIN_SAMPLE));
    expect(f).toMatchObject({ averageScoreChange: 25, clientsRoseThisWeek: 15, medianDaysToFirstDeletion: 38, deletions: 60 });
    expect(f.activity).toHaveLength(3);
  });

  it('takes the lower median of a histogram', () => {
    expect(medianDays(new Map([[10, 1], [20, 1], [30, 1], [40, 1]]))).toBe(20);
    expect(medianDays(new Map([[12, 3]]))).toBe(12);
    expect(medianDays(new Map())).toBeNull();
  });

  it('reads the last 12 months, ending with the current one', () => {
    expect(figureMonths(new Date('2026-02-10T00:00:00Z'))).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('keeps an initial and a state at most', () => {
    expect(initialOf(' jane Doe')).toBe('J');
    expect(initialOf('Élodie')).toBeNull();
    expect(stateOf('tx ')).toBe('TX');
    expect(stateOf('Texas')).toBeNull();
  });
});
