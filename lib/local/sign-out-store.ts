import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * When each user was last signed out everywhere (AdminUserGlobalSignOut), which cognito-local lacks:
 * one JSON file beside its data, keyed by the user's sub, in epoch seconds (a token's `iat` has whole
 * seconds). A token issued in or before that second is revoked; `signOut` returns only once the next
 * second has begun, so every token issued after it is told apart.
 */
export class SignOutStore {
  constructor(private readonly file: string) {}

  private readAll(): Record<string, number> {
    if (!existsSync(this.file)) return {};
    return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, number>;
  }

  async signOut(sub: string): Promise<void> {
    const now = Date.now();
    const all = this.readAll();
    all[sub] = Math.floor(now / 1000);
    writeFileSync(this.file, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
    await new Promise((r) => setTimeout(r, 1000 - (now % 1000)));
  }

  /** Whether a token of this user issued at `iat` (seconds) was revoked by a later global sign-out. */
  isRevoked(sub: string, iat: number): boolean {
    const at = this.readAll()[sub];
    return at !== undefined && iat <= at;
  }
}
