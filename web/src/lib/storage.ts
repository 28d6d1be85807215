/** The spec's local-storage keys (section 3), in one place. */
export const storageKeys = {
  isPartnerLogin: 'isPartnerLogin',
  partnerSignup: 'partnerSignup',
  companyName: 'companyName',
  redirectUrl: 'redirectUrl',
  /** The dashboard's last tab (spec section 2). */
  profileActiveTab: 'profileActiveTab',
  /** Set to 'true' once the dashboard's Service Agreement modal was accepted: it only remembers that it was shown. */
  legalAgreementAccepted: 'legal-agreement-accepted',
} as const;

type Key = (typeof storageKeys)[keyof typeof storageKeys];

export const storage = {
  get: (key: Key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: Key, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or storage full: the flags are conveniences, not state we depend on.
    }
  },
  remove: (...keys: Key[]) => {
    for (const key of keys) {
      try {
        localStorage.removeItem(key);
      } catch {
        // as above
      }
    }
  },
};

export const isPartnerLogin = () => storage.get(storageKeys.isPartnerLogin) === 'true';
