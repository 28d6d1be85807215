import { describe, expect, it } from 'vitest';
import { userIdParams } from '../../../lambdas/contract/admin.js';
import { documentIdParams, staffDocumentParams } from '../../../lambdas/contract/documents.js';
import { disputeIdParams } from '../../../lambdas/contract/disputes.js';
import { httpMessages } from '../../../lambdas/contract/errors.js';
import { pathId } from '../../../lambdas/contract/ids.js';
import { letterParams } from '../../../lambdas/contract/letters.js';
import { adminMessages } from '../../../lambdas/contract/messages.js';
import { offerIdParams } from '../../../lambdas/contract/offers.js';
import { supportRequestParams } from '../../../lambdas/contract/public.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error!.issues[0]!.message);

describe('ids in a path are well-formed before any adapter sees them', () => {
  const id = pathId(64);

  it('takes the ids the server makes: UUIDs and the sandbox offers’ slugs (trimmed)', () => {
    for (const ok of ['3f1c9a52-8a0e-4d6b-9b1f-2a7c4e5d6f70', 'sandbox-harbor-secured', 'run_1', 'A']) expect(id.parse(ok)).toBe(ok);
    expect(id.parse(' abc ')).toBe('abc');
  });

  it('refuses a NUL, traversal, a slash, a table-key separator, control and invisible characters, and overlong ids, with one clear message', () => {
    for (const bad of ['\u0000', 'a\u0000b', '..', '../../etc/passwd', 'a/b', 'a\\b', 'USER#x', 'a b', 'a\nb', '\u202Eexe', 'é', 'x'.repeat(65), '%zz', '__proto__.x']) {
      expect(firstMessage(id.safeParse(bad)), JSON.stringify(bad)).toBe(httpMessages.invalidId);
    }
    expect(firstMessage(id.safeParse('   '))).toBe(httpMessages.invalidId);
  });

  it('is what every id path parameter of the contract uses, keeping a route’s own messages', () => {
    expect(firstMessage(documentIdParams.safeParse({ id: '\u0000' }))).toBe(httpMessages.invalidId);
    expect(firstMessage(disputeIdParams.safeParse({ id: '../x' }))).toBe(httpMessages.invalidId);
    expect(firstMessage(letterParams.safeParse({ id: 'a\u0000', bureau: 'equifax' }))).toBe(httpMessages.invalidId);
    expect(firstMessage(offerIdParams.safeParse({ id: 'x'.repeat(5000) }))).toBe(httpMessages.invalidId);
    expect(firstMessage(staffDocumentParams.safeParse({ userId: 'a/b', documentId: 'd' }))).toBe(adminMessages.invalidUserId);
    expect(firstMessage(userIdParams.safeParse({ userId: 'USER#x' }))).toBe(adminMessages.invalidUserId);
    expect(firstMessage(userIdParams.safeParse({ userId: '' }))).toBe(adminMessages.userNotFound);
    expect(supportRequestParams.safeParse({ id: 'a\u0000' }).success).toBe(false);
  });
});
