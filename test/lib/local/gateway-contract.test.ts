import { describe, expect, it } from 'vitest';
import { contractBreach } from '../../../lib/local/gateway.js';
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
