import { userFilePrefix } from './documents.js';

/** Every credit object of a user lives under this prefix (a reset deletes it; account deletion deletes the user's whole prefix). */
export const creditFilePrefix = (userId: string) => `${userFilePrefix(userId)}credit/`;

/** One pull's two objects: the provider's raw response (MISMO XML) and the normalised `CreditFile` as JSON. */
export const creditObjectKeys = (userId: string, reportId: string) => ({
  rawKey: `${creditFilePrefix(userId)}${reportId}/response.xml`,
  fileKey: `${creditFilePrefix(userId)}${reportId}/file.json`,
});
