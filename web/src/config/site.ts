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

/**
 * What cancelling means, true for every plan (docs/compliance.md): a written contract, the Credit Repair
 * Organizations Act's 3 business days with a full refund, then per plan.
 */
export function cancellationTerms(plans: readonly { name: string; kind: 'subscription' | 'one-time' }[]): string {
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
