import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * When each user was last signed out everywhere (AdminUserGlobalSignOut), which cognito-local lacks:
 * one JSON file beside its data, keyed by the user's sub, in epoch seconds (a token's `iat` has whole
 * seconds). A token issued in or before that second is revoked. So that every token issued after a
 * sign-out is told apart, the proxy calls `untilPastSignOuts` before it lets cognito-local issue one:
 * a sign-in in the very second of a sign-out waits for the next second (the sign-out itself answers at
 * once, so a deletion or a password reset does not wait for a sign-in that may never come).
 */
export class SignOutStore {
  constructor(private readonly file: string) {}

  private readAll(): Record<string, number> {
    if (!existsSync(this.file)) return {};
    return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, number>;
  }

  signOut(sub: string): void {
    const all = this.readAll();
    all[sub] = Math.floor(Date.now() / 1000);
    writeFileSync(this.file, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  }

  /** Resolves once the clock is past the second of the newest sign-out, so a token issued now is not revoked by it. */
  async untilPastSignOuts(): Promise<void> {
    const newest = Math.max(0, ...Object.values(this.readAll()));
    const now = Date.now();
    if (Math.floor(now / 1000) <= newest) await new Promise((r) => setTimeout(r, (newest + 1) * 1000 - now));
  }

  /** Whether a token of this user issued at `iat` (seconds) was revoked by a later global sign-out. */
  isRevoked(sub: string, iat: number): boolean {
    const at = this.readAll()[sub];
    return at !== undefined && iat <= at;
  }
}
