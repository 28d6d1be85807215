import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, searchPlan, searchText, searchTokens } from '../../../lambdas/domain/search.js';

const client = { fullName: 'Jonathan Smith', email: 'jon.smith@Example.com', phoneNumber: '+1 (415) 555-0199', businessName: 'Acme Credit' };

describe('search tokens', () => {
  it('indexes the first three characters of every word, the phone’s digit groups and the partner’s business name', () => {
    const tokens = searchTokens(client);
    expect(tokens.sort()).toEqual(['019', '141', '415', '555', 'acm', 'com', 'cre', 'exa', 'jon', 'smi'].sort());
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
    expect(searchTokens({ fullName: 'Li Wang' })).toEqual(['li', 'wan']);
  });

  it('matches on lower-cased text with the phone’s digits alone', () => {
    expect(searchText(client)).toBe('jonathan smith | jon.smith@example.com | +1 (415) 555-0199 | 14155550199 | acme credit');
  });
});

describe('search plans', () => {
  it.each([
    ['Smith', { token: 'smi', needle: 'smith' }],
    ['  JON   Smith ', { token: 'smi', needle: 'jon smith' }],
    ['jon.smith@ex', { token: 'smi', needle: 'jon.smith@ex' }],
    ['(415) 555-0199', { token: '415', needle: '4155550199' }],
    ['0199', { token: '019', needle: '0199' }],
    ['Al', { token: 'al', needle: 'al' }],
  ])('%j reads the token partition and needle %j', (term, plan) => {
    expect(searchPlan(term)).toEqual(plan);
  });

  it('finds every token it plans to read among the indexed tokens of a matching user', () => {
    for (const term of ['smith', 'jonathan s', 'example.com', '555-0199', 'acme cr', '4155550199']) {
      const plan = searchPlan(term)!;
      expect(searchTokens(client), term).toContain(plan.token);
      expect(searchText(client), term).toContain(plan.needle);
    }
  });

  it('refuses terms without two letters or digits in a row', () => {
    expect(searchPlan('a')).toBeUndefined();
    expect(searchPlan(' - ')).toBeUndefined();
    expect(searchPlan('a b')).toBeUndefined();
  });
});
