/**
 * Single-table key builders. Only the store adapter imports this module, so the key layout
 * can change in one place. Access patterns: docs/data-model.md.
 */
export const userPk = (userId: string) => `USER#${userId}`;
export const SK = {
  profile: 'PROFILE',
  client: 'CLIENT',
  partner: 'PARTNER',
  subscription: 'SUBSCRIPTION',
  resetCode: 'RESET_CODE',
} as const;

/** Single-use tokens (email confirmation links) are keyed by their SHA-256, never stored in the clear. */
export const oneTimeToken = (hash: string) => ({ PK: `TOKEN#${hash}`, SK: 'TOKEN' });

export const emailLookup = (email: string) => ({ GSI1PK: `EMAIL#${email.trim().toLowerCase()}`, GSI1SK: 'USER' });
export const referralLookup = (code: string) => ({ GSI1PK: `REFERRAL#${code.trim().toUpperCase()}`, GSI1SK: 'PARTNER' });

/** ISO timestamps sort lexically; the id breaks ties between users created in the same millisecond. */
export const byCreated = (createdAt: string, id: string) => `${createdAt}#${id}`;
export const roleListing = (role: string) => `ROLE#${role}`;
export const partnerClients = (partnerId: string) => `PARTNER#${partnerId}#CLIENTS`;

/** Uniqueness guards written in the same transaction as the item they protect. */
export const uniqueEmail = (email: string) => ({ PK: `UNIQUE#EMAIL#${email.trim().toLowerCase()}`, SK: 'UNIQUE' });
export const uniqueReferral = (code: string) => ({ PK: `UNIQUE#REFERRAL#${code.trim().toUpperCase()}`, SK: 'UNIQUE' });
