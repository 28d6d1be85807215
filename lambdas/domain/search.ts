/**
 * Server-side substring search for the admin tables without a Scan: a trigram index maintained on
 * write. Each user gets one small index item per distinct trigram (three consecutive letters or
 * digits within a word) of their lower-cased name, phone digits, business name and email. A term
 * with three letters or digits in a row reads the partition of one of its trigrams (the one whose
 * characters are rarest) and keeps the rows whose search text contains the whole term. Cost and limits: docs/data-model.md,
 * "Admin tables".
 */
import { digitsOf, MIN_SEARCH_LENGTH, normalize, searchPlan, trigramsOf, wordsOf, type SearchPlan } from '../contract/search.js';

/** How a term is read is part of the API (contract/search.ts, which the admin list's query checks); the index is built here. */
export { digitsOf, MIN_SEARCH_LENGTH, searchPlan, trigramsOf, type SearchPlan };

/**
 * Upper bound on index items per user (a typical client has 50 to 70 trigrams). The items are
 * written with the change they follow; what does not fit in its transaction is written right after
 * it (TableClient.transact). A user with more distinct trigrams is indexed under the first ones, in
 * the order name, phone, business name, email.
 */
export const MAX_SEARCH_TOKENS = 160;

export interface SearchFields {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  /** Clients: their partner's business name. Partners: their own. */
  businessName?: string | null;
}

/** The indexed words, most useful first (the cap cuts from the end): name, phone digits, business, email. */
const indexedWords = (fields: SearchFields) =>
  [normalize(fields.fullName), digitsOf(fields.phoneNumber), normalize(fields.businessName), normalize(fields.email)].flatMap(wordsOf);

/** The trigrams a user is indexed under; deterministic, so a rewrite can tell stale ones from current ones. */
export function searchTokens(fields: SearchFields): string[] {
  const tokens = new Set<string>();
  for (const word of indexedWords(fields)) {
    for (const gram of trigramsOf(word)) {
      if (tokens.size === MAX_SEARCH_TOKENS) return [...tokens];
      tokens.add(gram);
    }
  }
  return [...tokens];
}

/** The text a term is matched against: normalized fields, and the phone's digits alone. */
export function searchText(fields: SearchFields): string {
  return [fields.fullName, fields.email, fields.phoneNumber, digitsOf(fields.phoneNumber), fields.businessName]
    .map(normalize)
    .filter(Boolean)
    .join(' | ');
}
