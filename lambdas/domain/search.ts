/**
 * Server-side substring search for the admin tables without a Scan: a trigram index maintained on
 * write. Each user gets one small index item per distinct trigram (three consecutive letters or
 * digits within a word) of their lower-cased name, phone digits, business name and email. A term
 * with three letters or digits in a row reads the partition of one of its trigrams (the one whose
 * characters are rarest) and keeps the rows whose search text contains the whole term. Cost and limits: docs/data-model.md,
 * "Admin tables".
 */
export const MIN_SEARCH_LENGTH = 3;
/**
 * Upper bound on index items per user (a typical client has 50 to 70 trigrams). The items are
 * written with the change they follow; what does not fit in its transaction is written right after
 * it (TableClient.transact). A user with more distinct trigrams is indexed under the first ones, in
 * the order name, phone, business name, email.
 */
export const MAX_SEARCH_TOKENS = 160;
const GRAM = MIN_SEARCH_LENGTH;

export interface SearchFields {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  /** Clients: their partner's business name. Partners: their own. */
  businessName?: string | null;
}

/** Lower case, trimmed, inner whitespace as one space: the form both the index and a term are compared in. */
const normalize = (text: string | null | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
export const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** Every distinct substring of three characters, in order of first appearance. */
export function trigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i++) grams.add(text.slice(i, i + GRAM));
  return [...grams];
}

/** Runs of letters and digits: trigrams are taken within them, never across a space or punctuation. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= GRAM);

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

/**
 * How common each letter is in names, emails and business names (English letter frequency); a
 * character not listed (a rare letter, a digit) counts 1. No
 * counts are kept per trigram: this fixed table picks the partition likely to be the smallest.
 */
const COMMON: Record<string, number> = Object.fromEntries([...'etaoinshrdlcumwfgypb'].map((c, i, all) => [c, 2 + (all.length - i)] as const));
const commonness = (gram: string) => [...gram].reduce((sum, c) => sum + (COMMON[c] ?? 1), 0);

export interface SearchPlan {
  /** The trigram partition to read. */
  token: string;
  /** What a matching user's search text must contain. */
  needle: string;
}

/** How to run a term, or undefined when it is too short to search (no three letters or digits in a row). */
export function searchPlan(term: string): SearchPlan | undefined {
  const needle = normalize(term);
  // A phone number typed with punctuation is matched on its digits (the phone is indexed as digits).
  const phoneLike = /^[\d\s()+.-]+$/.test(needle) && /\d/.test(needle);
  const effective = phoneLike ? digitsOf(needle) : needle;
  // Trigrams within the term's runs of letters and digits, as the index has them.
  const grams = wordsOf(effective).flatMap(trigramsOf);
  if (!grams.length) return undefined;
  // The rarest trigram; on a tie the first, so a plan is deterministic.
  const token = grams.reduce((best, gram) => (commonness(gram) < commonness(best) ? gram : best));
  return { token, needle: effective };
}
