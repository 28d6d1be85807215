/**
 * How an admin search term is read: the shortest term, the form terms and indexed fields are compared in, and
 * which trigram partition a term reads. The admin list's query is checked with it here; the index a term
 * reads is built by domain/search.ts from the same functions (docs/data-model.md, "Admin tables").
 */

/** The shortest term that can be searched: one trigram of letters or digits. */
export const MIN_SEARCH_LENGTH = 3;
const GRAM = MIN_SEARCH_LENGTH;

/** Lower case, trimmed, inner whitespace as one space: the form both the index and a term are compared in. */
export const normalize = (text: string | null | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
export const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** Every distinct substring of three characters, in order of first appearance. */
export function trigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i++) grams.add(text.slice(i, i + GRAM));
  return [...grams];
}

/** Runs of letters and digits: trigrams are taken within them, never across a space or punctuation. */
export const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= GRAM);

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
