/** The credit feature's public entry: the overview above the tabs, the report, the pull, the journey and the builder tools. */
export { CreditBuilderTools } from './builder-tools';
export { CreditJourney } from './credit-journey';
export { CreditOverview } from './credit-overview';
export { CreditResults } from './credit-results';
export { IdentityMismatchAlert } from './identity-mismatch';
export { CreditPullModal } from './pull-modal';
export { journeyScore } from './rules';
