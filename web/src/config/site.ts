/** The company's contact points, in one place (footer, contact, support, press and privacy pages). */
export const site = {
  name: 'Credit Repair',
  /** As the spec prints it (spec section 2, /contact). */
  phone: '1-800-CREDIT',
  phoneHref: 'tel:+18002733748',
  supportEmail: 'support@creditrepair.com',
  pressEmail: 'press@creditrepair.com',
  privacyEmail: 'privacy@creditrepair.com',
  /** The one real social profile (spec section 2, footer); no other social links are shown. */
  instagram: 'https://www.instagram.com/creditrepair/',
} as const;
