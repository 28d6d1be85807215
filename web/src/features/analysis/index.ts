/** The analysis feature's public entry: the recommendation panel and onboarding step 5 (the first analysis). */
export { RecommendationPanel } from './recommendation-panel';
export { UnlockStep } from './unlock-step';
