import { describe, expect, it } from 'vitest';
import { addressSubject, windowExpiry, windowStart, withinLimit } from '../../../lambdas/domain/rate-limit.js';

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

describe('addressSubject: what a per-address limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::FFFF', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['[2001:db8:1:2::5]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
  ])('%s counts as %s', (address, subject) => expect(addressSubject(address)).toBe(subject));

  it('gives every address of one /64 the same subject, and another /64 its own', () => {
    const rotating = Array.from({ length: 50 }, (_, i) => `2001:db8:abcd:12:${i.toString(16)}:${(i * 7).toString(16)}::${i + 1}`);
    expect(new Set(rotating.map(addressSubject))).toEqual(new Set(['2001:db8:abcd:12::/64']));
    expect(addressSubject('2001:db8:abcd:13::1')).not.toBe(addressSubject('2001:db8:abcd:12::1'));
  });
});
