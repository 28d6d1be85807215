import { describe, expect, it } from 'vitest';
import { answersKeptToContract, contractBreach } from '../../../lib/local/gateway.js';
import { routes } from '../../../lambdas/routes.js';

const answer = (statusCode: number, body?: unknown) => ({ statusCode, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('the local gateway checks answers against the contract', () => {
  it('passes an answer that keeps to its route’s response schema', () => {
    expect(contractBreach(routes.health, answer(200, { status: 'ok' }))).toBeUndefined();
    expect(contractBreach(routes.creditReset, answer(204))).toBeUndefined();
  });

  it('names the path and kind of each departure, never a value', () => {
    const breach = contractBreach(routes.me, answer(200, { id: 'u1', email: 'secret@example.com', name: 7 }));
    expect(breach).toEqual(expect.arrayContaining(['name: invalid_type', 'groups: invalid_type']));
    expect(breach!.join(' ')).not.toContain('secret@example.com');
    expect(contractBreach(routes.creditReset, answer(204, { unexpected: true }))).toEqual(['(body): the contract names no answer body']);
  });

  it('leaves errors and routes outside the table alone', () => {
    expect(contractBreach(routes.me, answer(404, { message: 'Not found' }))).toBeUndefined();
    expect(contractBreach({ id: 'NotInTheTable' }, answer(200, { anything: 1 }))).toBeUndefined();
  });
});

describe('the answers the gateway has seen keep to the contract', () => {
  it('remembers a successful answer by its exact bytes, per route, and the oldest goes first', () => {
    const kept = answersKeptToContract(2);
    const a = answer(200, { status: 'ok' });
    kept.add('Health', a);
    expect(kept.has('Health', answer(200, { status: 'ok' }))).toBe(true);
    expect(kept.has('Me', a)).toBe(false);
    expect(kept.has('Health', answer(200, { status: 'degraded' }))).toBe(false);
    expect(kept.has('Health', answer(201, { status: 'ok' }))).toBe(false);
    expect(kept.has('Health', { ...a, isBase64Encoded: true })).toBe(false);
    kept.add('Health', answer(200, { status: 'b' }));
    kept.add('Health', answer(200, { status: 'c' }));
    expect(kept.has('Health', a)).toBe(false);
    expect(kept.has('Health', answer(200, { status: 'c' }))).toBe(true);
  });

  it('never remembers an error answer', () => {
    const kept = answersKeptToContract();
    kept.add('Me', answer(404, { message: 'Not found' }));
    expect(kept.has('Me', answer(404, { message: 'Not found' }))).toBe(false);
  });
});
