import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, MIN_SEARCH_LENGTH, searchPlan, searchText, searchTokens, trigramsOf } from '../../../lambdas/domain/search.js';
import { MIN_SEARCH_LENGTH as CONTRACT_MIN } from '../../../lambdas/contract/admin.js';
import { adminMessages } from '../../../lambdas/contract/messages.js';

const client = { fullName: 'Jonathan Smith', email: 'jon.smith@Example.com', phoneNumber: '+1 (415) 555-0199', businessName: 'Acme Credit' };

/** Every substring of at least three characters of a text. */
const substrings = (text: string) => {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) for (let j = i + MIN_SEARCH_LENGTH; j <= text.length; j++) out.push(text.slice(i, j));
  return out;
};

describe('search tokens', () => {
  it('indexes every trigram within the words of the name, the phone’s digits, the business name and the email, once each', () => {
    const tokens = searchTokens(client);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.slice(0, 9)).toEqual([...trigramsOf('jonathan'), ...trigramsOf('smith')]);
    expect(tokens).toEqual(expect.arrayContaining(['141', '199', 'acm', 'edi', 'xam', 'com']));
    // Not across a space or punctuation.
    expect(tokens.filter((t) => /[^\p{L}\p{N}]/u.test(t))).toEqual([]);
    expect(tokens.every((t) => t.length === 3)).toBe(true);
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
  });

  it('stops at the cap, keeping the name and the phone first', () => {
    let seed = 7;
    const letter = () => String.fromCharCode(97 + (seed = (seed * 48271) % 2147483647) % 26);
    const long = { fullName: Array.from({ length: 400 }, letter).join(''), phoneNumber: '+1 212 555 0100', email: 'zz@example.org' };
    const tokens = searchTokens(long);
    expect(tokens).toHaveLength(MAX_SEARCH_TOKENS);
    expect(tokens).not.toContain('@ex');
    expect(searchTokens({ fullName: 'Ann Leeds', phoneNumber: '2125550100' })).toEqual(['ann', 'lee', 'eed', 'eds', ...trigramsOf('2125550100')]);
  });

  it('matches on lower-cased text with the phone’s digits alone', () => {
    expect(searchText(client)).toBe('jonathan smith | jon.smith@example.com | +1 (415) 555-0199 | 14155550199 | acme credit');
  });
});

describe('search plans', () => {
  it.each([
    ['Smith', 'smith'],
    ['  JON   Smith ', 'jon smith'],
    ['jon.smith@ex', 'jon.smith@ex'],
    ['(415) 555-0199', '4155550199'],
    ['0199', '0199'],
    ['ath', 'ath'],
    ['n sMITH', 'n smith'],
  ])('%j reads one trigram partition of the needle %j', (term, needle) => {
    const plan = searchPlan(term)!;
    expect(plan.needle).toBe(needle);
    expect(trigramsOf(needle)).toContain(plan.token);
  });

  it('reads the partition of the rarest trigram', () => {
    expect(searchPlan('example')!.token).toBe('mpl');
    expect(searchPlan('@example.com')!.token).toBe('mpl');
    expect(searchPlan('n smith')!.token).toBe('smi');
    expect(searchPlan('quinn')!.token).toBe('qui');
  });

  it('finds every substring of three or more characters of each field, in any case, through a token the user is indexed under', () => {
    const fields = [client.fullName, client.email, client.businessName, '14155550199', client.phoneNumber];
    for (const field of fields) {
      for (const term of substrings(field.toLowerCase())) {
        const plan = searchPlan(term.toUpperCase());
        if (!plan) continue; // e.g. 'n s' or '1 (4': no three letters or digits in a row
        expect(searchTokens(client), term).toContain(plan.token);
        expect(searchText(client), term).toContain(plan.needle);
      }
    }
    // The middle of a word matches.
    expect(searchText(client)).toContain(searchPlan('nath')!.needle);
  });

  it('refuses terms without three letters or digits in a row', () => {
    expect(searchPlan('a')).toBeUndefined();
    expect(searchPlan('Al')).toBeUndefined();
    expect(searchPlan(' - ')).toBeUndefined();
    expect(searchPlan('n s')).toBeUndefined();
    expect(searchPlan('jo.sm')).toBeUndefined();
    // A phone fragment counts its digits.
    expect(searchPlan('+1 (4')).toBeUndefined();
    expect(searchPlan('Ali')).toEqual({ token: 'ali', needle: 'ali' });
  });

  it('has one minimum, which the contract exports and the hint names', () => {
    expect(CONTRACT_MIN).toBe(MIN_SEARCH_LENGTH);
    expect(adminMessages.searchTooShort).toContain(String(MIN_SEARCH_LENGTH));
  });
});
