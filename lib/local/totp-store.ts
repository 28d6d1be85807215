import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/** One user's software token (TOTP) state, as Cognito keeps it: an associated secret, verified or not, and the preference. */
export interface TotpState {
  /** The verified secret (base32); absent until VerifySoftwareToken succeeds. */
  secret?: string;
  /** The secret handed out by AssociateSoftwareToken and not yet verified. */
  pending?: string;
  enabled: boolean;
  preferred: boolean;
}

/** A 30-second, 6-digit, SHA-1 TOTP: what Cognito and every authenticator app use. */
export const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** True when the code matches the current 30-second step or the one either side (clock drift), as Cognito allows. */
export const totpMatches = (secret: string, code: string) => /^\d{6}$/.test(code) && totpFor(secret).validate({ token: code, window: 1 }) !== null;

/**
 * The TOTP state cognito-local lacks, kept beside its data in the local data folder (one JSON file,
 * keyed by the user's sub), so enrolments survive a restart as they do in a real user pool.
 */
export class TotpStore {
  constructor(private readonly file: string) {}

  private readAll(): Record<string, TotpState> {
    if (!existsSync(this.file)) return {};
    return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, TotpState>;
  }

  get(sub: string): TotpState {
    return this.readAll()[sub] ?? { enabled: false, preferred: false };
  }

  set(sub: string, state: TotpState): void {
    const all = this.readAll();
    all[sub] = state;
    writeFileSync(this.file, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  }

  /** Whether sign-in must answer the SOFTWARE_TOKEN_MFA challenge. */
  isActive(sub: string): boolean {
    const state = this.get(sub);
    return Boolean(state.secret && state.enabled);
  }

  /** What GetUser / AdminGetUser add: Cognito lists TOTP once it is enabled, and names it preferred when it is. */
  mfaSettings(sub: string): { UserMFASettingList?: string[]; PreferredMfaSetting?: string } {
    const state = this.get(sub);
    if (!state.secret || !state.enabled) return {};
    return { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], ...(state.preferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}) };
  }

  /** Enrols a user outright with a known secret (the seeded admin). */
  enrol(sub: string, secret: string): void {
    this.set(sub, { secret, enabled: true, preferred: true });
  }
}
