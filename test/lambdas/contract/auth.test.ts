import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginForm, signupRequest, totpCodeForm } from '../../../lambdas/contract/auth';
import { authMessages } from '../../../lambdas/contract/messages';

/** `[path, message]` of every issue, in order (the first is the server's 400 `message`). */
const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the auth forms’ schemas report every field, first issue unchanged', () => {
  it('signup: each missing field, then the short password and the malformed email', () => {
    expect(issues(signupRequest, { name: '', email: '', password: '123', referralCode: 'DEMO2025' })).toEqual([
      ['name', authMessages.fillAllFieldsWithReferral],
      ['email', authMessages.fillAllFieldsWithReferral],
      ['password', authMessages.passwordTooShort],
    ]);
    expect(issues(signupRequest, { name: 'A', email: 'nope', password: '123', referralCode: 'DEMO2025' })).toEqual([
      ['password', authMessages.passwordTooShort],
      ['email', authMessages.invalidEmail],
    ]);
    expect(issues(signupRequest, { name: 'A', email: 'a@b.co', password: 'secret1', referralCode: 'DEMO2025' })).toEqual([]);
  });

  it('login: the email’s problem and the missing password together', () => {
    expect(issues(loginForm, { email: 'nope', password: '' })).toEqual([
      ['email', authMessages.invalidEmail],
      ['password', authMessages.fillAllFields],
    ]);
    expect(issues(loginForm, { email: '', password: '' })).toEqual([
      ['email', authMessages.fillAllFields],
      ['password', authMessages.fillAllFields],
    ]);
  });

  it('the authenticator code: six digits, spaces dropped', () => {
    expect(totpCodeForm.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(issues(totpCodeForm, { code: '12345' })).toEqual([['code', authMessages.totpCodeInvalid]]);
  });
});
