import { lazy } from 'react';

/**
 * The analysis feature's public entry: the recommendation panel (its code, with the evidence tables and the action
 * plan, loads when a report is there to show it) and onboarding step 5 (the first analysis).
 */
export const RecommendationPanel = lazy(() => import('./recommendation-panel').then((m) => ({ default: m.RecommendationPanel })));
export { UnlockStep } from './unlock-step';
