/**
 * Server-side search for the admin tables without a Scan. Each user gets one small index item per
 * search token (the first three characters of every word of their searchable fields); a search
 * reads the one token partition its term belongs to and keeps the exact substring matches.
 * Limits: a term matches text that contains it, but it is only found when its longest word starts a
 * word of the name, email, business name, or the phone's full / last-10 / last-7 / last-4 digits; a
 * term whose longest word has two characters finds two-character words only (`li` finds Li Wang).
 */
export const MIN_SEARCH_LENGTH = 2;
/** Upper bound on tokens per user, so a user's index items fit in one transaction with their record. */
export const MAX_SEARCH_TOKENS = 24;
const TOKEN_LENGTH = 3;
/** A word's token: its first three characters (a two-character word is its own token). */
const tokenOf = (word: string) => word.slice(0, TOKEN_LENGTH);

export interface SearchFields {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  /** Clients: their partner's business name. Partners: their own. */
  businessName?: string | null;
}

const words = (text: string | null | undefined) => (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
export const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

function searchWords(fields: SearchFields): string[] {
  const phone = digitsOf(fields.phoneNumber);
  // The whole number, without a country code (last 10), the local part (last 7) and the last four.
  const phoneWords = phone ? [phone, phone.slice(-10), phone.slice(-7), phone.slice(-4)] : [];
  return [...words(fields.fullName), ...words(fields.email), ...words(fields.businessName), ...phoneWords];
}

/** The tokens a user is indexed under; deterministic, so a rewrite can tell stale ones from current ones. */
export function searchTokens(fields: SearchFields): string[] {
  const tokens = new Set<string>();
  for (const word of searchWords(fields)) if (word.length >= MIN_SEARCH_LENGTH) tokens.add(tokenOf(word));
  return [...tokens].slice(0, MAX_SEARCH_TOKENS);
}

/** The text a term is matched against: lower-cased fields, and the phone's digits alone. */
export function searchText(fields: SearchFields): string {
  return [fields.fullName, fields.email, fields.phoneNumber, digitsOf(fields.phoneNumber), fields.businessName]
    .filter((v): v is string => Boolean(v))
    .map((v) => v.trim().toLowerCase())
    .join(' | ');
}

export interface SearchPlan {
  /** The token partition to read. */
  token: string;
  /** What a matching user's search text must contain. */
  needle: string;
}

/** How to run a term, or undefined when it is too short to search (fewer than two letters or digits). */
export function searchPlan(term: string): SearchPlan | undefined {
  const needle = term.trim().toLowerCase().replace(/\s+/g, ' ');
  // A phone number typed with punctuation is matched on its digits.
  const phoneLike = /^[\d\s()+.-]+$/.test(needle) && digitsOf(needle).length >= MIN_SEARCH_LENGTH;
  const effective = phoneLike ? digitsOf(needle) : needle;
  const longest = words(effective).sort((a, b) => b.length - a.length)[0];
  if (!longest || longest.length < MIN_SEARCH_LENGTH) return undefined;
  return { token: tokenOf(longest), needle: effective };
}
