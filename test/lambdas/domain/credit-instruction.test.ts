import { describe, expect, it } from 'vitest';
import { PENDING_INSTRUCTION_MINUTES, pendingInstruction } from '../../../lambdas/domain/credit-instruction.js';

const GIVEN = '2027-03-01T10:00:00.000Z';
const instruction = { id: 'c-1', consentVersion: 'v2', ssnLast4: '4329', givenAt: GIVEN };
const request = { consentVersion: 'v2', ssnLast4: '4329' };
const at = (minutes: number) => new Date(Date.parse(GIVEN) + minutes * 60_000);

describe('pendingInstruction', () => {
  it('is the newest instruction while its pull has not finished, for the same version and SSN, within the hour', () => {
    expect(pendingInstruction(instruction, request, at(0))).toBe(instruction);
    expect(pendingInstruction({ ...instruction, completedAt: null }, request, at(5))).toEqual({ ...instruction, completedAt: null });
    expect(pendingInstruction(instruction, request, at(PENDING_INSTRUCTION_MINUTES - 1))).toBe(instruction);
  });

  it('is none before the first instruction, after its pull finished, or after the hour', () => {
    expect(pendingInstruction(undefined, request, at(1))).toBeUndefined();
    expect(pendingInstruction({ ...instruction, completedAt: at(1).toISOString() }, request, at(2))).toBeUndefined();
    expect(pendingInstruction(instruction, request, at(PENDING_INSTRUCTION_MINUTES))).toBeUndefined();
    // A clock behind the instruction's time is no retry of it either.
    expect(pendingInstruction(instruction, request, at(-1))).toBeUndefined();
  });

  it('is none for another consent version or another SSN: they need their own instruction', () => {
    expect(pendingInstruction(instruction, { ...request, consentVersion: 'v3' }, at(1))).toBeUndefined();
    expect(pendingInstruction(instruction, { ...request, ssnLast4: '0000' }, at(1))).toBeUndefined();
  });
});
