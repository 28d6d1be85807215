import { describe, expect, it } from 'vitest';
import { confirmationLink } from '../../../../lambdas/domain/account-emails.js';
import { resetCodeHash } from '../../../../lambdas/domain/one-time-secrets.js';
import { sendConfirmationLink, sendResetCode } from '../../../../lambdas/use-cases/accounts/one-time-messages.js';
import { hashSecret, newLinkToken, newNumericCode } from '../../../../lambdas/domain/one-time-secrets.js';
import { folderPrefix, foldersReady } from '../../../../lambdas/domain/users.js';
import type { EmailMessage } from '../../../../lambdas/domain/account-emails.js';

function fakes() {
  const sent: EmailMessage[] = [];
  const tokens: { hash: string; purpose: string; userId: string; expiresAt: Date }[] = [];
  const codes: [string, string, Date][] = [];
  return {
    sent,
    tokens,
    codes,
    deps: {
      config: { publicUrl: 'https://app.example.com' },
      now: () => new Date('2026-03-02T12:00:00.000Z'),
      email: { send: async (m: EmailMessage) => void sent.push(m) },
      tokens: {
        putOneTimeToken: async (t: (typeof tokens)[number]) => void tokens.push(t),
        putResetCode: async (u: string, h: string, e: Date) => void codes.push([u, h, e]),
      },
    },
  };
}

describe('confirmation links', () => {
  it('emails a link to /auth/callback and stores only the token’s hash, for 48 hours', async () => {
    const { deps, sent, tokens } = fakes();
    await sendConfirmationLink(deps, { userId: 'u1', email: 'pat@example.com', name: 'Pat' });
    const link = new URL(/https:\/\/\S+/.exec(sent[0]!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('https://app.example.com/auth/callback');
    const token = link.searchParams.get('token')!;
    expect(tokens[0]).toEqual({ hash: hashSecret(token), purpose: 'confirm-email', userId: 'u1', expiresAt: new Date('2026-03-04T12:00:00.000Z') });
    expect(JSON.stringify(tokens)).not.toContain(token);
    expect(sent[0]).toMatchObject({ to: 'pat@example.com', subject: 'Confirm your email address' });
  });

  it('leads a partner applicant’s link to the Partner Sign In wherever it is opened (partner=1); a client’s does not', async () => {
    const { deps, sent } = fakes();
    await sendConfirmationLink(deps, { userId: 'p1', email: 'pia@example.com', name: 'Pia', role: 'partner_pending' });
    await sendConfirmationLink(deps, { userId: 'c1', email: 'cal@example.com', name: 'Cal', role: 'client' });
    const [partner, client] = sent.map((m) => new URL(/https:\/\/\S+/.exec(m.text)![0]));
    expect(partner!.searchParams.get('partner')).toBe('1');
    expect(partner!.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client!.searchParams.has('partner')).toBe(false);
  });

  it('makes tokens long and unguessable, and links that survive encoding', () => {
    const a = newLinkToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLinkToken()).not.toBe(a);
    expect(confirmationLink('http://x', 'a+b/c')).toBe('http://x/auth/callback?token=a%2Bb%2Fc');
    expect(confirmationLink('http://x', 'a+b/c', { partner: true })).toBe('http://x/auth/callback?token=a%2Bb%2Fc&partner=1');
  });
});

describe('reset codes', () => {
  it('emails a six-digit code and stores a hash bound to the user, for 30 minutes', async () => {
    const { deps, sent, codes } = fakes();
    await sendResetCode(deps, { userId: 'u1', email: 'pat@example.com', name: 'Pat' });
    const code = /code is (\d{6})/.exec(sent[0]!.text)![1]!;
    expect(codes[0]).toEqual(['u1', resetCodeHash('u1', code), new Date('2026-03-02T12:30:00.000Z')]);
    expect(resetCodeHash('u2', code)).not.toBe(resetCodeHash('u1', code));
  });

  it('draws codes over the whole six-digit range', () => {
    const codes = Array.from({ length: 200 }, newNumericCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe('document folders', () => {
  it('live under the user’s own prefix, one per kind', () => {
    expect(folderPrefix('u1', 'governmentIssuedId')).toBe('users/u1/government-issued-id/');
  });
  it('are ready only when all five ids are set', () => {
    expect(foldersReady(undefined)).toBe(false);
    expect(foldersReady({ folderIds: { addressProof: 'x' } })).toBe(false);
    expect(
      foldersReady({ folderIds: { addressProof: 'a', governmentIssuedId: 'b', socialSecurityCard: 'c', incomeProof: 'd', bankStatement: 'e' } }),
    ).toBe(true);
  });
});
