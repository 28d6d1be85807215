import { describe, expect, it } from 'vitest';
import { windowExpiry, windowStart, withinLimit } from '../../../lambdas/domain/rate-limit.js';

describe('fixed-window rate limits', () => {
  it('puts moments of one window on the same start, and the next window on the next', () => {
    expect(windowStart(new Date('2025-03-01T10:00:00Z'), 600)).toBe('2025-03-01T10:00:00.000Z');
    expect(windowStart(new Date('2025-03-01T10:09:59.999Z'), 600)).toBe('2025-03-01T10:00:00.000Z');
    expect(windowStart(new Date('2025-03-01T10:10:00Z'), 600)).toBe('2025-03-01T10:10:00.000Z');
  });

  it('expires a counter a minute after its window ends (epoch seconds)', () => {
    expect(windowExpiry(new Date('2025-03-01T10:04:00Z'), 600)).toBe(Date.parse('2025-03-01T10:11:00Z') / 1000);
  });

  it('lets the limit’s own count through and refuses the next', () => {
    expect(withinLimit(5, { max: 5, windowSeconds: 600 })).toBe(true);
    expect(withinLimit(6, { max: 5, windowSeconds: 600 })).toBe(false);
  });
});
