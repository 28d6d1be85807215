import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { documentFileKey, userFilePrefix } from '../../../lambdas/domain/documents.js';
import { handler as retention } from '../../../lambdas/handlers/document-retention.js';
import type { StoredDocument } from '../../../lambdas/ports/documents.js';
import type { RetentionReport } from '../../../lambdas/use-cases/documents/retention.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A stored document (item and file) last used `daysAgo` days ago. */
async function documentUsed(userId: string, daysAgo: number, over: Partial<StoredDocument> = {}): Promise<StoredDocument> {
  const id = randomUUID();
  const document: StoredDocument = {
    id,
    userId,
    documentType: 'id',
    fileName: 'passport.pdf',
    contentType: 'application/pdf',
    sizeBytes: 9,
    status: 'verified',
    reason: null,
    objectKey: documentFileKey(userId, id),
    uploadedAt: ago(daysAgo + 30),
    reviewedAt: ago(daysAgo),
    reviewedBy: 'staff-1',
    lastUsedAt: ago(daysAgo),
    ...over,
  };
  await deps.documents.create(document);
  const { url, fields } = await deps.files.presignUpload(document.objectKey, document.contentType);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  expect((await fetch(url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return document;
}

describe('the DocumentRetention job (two years after last use)', () => {
  it('deletes documents (item and file) and verification records last used over two years ago, and keeps the rest', async () => {
    const userId = randomUUID();
    const stale = await documentUsed(userId, 2 * 366);
    const recent = await documentUsed(userId, 2 * 365 - 10);
    const staleVerification = randomUUID();
    const recentVerification = randomUUID();
    await deps.verification.skip(staleVerification, ago(2 * 366));
    await deps.verification.skip(recentVerification, ago(30));

    const report = (await retention()) as RetentionReport;
    expect(report.documentsDeleted).toBeGreaterThanOrEqual(1);
    expect(report.verificationsDeleted).toBeGreaterThanOrEqual(1);
    expect(await deps.documents.get(userId, stale.id)).toBeUndefined();
    expect(await deps.documents.get(userId, recent.id)).toBeDefined();
    expect(await deps.files.listKeys(userFilePrefix(userId))).toEqual([recent.objectKey]);
    expect((await deps.verification.get(staleVerification)).record).toBeUndefined();
    expect((await deps.verification.get(recentVerification)).record).toBeDefined();

    // Running again finds nothing more of these.
    await retention();
    expect(await deps.documents.get(userId, recent.id)).toBeDefined();
  });

  it('counts a staff opening or a review as use: a document reviewed recently stays though uploaded long ago', async () => {
    const userId = randomUUID();
    const kept = await documentUsed(userId, 2 * 366);
    await deps.documents.touch(userId, kept.id, new Date().toISOString());
    await retention();
    expect(await deps.documents.get(userId, kept.id)).toBeDefined();
  });
});
