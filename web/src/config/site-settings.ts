/**
 * The company's contact details and the Business Credit launch: build-time settings, read from the
 * environment by web/vite.config.ts (so `npm run build` and the prerendered pages use them). Pure, so
 * the deploy can check them too (`missingSiteSettings`).
 */
export interface SiteSettings {
  /** The number as shown, e.g. `1-800-555-0100` (a vanity number's letters are dialled as keypad digits). */
  phone: string;
  supportEmail: string;
  pressEmail: string;
  privacyEmail: string;
  /** Completes "Expected launch …" and "We expect to launch …", e.g. `in Q3 2027`. */
  businessCreditLaunch: string;
  /**
   * How plans are charged: the deployment's `CHARGING_MODE` (lib/settings.ts; bin/app.ts checks the build used
   * the same), so the chat, the FAQ and the terms say what cancelling means. Locally the demo's upfront.
   */
  chargingMode: 'upfront' | 'after-service';
}

/** Environment variable → setting. */
export const SITE_SETTING_ENV = {
  SITE_PHONE: 'phone',
  SITE_SUPPORT_EMAIL: 'supportEmail',
  SITE_PRESS_EMAIL: 'pressEmail',
  SITE_PRIVACY_EMAIL: 'privacyEmail',
  SITE_BUSINESS_CREDIT_LAUNCH: 'businessCreditLaunch',
} as const satisfies Record<string, keyof SiteSettings>;

/** Plainly not real: a 555 number, example.com addresses (reserved for documentation), no date. */
export const LOCAL_SITE_SETTINGS: SiteSettings = {
  phone: '1-555-010-0100',
  supportEmail: 'support@example.com',
  pressEmail: 'press@example.com',
  privacyEmail: 'privacy@example.com',
  businessCreditLaunch: 'soon',
  chargingMode: 'upfront',
};

type Env = Record<string, string | undefined>;

/** The settings from the environment, each unset one from LOCAL_SITE_SETTINGS. */
export function siteSettingsFrom(env: Env): SiteSettings {
  const settings = { ...LOCAL_SITE_SETTINGS };
  for (const [name, key] of Object.entries(SITE_SETTING_ENV)) {
    const value = env[name]?.trim();
    if (value) settings[key] = value;
  }
  const mode = env.CHARGING_MODE?.trim();
  if (mode === 'upfront' || mode === 'after-service') settings.chargingMode = mode;
  return settings;
}

/** The variables a deployment must set: unset, or still a local placeholder. */
export function missingSiteSettings(env: Env): string[] {
  return Object.entries(SITE_SETTING_ENV)
    .filter(([name, key]) => {
      const value = env[name]?.trim();
      return !value || value === LOCAL_SITE_SETTINGS[key] || /@example\.(com|org|net)$|\.local$/i.test(value);
    })
    .map(([name]) => name);
}

const KEYPAD: Record<string, string> = { ABC: '2', DEF: '3', GHI: '4', JKL: '5', MNO: '6', PQRS: '7', TUV: '8', WXYZ: '9' };

/** The tel: link that dials the number shown (letters as keypad digits; a 10-digit number is a US one). */
export function telHref(phone: string): string {
  const digits = phone
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => Object.entries(KEYPAD).find(([letters]) => letters.includes(letter))![1])
    .replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
