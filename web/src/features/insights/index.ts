import { lazy } from 'react';

/** The insights feature's public entry: the Financial Insights card, with the bank link, whose code loads when a report is there to show it. */
export const FinancialInsights = lazy(() => import('./financial-insights').then((m) => ({ default: m.FinancialInsights })));
