import { describe, expect, it } from 'vitest';
import { afterMessage, afterRead, firstUnreadFor, inboxOrder, initialsOf, isOverdue, messageExpiresAt, newThread, nextAdvisor, readAtOf } from '../../../lambdas/domain/secure-messages.js';

const MONDAY = '2026-11-23T15:00:00.000Z';

describe('a thread’s summary', () => {
  it('starts waiting at the client’s first unanswered message, with the plan’s target, and stops at the answer', () => {
    const first = afterMessage(newThread('c', 'Casey', 'a'), 'client', MONDAY, 'total', 'a');
    expect(first).toMatchObject({ waitingSince: MONDAY, respondBy: '2026-11-24', priority: true, unreadByStaff: 1, clientReadAt: MONDAY });
    const second = afterMessage(first, 'client', '2026-11-24T15:00:00.000Z', 'total', 'a');
    expect(second).toMatchObject({ waitingSince: MONDAY, respondBy: '2026-11-24', unreadByStaff: 2 });
    expect(firstUnreadFor(first, 'staff')).toBe(true);
    expect(firstUnreadFor(second, 'staff')).toBe(false);
    const answered = afterMessage(second, 'staff', '2026-11-24T16:00:00.000Z', 'total', 'a');
    expect(answered).toMatchObject({ waitingSince: null, respondBy: null, unreadByStaff: 0, unreadByClient: 1 });
    expect(afterRead(answered, 'client', '2026-11-24T17:00:00.000Z')).toMatchObject({ unreadByClient: 0, clientReadAt: '2026-11-24T17:00:00.000Z' });
  });

  it('gives Starter two business days and no priority', () => {
    expect(afterMessage(newThread('c', 'C', null), 'client', MONDAY, 'starter', null)).toMatchObject({ priority: false, respondBy: '2026-11-25' });
  });

  it('is overdue once the target day is over in US Eastern time', () => {
    expect(isOverdue({ respondBy: '2026-11-24' }, new Date('2026-11-25T04:59:00.000Z'))).toBe(false);
    expect(isOverdue({ respondBy: '2026-11-24' }, new Date('2026-11-25T05:01:00.000Z'))).toBe(true);
    expect(isOverdue({ respondBy: null }, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('reads a message as read when the other side read the thread at or after it', () => {
    expect(readAtOf({ from: 'client', sentAt: MONDAY }, { staffReadAt: MONDAY, clientReadAt: null })).toBe(MONDAY);
    expect(readAtOf({ from: 'client', sentAt: MONDAY }, { staffReadAt: '2026-11-23T14:00:00.000Z', clientReadAt: MONDAY })).toBeNull();
  });
});

describe('the inbox order', () => {
  it('puts waiting threads first, priority plans ahead of Starter, the oldest wait first, then answered ones latest first', () => {
    const rows = {
      starterOld: { waitingSince: '2026-11-20T00:00:00.000Z', priority: false, lastMessageAt: null },
      totalNew: { waitingSince: '2026-11-22T00:00:00.000Z', priority: true, lastMessageAt: null },
      totalOld: { waitingSince: '2026-11-21T00:00:00.000Z', priority: true, lastMessageAt: null },
      answeredOld: { waitingSince: null, priority: true, lastMessageAt: '2026-11-01T00:00:00.000Z' },
      answeredNew: { waitingSince: null, priority: false, lastMessageAt: '2026-11-10T00:00:00.000Z' },
    };
    const sorted = Object.entries(rows)
      .sort(([, a], [, b]) => (inboxOrder(a) < inboxOrder(b) ? -1 : 1))
      .map(([name]) => name);
    expect(sorted).toEqual(['totalOld', 'totalNew', 'starterOld', 'answeredNew', 'answeredOld']);
  });
});

describe('the round-robin', () => {
  it('takes the next available advisor after the last served, wrapping around', () => {
    expect(nextAdvisor(['b', 'a', 'c'], null)).toBe('a');
    expect(nextAdvisor(['b', 'a', 'c'], 'a')).toBe('b');
    expect(nextAdvisor(['b', 'a', 'c'], 'c')).toBe('a');
    expect(nextAdvisor(['a', 'c'], 'b')).toBe('c');
    expect(nextAdvisor([], 'a')).toBeUndefined();
  });
});

describe('the advisor’s avatar and retention', () => {
  it('uses the name’s initials', () => {
    expect(initialsOf('Morgan Lee Advisor')).toBe('MA');
    expect(initialsOf('morgan')).toBe('M');
    expect(initialsOf('  ')).toBe('?');
  });

  it('keeps a message two years', () => {
    expect(messageExpiresAt('2026-02-28T12:00:00.000Z')).toBe(Date.parse('2028-02-28T12:00:00.000Z') / 1000);
  });
});
