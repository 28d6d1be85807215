import { describe, expect, it } from 'vitest';
import { PLANS } from '@domain/plans';
import { cancellationTerms } from '../../../../web/src/config/site';
import { CHAT_TIMINGS, paymentReply, replies, replyTo, replyTopic } from '../../../../web/src/features/chat/replies';

describe('the chat’s canned replies (spec section 4)', () => {
  it('waits 1 s before the conversation and 1.5 s before each reply', () => {
    expect(CHAT_TIMINGS).toEqual({ startMs: 1000, replyMs: 1500 });
  });

  it.each([
    ['What is my credit score?', 'creditScore'],
    ['Can I see my CREDIT REPORT', 'creditScore'],
    ['When is my next payment?', 'payment'],
    ['I have a question about my bill', 'payment'],
    ['Which subscription am I on?', 'payment'],
    ['How do I cancel?', 'cancel'],
    ['I want to cancel my subscription', 'cancel'],
    ['Tell me about business credit', 'businessCredit'],
    ['hello', 'greeting'],
    ['Hi!', 'greeting'],
    ['hey there', 'greeting'],
    ['How can I improve?', 'improve'],
    ['how do I increase my credit score', 'improve'],
    ['Where are you based?', 'default'],
  ] as const)('%s → %s', (message, topic) => {
    expect(replyTopic(message)).toBe(topic);
  });

  it('matches greetings as words only (“this”, “they”, “ship” are not a greeting)', () => {
    expect(replyTopic('this is about shipping, they said')).toBe('default');
  });

  it('answers about payments truthfully for every plan: no fixed date, and no next payment for the one-time plan', () => {
    expect(replyTo('payment')).toBe(replies.payment);
    expect(replies.payment).not.toContain('15th');
    expect(replies.payment).toContain('Starter Boost Plan and Elite Credit Recovery renew every month on the day you subscribed');
    expect(replies.payment).toContain('Total Credit Transformation is a single payment, with no further charges');
  });

  it('answers about cancelling with the client’s real rights: the written contract, 3 business days with a full refund, then each plan', () => {
    expect(replyTo('How do I cancel?')).toBe(replies.cancel);
    expect(replies.cancel).toContain('You sign a written service agreement before you pay.');
    expect(replies.cancel).toContain('Within 3 business days of signing you can cancel it with one click (Cancel and refund on your profile): the plan ends at once and every payment is refunded in full.');
    expect(replies.cancel).toContain('Starter Boost Plan and Elite Credit Recovery are monthly: stop future payments at any time in Manage Subscription');
    expect(replies.cancel).toContain('Total Credit Transformation is a single payment for the whole service');
    expect(replies.cancel).not.toMatch(/no contracts|anytime|end of your billing period/i);
  });

  it('in an after-service deployment: nothing in advance, only work completed per plan, the 3 days, then ending at any time', () => {
    const terms = cancellationTerms(PLANS, 'after-service');
    expect(terms).toContain('You sign a written service agreement before your plan starts, and nothing is charged in advance.');
    expect(terms).toContain('Starter Boost Plan and Elite Credit Recovery charge for each full month of service only after it has been rendered.');
    expect(terms).toContain('Total Credit Transformation charges only for items the credit bureaus delete, up to the plan\'s price.');
    expect(terms).toContain('Within 3 business days of signing you can cancel with one click (Cancel my plan on your profile)');
    expect(terms).toContain('After that you can end your plan at any time on your profile: work completed before then stays payable');
    expect(terms).not.toMatch(/single payment|Manage Subscription|money-back/);
    expect(paymentReply('after-service')).toContain('Nothing is charged in advance: you pay only for work completed');
    expect(paymentReply('after-service')).not.toMatch(/renew every month|single payment/);
    // The local demo sells upfront.
    expect(replies.cancel).toBe(cancellationTerms(PLANS, 'upfront'));
    expect(replies.payment).toBe(paymentReply('upfront'));
  });

  it('says how often monitoring refreshes the files, and does not call the analysis AI', () => {
    expect(replies.creditScore).toContain('refreshes them once a month');
    expect(replies.creditScore).not.toMatch(/\bAI\b/);
  });

  it('gives each topic its own reply', () => {
    expect(new Set(Object.values(replies)).size).toBe(Object.keys(replies).length);
  });
});
