import type { PublicFiguresResponse } from '../../lambdas/contract/public.js';

/**
 * Measured figures above every minimum sample, as a larger product would answer `GET /api/public/figures` (the local
 * stack has too few clients with results): what the landing page's figures look like once they say something.
 */
export const MEASURED_FIGURES: PublicFiguresResponse = {
  averageScoreChange: 31,
  clientsRoseThisWeek: 412,
  medianDaysToFirstDeletion: 41,
  deletions: 1204,
  activity: [{ at: '2026-11-18', bureau: 'experian', initial: 'J', state: 'TX' }],
  samples: { averageScoreChange: 30, clientsRoseThisWeek: 640, medianDaysToFirstDeletion: 30 },
  minimumSample: 30,
  asOf: '2026-11-20T12:00:00.000Z',
};
