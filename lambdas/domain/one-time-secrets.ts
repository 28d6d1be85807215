import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A link token: 32 random bytes, URL-safe. Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** A six-digit code for typing (password reset). */
export const newNumericCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashSecret = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export const CONFIRMATION_LINK_TTL_HOURS = 48;
export const RESET_CODE_TTL_MINUTES = 30;
/** A team invitation's code (the same kind as a reset code) lasts longer: people are not always at their inbox. */
export const INVITATION_CODE_TTL_HOURS = 72;

/** The purpose of an email-confirmation token. */
export const CONFIRM_EMAIL = 'confirm-email';

/** The hash binds a reset or invitation code to its user, so a code cannot be replayed for another account. */
export const resetCodeHash = (userId: string, code: string) => hashSecret(`${userId}:${code}`);
