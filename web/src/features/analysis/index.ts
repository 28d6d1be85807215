import { lazy } from 'react';

/**
 * The analysis feature's public entry: the recommendation panel (its code, with the evidence tables and the action
 * plan, loads when a report is there to show it) and onboarding step 5 (the first analysis, which loads once a report
 * is in and the step is current). Render both in Suspense.
 */
export const RecommendationPanel = lazy(() => import('./recommendation-panel').then((m) => ({ default: m.RecommendationPanel })));
export const UnlockStep = lazy(() => import('./unlock-step').then((m) => ({ default: m.UnlockStep })));
