import { createElement, lazy, Suspense } from 'react';
import type { CreditReportView } from '@contract/credit';

/** The credit feature's public entry: the overview above the tabs, the report, the pull, the journey and the builder tools. */
// Credit Builder Tools (the tools, their dialog and the locked overlay) sit below the steps or the report: they load when shown.
export const CreditBuilderTools = lazy(() => import('./builder-tools').then((m) => ({ default: m.CreditBuilderTools })));
// The Credit Journey shows with the report's results (a client without a report never sees it): it loads with them.
export const CreditJourney = lazy(() => import('./credit-journey').then((m) => ({ default: m.CreditJourney })));
export { CreditOverview } from './credit-overview';
// The report's results (score carousel, factors, accounts, history) exist only once a report does: they load then.
export const CreditResults = lazy(() => import('./credit-results').then((m) => ({ default: m.CreditResults })));
// A report whose bureau file names someone else is rare: its alert (its texts and list) loads when a report has one.
const IdentityMismatchDetails = lazy(() => import('./identity-mismatch').then((m) => ({ default: m.IdentityMismatchAlert })));
export function IdentityMismatchAlert({ report }: { report: Pick<CreditReportView, 'identityMismatches'> }) {
  if (!report.identityMismatches?.length) return null;
  return createElement(Suspense, { fallback: null }, createElement(IdentityMismatchDetails, { report }));
}
// The pull dialog (its form and table) loads when it opens: render it in Suspense.
export const CreditPullModal = lazy(() => import('./pull-modal').then((m) => ({ default: m.CreditPullModal })));
export { journeyScore } from './rules';
