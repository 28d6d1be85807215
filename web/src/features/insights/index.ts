/** The insights feature's public entry: the Financial Insights card. */
export { FinancialInsights } from './financial-insights';
