import { siteSettingsFrom, telHref, type SiteSettings } from './site-settings';

/** Set by web/vite.config.ts from the build's environment; absent when Node imports this file (the CDK app, the local server). */
declare const __SITE_SETTINGS__: SiteSettings | undefined;
const settings: SiteSettings =
  typeof __SITE_SETTINGS__ !== 'undefined' ? __SITE_SETTINGS__ : siteSettingsFrom((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {});

/**
 * The company's contact points and the Business Credit launch, in one place (footer, contact, support,
 * press, privacy, coming-soon pages and the chat). Build-time settings: config/site-settings.ts.
 */
export const site = {
  name: 'Credit Repair',
  phone: settings.phone,
  /** Dials the number shown. */
  phoneHref: telHref(settings.phone),
  supportEmail: settings.supportEmail,
  pressEmail: settings.pressEmail,
  privacyEmail: settings.privacyEmail,
  /** Completes "Expected launch …" / "We expect to launch …". */
  businessCreditLaunch: settings.businessCreditLaunch,
  /** The one real social profile (spec section 2, footer); no other social links are shown. */
  instagram: 'https://www.instagram.com/creditrepair/',
} as const;

/**
 * What is and is not stored of a client's most sensitive data, in one place (payment-required, FAQ,
 * about, privacy and account settings). Matches DESIGN.md: no SSN in the table; documents in a private
 * S3 bucket with SSE-KMS, TLS only; disposal within two years of last use (GLBA Safeguards Rule).
 */
export const sensitiveDataStatement =
  'We do not keep your Social Security number in our records: the number you enter to authorize a credit pull is passed to the credit bureau and not saved. Documents you upload, such as an ID or a Social Security card, are kept as files in private storage, encrypted with dedicated keys and sent only over encrypted connections, and deleted within two years of your last use of the service.';

/** The one guarantee statement (landing, pricing): the goodwill guarantee and the contract's statutory right. */
export const GUARANTEE_STATEMENT = '30-day money-back guarantee · Cancel within 3 business days for a full refund';

/** How often monitoring refreshes a client's files (lambdas/domain/credit-changes.ts: once a calendar month). */
export const MONITORING_CADENCE = 'once a month';

/** How this deployment charges for plans (its CHARGING_MODE; docs/compliance.md). */
export const CHARGING_MODE = settings.chargingMode;

type PlanTerms = { name: string; kind: 'subscription' | 'one-time'; afterService: { basis: 'month' | 'deleted-item' } };

/**
 * What cancelling means, true for every plan (docs/compliance.md): a written contract, the Credit Repair
 * Organizations Act's 3 business days with a full refund, then per plan and per charging mode.
 */
export function cancellationTerms(plans: readonly PlanTerms[], mode: 'upfront' | 'after-service' = CHARGING_MODE): string {
  const names = (list: readonly PlanTerms[]) => list.map((p) => p.name).join(' and ');
  if (mode === 'after-service') {
    const byMonth = plans.filter((p) => p.afterService.basis === 'month');
    const byDeletion = plans.filter((p) => p.afterService.basis === 'deleted-item');
    return [
      'You sign a written service agreement before your plan starts, and nothing is charged in advance.',
      byMonth.length ? `${names(byMonth)} ${byMonth.length > 1 ? 'charge' : 'charges'} for each full month of service only after it has been rendered.` : '',
      byDeletion.length ? `${names(byDeletion)} ${byDeletion.length > 1 ? 'charge' : 'charges'} only for items the credit bureaus delete, up to the plan's price.` : '',
      'Within 3 business days of signing you can cancel with one click (Cancel my plan on your profile): the plan ends at once and anything charged is refunded in full.',
      'After that you can end your plan at any time on your profile: work completed before then stays payable, and nothing else is charged.',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const monthly = plans.filter((p) => p.kind === 'subscription').map((p) => p.name);
  const oneTime = plans.filter((p) => p.kind === 'one-time').map((p) => p.name);
  return [
    'You sign a written service agreement before you pay.',
    'Within 3 business days of signing you can cancel it with one click (Cancel and refund on your profile): the plan ends at once and every payment is refunded in full.',
    monthly.length ? `After that, ${monthly.join(' and ')} ${monthly.length > 1 ? 'are' : 'is'} monthly: stop future payments at any time in Manage Subscription on your profile.` : '',
    oneTime.length
      ? `${oneTime.join(' and ')} ${oneTime.length > 1 ? 'are' : 'is'} a single payment for the whole service: after the 3 days, write to support about our 30-day money-back guarantee.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
