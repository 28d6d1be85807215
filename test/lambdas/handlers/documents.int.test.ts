import { createHash, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { EICAR } from '../../../lambdas/adapters/scanner.js';
import { documentMessages, type DocumentView } from '../../../lambdas/contract/documents.js';
import { httpMessages } from '../../../lambdas/contract/errors.js';
import { identityMessages } from '../../../lambdas/contract/identity.js';
import { documentFileKey, quarantineFileKey, userFilePrefix } from '../../../lambdas/domain/documents.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { handler as reviewHandler } from '../../../lambdas/handlers/admin-review-document.js';
import { handler as linkHandler } from '../../../lambdas/handlers/admin-document-link.js';
import { handler as listHandler } from '../../../lambdas/handlers/admin-list-documents.js';
import { handler as completeHandler } from '../../../lambdas/handlers/document-complete-upload.js';
import { handler as ownLinkHandler } from '../../../lambdas/handlers/document-link.js';
import { handler as removeHandler } from '../../../lambdas/handlers/document-remove.js';
import { handler as scanResultHandler } from '../../../lambdas/handlers/document-scan-result.js';
import { handler as startHandler } from '../../../lambdas/handlers/document-start-upload.js';
import { deleteAccount } from '../../../lambdas/use-cases/accounts/delete-account.js';
import { exportAccount } from '../../../lambdas/use-cases/accounts/export-account.js';
import { auditWhere, makeMember } from '../../support/admin.js';
import { storedDispute } from '../../support/disputes.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

type Handler = (e: ReturnType<typeof httpEvent>) => Promise<{ statusCode: number; body?: string }>;
type Res = { status: number; body: Record<string, unknown> };
interface Who {
  id: string;
  email: string;
  groups: string[];
}

async function call(handler: Handler, who: Who, opts: Parameters<typeof httpEvent>[0] = {}): Promise<Res> {
  const res = await handler(httpEvent({ method: 'POST', ...opts, claims: idClaims({ sub: who.id, email: who.email, 'cognito:groups': who.groups }) }));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}

/** A client (with a sign-in account, so deleting it works as for real) with an active Total plan, as /profile needs. */
async function payingClient(): Promise<Who> {
  const { id, email } = await makeMember(deps, 'client');
  await deps.users.createUser({ id, role: 'client', fullName: 'Dana Client', email, createdAt: new Date().toISOString() });
  await deps.subscriptions.commit({ next: { ...emptyState(id), tier: 'total', status: 'active', kind: 'subscription' }, expectedVersion: 0 });
  return { id, email, groups: ['client'] };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);

type Target = { url: string; fields: Record<string, string> };

/** The browser's presigned POST of `content` with the form's fields (some replaced, to tamper with the form). */
async function post(target: Target, content: Buffer, contentType: string, replace: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target.fields, ...replace })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)], { type: contentType }), 'file');
  return fetch(target.url, { method: 'POST', body: form });
}

/** POST /api/documents, then the browser's presigned POST of `content`. */
async function upload(who: Who, fileName: string, contentType: string, content: Buffer, documentType = 'id') {
  const started = await call(startHandler, who, { path: '/api/documents', body: { documentType, fileName, contentType, sizeBytes: content.length } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { document, upload: target } = started.body as { document: DocumentView; upload: Target };
  const sent = await post(target, content, contentType);
  expect(sent.status, await sent.clone().text()).toBeLessThan(300);
  return { document, fields: target.fields, target };
}

const complete = (who: Who, id: string) => call(completeHandler, who, { path: `/api/documents/${id}/complete`, params: { id } });

let employee: Who;

beforeAll(async () => {
  const member = await makeMember(deps, 'employee', 'Member123!', { totp: true });
  employee = { id: member.id, email: member.email, groups: ['employee'] };
});

describe('a client uploads a document', () => {
  it('gets a presigned POST for its own key, then the checked file waits for review', async () => {
    const client = await payingClient();
    const { document, fields } = await upload(client, 'passport.pdf', 'application/pdf', PDF);
    expect(document.status).toBe('uploading');
    expect(fields.key).toBe(documentFileKey(client.id, document.id));
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);

    const done = await complete(client, document.id);
    expect(done.status).toBe(200);
    expect(done.body.document).toMatchObject({ id: document.id, status: 'pending_review', sizeBytes: PDF.length, reason: null });
    // What completion pinned: the bytes' SHA-256 and the clean scan of them (s3rver keeps no versions).
    expect(await deps.documents.get(client.id, document.id)).toMatchObject({ sha256: sha256(PDF), scanResult: 'clean', versionId: null });
    // Completing again is refused: the pin is made once.
    expect(await complete(client, document.id)).toMatchObject({ status: 409, body: { message: documentMessages.alreadyCompleted } });
    expect((await deps.documents.get(client.id, document.id))?.status).toBe('pending_review');
  });

  it('refuses a declared size over 10 MB, a type that is not allowed, and an extension that does not fit the type', async () => {
    const client = await payingClient();
    const start = (body: Record<string, unknown>) => call(startHandler, client, { path: '/api/documents', body: { documentType: 'id', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10, ...body } });
    expect(await start({ sizeBytes: 10 * 1024 * 1024 + 1 })).toMatchObject({ status: 400, body: { message: documentMessages.tooLarge } });
    expect((await start({ fileName: 'a.exe', contentType: 'application/x-msdownload' })).status).toBe(400);
    expect((await start({ fileName: 'a.exe' })).status).toBe(400);
  });

  it('quarantines an .exe renamed .pdf under the user’s own prefix, and tells the client', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'invoice.pdf', 'application/pdf', EXE);
    const done = await complete(client, document.id);
    expect(done.body.document).toMatchObject({ status: 'quarantined', reason: documentMessages.mismatch });
    expect(await deps.files.listKeys(userFilePrefix(client.id))).toEqual([quarantineFileKey(client.id, document.id)]);
    const notes = await deps.notifications.list(client.id);
    expect(notes).toEqual([expect.objectContaining({ kind: 'document_quarantined', readAt: null })]);
  });

  it('quarantines a PDF carrying the EICAR test string (the local scanner), and account deletion removes it', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'statement.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR)]), 'bank');
    expect((await complete(client, document.id)).body.document).toMatchObject({ status: 'quarantined', reason: documentMessages.infected });
    expect(await deps.files.listKeys(`${userFilePrefix(client.id)}quarantine/`)).toHaveLength(1);
    await deleteAccount(deps, client.id);
    expect(await deps.files.listKeys(userFilePrefix(client.id))).toEqual([]);
    expect(await deps.documents.list(client.id)).toEqual([]);
  });

  it('finishes a document a completion left scanning when the client completes again, from the bytes it pinned', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'passport.pdf', 'application/pdf', PDF);
    // Claimed with its pin, then the completion died.
    await deps.documents.transition(client.id, document.id, ['uploading'], { status: 'scanning', sizeBytes: PDF.length, versionId: null, sha256: sha256(PDF) });
    expect((await complete(client, document.id)).body.document).toMatchObject({ status: 'pending_review' });
    expect(await deps.documents.get(client.id, document.id)).toMatchObject({ sha256: sha256(PDF), scanResult: 'clean' });
    expect(await complete(client, document.id)).toMatchObject({ status: 409, body: { message: documentMessages.alreadyCompleted } });
  });

  it('pins a document claimed before pins were recorded when the client completes it again, then finishes it', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'passport.pdf', 'application/pdf', PDF);
    await deps.documents.transition(client.id, document.id, ['uploading'], { status: 'scanning' });
    expect((await complete(client, document.id)).body.document).toMatchObject({ status: 'pending_review' });
    expect(await deps.documents.get(client.id, document.id)).toMatchObject({ sha256: sha256(PDF), sizeBytes: PDF.length, scanResult: 'clean' });
  });

  it('quarantines a document left scanning whose key holds other bytes than the ones pinned, and tells the client', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'passport.pdf', 'application/pdf', PDF);
    await deps.documents.transition(client.id, document.id, ['uploading'], { status: 'scanning', sizeBytes: PDF.length, versionId: null, sha256: sha256(PDF) });
    // Written around the form after the claim (s3rver keeps no versions, so the pinned bytes are gone).
    await deps.files.put(documentFileKey(client.id, document.id), Buffer.concat([PDF, Buffer.from('another person’s ID')]), 'application/pdf');
    expect((await complete(client, document.id)).body.document).toMatchObject({ status: 'quarantined', reason: documentMessages.changedAfterSent });
    expect(await deps.files.listKeys(userFilePrefix(client.id))).toEqual([quarantineFileKey(client.id, document.id)]);
    expect(await deps.notifications.list(client.id)).toEqual([expect.objectContaining({ kind: 'document_quarantined', body: expect.stringContaining(documentMessages.changedAfterSent) })]);
    expect((await deps.documents.get(client.id, document.id))?.scanResult).toBeNull();
  });

  it('says the file has not arrived when completing before the upload', async () => {
    const client = await payingClient();
    const started = await call(startHandler, client, { path: '/api/documents', body: { documentType: 'income', fileName: 'w2.png', contentType: 'image/png', sizeBytes: 100 } });
    const id = (started.body.document as DocumentView).id;
    expect(await complete(client, id)).toMatchObject({ status: 400, body: { message: documentMessages.notUploaded } });
  });

  it('removes a document and its file; another client’s document id answers 404 to complete and remove', async () => {
    const owner = await payingClient();
    const other = await payingClient();
    const { document } = await upload(owner, 'lease.pdf', 'application/pdf', PDF, 'address');
    expect((await complete(other, document.id)).status).toBe(404);
    expect((await call(removeHandler, other, { method: 'DELETE', path: `/api/documents/${document.id}`, params: { id: document.id } })).status).toBe(404);
    expect(await deps.documents.get(owner.id, document.id)).toBeDefined();
    expect((await call(removeHandler, owner, { method: 'DELETE', path: `/api/documents/${document.id}`, params: { id: document.id } })).status).toBe(204);
    expect(await deps.documents.get(owner.id, document.id)).toBeUndefined();
    expect(await deps.files.listKeys(userFilePrefix(owner.id))).toEqual([]);
  });

  it('refuses a malformed document id (a NUL, a traversal) with 400 before it reaches the table or the bucket, and removes nothing', async () => {
    const owner = await payingClient();
    const { document } = await upload(owner, 'lease.pdf', 'application/pdf', PDF, 'address');
    expect((await complete(owner, document.id)).status).toBe(200);
    for (const id of ['\u0000', `${document.id}\u0000`, '../..', `${document.id}/..`]) {
      const res = await call(removeHandler, owner, { method: 'DELETE', path: `/api/documents/${encodeURIComponent(id)}`, params: { id } });
      expect(res, JSON.stringify(id)).toMatchObject({ status: 400, body: { message: httpMessages.invalidId } });
      expect((await complete(owner, id)).status).toBe(400);
    }
    expect(await deps.documents.get(owner.id, document.id)).toBeDefined();
    expect(await deps.files.listKeys(userFilePrefix(owner.id))).not.toEqual([]);
  });

  it('opens the client’s own checked file through a 5-minute link, plan or not; another client’s id, and a file not scanned clean, answer 404', async () => {
    const owner = await payingClient();
    const other = await payingClient();
    const ownLink = (who: Who, id: string) => call(ownLinkHandler, who, { path: `/api/documents/${id}/link`, params: { id } });
    const { document } = await upload(owner, 'lease.pdf', 'application/pdf', PDF, 'address');
    // Uploaded, not yet checked: nothing to open.
    expect(await ownLink(owner, document.id)).toMatchObject({ status: 404, body: { message: documentMessages.notFound } });
    expect((await complete(owner, document.id)).status).toBe(200);

    const usedBefore = (await deps.documents.get(owner.id, document.id))!.lastUsedAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const link = await ownLink(owner, document.id);
    expect(link.status).toBe(200);
    expect(String(link.body.url)).toContain('X-Amz-Expires=300');
    expect(Buffer.from(await (await fetch(String(link.body.url))).arrayBuffer())).toEqual(PDF);
    // The opening counts as the document's use, for retention.
    expect((await deps.documents.get(owner.id, document.id))!.lastUsedAt! > usedBefore).toBe(true);
    // Another client asking for it is told it does not exist, as for an id nobody has.
    expect(await ownLink(other, document.id)).toMatchObject({ status: 404, body: { message: documentMessages.notFound } });
    expect((await ownLink(owner, randomUUID())).status).toBe(404);

    // A quarantined file is never served, even to its owner.
    const { document: bad } = await upload(owner, 'invoice.pdf', 'application/pdf', EXE);
    expect((await complete(owner, bad.id)).body.document).toMatchObject({ status: 'quarantined' });
    expect((await ownLink(owner, bad.id)).status).toBe(404);

    // A file changed since its scan is refused with the client's own wording.
    await deps.files.put(documentFileKey(owner.id, document.id), Buffer.from('%PDF-1.7 something else'), 'application/pdf');
    expect(await ownLink(owner, document.id)).toMatchObject({ status: 409, body: { message: documentMessages.cannotOpenOwn } });

    // Without a plan, a client still opens what they uploaded (their messages stay readable too).
    const { document: kept } = await upload(other, 'w2.pdf', 'application/pdf', PDF, 'income');
    expect((await complete(other, kept.id)).status).toBe(200);
    await deps.subscriptions.commit({ next: { ...emptyState(other.id), status: 'canceled', kind: 'subscription' }, expectedVersion: 1 });
    expect((await call(startHandler, other, { path: '/api/documents', body: { documentType: 'id', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10 } })).status).toBe(402);
    expect((await ownLink(other, kept.id)).status).toBe(200);
  });

  it('needs an active plan', async () => {
    const id = randomUUID();
    const res = await call(startHandler, { id, email: `${id.slice(0, 8)}@docs.test`, groups: ['client'] }, { path: '/api/documents', body: { documentType: 'id', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10 } });
    expect(res.status).toBe(402);
  });
});

describe('a verified ID an open dispute needs', () => {
  /** A document as staff left it (verified unless told), straight into the table. */
  async function stored(who: Who, documentType: 'id' | 'address' | 'income', status: 'verified' | 'pending_review' = 'verified') {
    const id = randomUUID();
    const at = new Date().toISOString();
    await deps.documents.create({
      id,
      userId: who.id,
      documentType,
      fileName: `${documentType}-${id.slice(0, 4)}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      status,
      reason: null,
      objectKey: documentFileKey(who.id, id),
      uploadedAt: at,
      reviewedAt: status === 'verified' ? at : null,
      reviewedBy: status === 'verified' ? employee.id : null,
      lastUsedAt: at,
    });
    return id;
  }
  const remove = (who: Who, id: string) => call(removeHandler, who, { method: 'DELETE', path: `/api/documents/${id}`, params: { id } });

  it('is refused with 409 while a dispute is open and it is the only verified one; a verified replacement lets it go', async () => {
    const client = await payingClient();
    const id = await stored(client, 'id');
    const address = await stored(client, 'address');
    const income = await stored(client, 'income');
    await deps.disputes.create(storedDispute({ id: randomUUID(), userId: client.id, status: 'in_progress' }));

    const refused = await remove(client, id);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: documentMessages.neededByDispute('Government-issued ID') }) });
    expect(await deps.documents.get(client.id, id)).toBeDefined();
    expect((await remove(client, address)).status).toBe(409);
    // What a letter does not enclose goes as before.
    expect((await remove(client, income)).status).toBe(204);

    // A new ID waiting for review does not replace it yet; once verified, it does.
    const replacement = await stored(client, 'id', 'pending_review');
    expect((await remove(client, id)).status).toBe(409);
    await deps.documents.transition(client.id, replacement, ['pending_review'], { status: 'verified', reviewedAt: new Date().toISOString(), reviewedBy: employee.id });
    expect((await remove(client, id)).status).toBe(204);
    expect(await deps.documents.get(client.id, id)).toBeUndefined();
    // The replacement is now the one the dispute needs.
    expect((await remove(client, replacement)).status).toBe(409);
  });

  it('is removed once no dispute is open (resolved or rejected), and without any dispute', async () => {
    const closed = await payingClient();
    const id = await stored(closed, 'id');
    await deps.disputes.create(storedDispute({ id: randomUUID(), userId: closed.id, status: 'resolved' }));
    await deps.disputes.create(storedDispute({ id: randomUUID(), userId: closed.id, status: 'rejected' }));
    expect((await remove(closed, id)).status).toBe(204);
    const none = await payingClient();
    expect((await remove(none, await stored(none, 'id'))).status).toBe(204);
  });
});

describe('staff review', () => {
  it('a client calling the review routes gets 403', async () => {
    const client = await payingClient();
    const params = { userId: client.id, documentId: 'x' };
    expect((await call(listHandler, client, { method: 'GET', path: '/api/admin/documents' })).status).toBe(403);
    expect((await call(linkHandler, client, { path: '/x', params })).status).toBe(403);
    expect((await call(reviewHandler, client, { path: '/x', params, body: { decision: 'verified' } })).status).toBe(403);
  });

  it('an employee lists pending documents oldest first, opens one (audited), cannot reject without a reason, verifies or rejects, and the client is notified', async () => {
    const client = await payingClient();
    const first = (await upload(client, 'old.pdf', 'application/pdf', PDF)).document;
    await complete(client, first.id);
    const second = (await upload(client, 'new.pdf', 'application/pdf', PDF, 'income')).document;
    await complete(client, second.id);

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(listHandler, employee, { method: 'GET', path: '/api/admin/documents', query: { limit: '100', ...(cursor ? { cursor } : {}) } });
      expect(page.status).toBe(200);
      for (const item of page.body.items as (DocumentView & { userId: string; clientName: string })[]) {
        if (item.userId === client.id) {
          expect(item.clientName).toBe('Dana Client');
          ids.push(item.id);
        }
      }
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(ids).toEqual([first.id, second.id]);

    const params = { userId: client.id, documentId: first.id };
    const link = await call(linkHandler, employee, { path: '/link', params });
    expect(link.status).toBe(200);
    expect(String(link.body.url)).toContain('X-Amz-Expires=300');
    const served = await fetch(String(link.body.url));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);

    expect(await call(reviewHandler, employee, { path: '/review', params, body: { decision: 'rejected' } })).toMatchObject({ status: 400 });
    // An ID is verified only with the reviewer's confirmation that its name and date of birth are the profile's,
    // and only once the profile has them to compare with.
    expect(await call(reviewHandler, employee, { path: '/review', params, body: { decision: 'verified' } })).toMatchObject({
      status: 400,
      body: { message: identityMessages.reviewIdentityConfirmRequired },
    });
    const confirmed = { decision: 'verified', identityConfirmed: true };
    expect(await call(reviewHandler, employee, { path: '/review', params, body: confirmed })).toMatchObject({ status: 409, body: { message: identityMessages.reviewProfileIncomplete } });
    await deps.profiles.get(client.id).then(({ profile }) =>
      documentClient(deps.config).send(new PutCommand({ TableName: deps.config.tableName, Item: { PK: `USER#${client.id}`, SK: 'PROFILE', ...profile, dateOfBirth: '1990-02-03' } })),
    );
    const verified = await call(reviewHandler, employee, { path: '/review', params, body: confirmed });
    expect(verified.body.document).toMatchObject({ status: 'verified', reason: null });
    expect(await deps.identity.get(client.id)).toMatchObject({ fullName: 'Dana Client', dateOfBirth: '1990-02-03', documentId: first.id, verifiedBy: employee.id, lockedAt: null });
    expect((await call(reviewHandler, employee, { path: '/review', params, body: confirmed })).status).toBe(409);
    const rejected = await call(reviewHandler, employee, { path: '/review', params: { userId: client.id, documentId: second.id }, body: { decision: 'rejected', reason: 'The pay stub is cut off' } });
    expect(rejected.body.document).toMatchObject({ status: 'rejected', reason: 'The pay stub is cut off' });

    const notes = await deps.notifications.list(client.id);
    expect(notes.map((n) => n.kind).sort()).toEqual(['document_rejected', 'document_verified']);
    expect(notes.find((n) => n.kind === 'document_rejected')?.body).toContain('The pay stub is cut off');

    const audit = await auditWhere(deps, (e) => e.targetUserId === client.id);
    expect(audit.map((e) => e.action).sort()).toEqual(['document.reject', 'document.verify', 'document.view']);
    expect(audit.every((e) => e.actorId === employee.id)).toBe(true);

    // Decided documents leave the queue; another user's id, or one not waiting, is not found.
    expect((await call(reviewHandler, employee, { path: '/review', params: { userId: randomUUID(), documentId: first.id }, body: { decision: 'verified' } })).status).toBe(404);
  });
});

describe('GuardDuty scan results (AWS)', () => {
  it('moves a scanning document to review when clean and to quarantine when infected; other keys are ignored', async () => {
    const client = await payingClient();
    const clean = (await upload(client, 'a.pdf', 'application/pdf', PDF)).document;
    const infected = (await upload(client, 'b.pdf', 'application/pdf', PDF)).document;
    for (const d of [clean, infected]) await deps.documents.transition(client.id, d.id, ['uploading'], { status: 'scanning' });
    const event = (key: string, status: string, bucketName = stack.env.BUCKET_NAME) => ({
      detail: { s3ObjectDetails: { bucketName, objectKey: key }, scanResultDetails: { scanResultStatus: status } },
    });
    expect(await scanResultHandler(event(documentFileKey(client.id, clean.id), 'NO_THREATS_FOUND'))).toEqual({ applied: true, status: 'pending_review' });
    expect(await scanResultHandler(event(documentFileKey(client.id, infected.id), 'THREATS_FOUND'))).toEqual({ applied: true, status: 'quarantined' });
    expect(await scanResultHandler(event(quarantineFileKey(client.id, infected.id), 'THREATS_FOUND'))).toEqual({ applied: false, status: null });
    // Delivered again: the quarantine is done, nothing changes (one file, one notification).
    expect(await scanResultHandler(event(documentFileKey(client.id, infected.id), 'THREATS_FOUND'))).toEqual({ applied: false, status: null });
    expect(await deps.files.listKeys(userFilePrefix(client.id))).toEqual([documentFileKey(client.id, clean.id), quarantineFileKey(client.id, infected.id)]);
    expect(await deps.notifications.list(client.id)).toHaveLength(1);
    expect(await scanResultHandler(event(documentFileKey(client.id, clean.id), 'NO_THREATS_FOUND', 'another-bucket'))).toEqual({ applied: false });
  });

  it('applies a result only to the version the upload pinned: a clean scan of a later write changes nothing', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'a.pdf', 'application/pdf', PDF);
    // As in a versioned bucket: completion pinned version v1; the form was then used again (v2).
    await deps.documents.transition(client.id, document.id, ['uploading'], { status: 'scanning', versionId: 'v1', sha256: sha256(PDF) });
    const key = documentFileKey(client.id, document.id);
    const event = (versionId: string, status: string) => ({
      detail: { s3ObjectDetails: { bucketName: stack.env.BUCKET_NAME, objectKey: key, versionId }, scanResultDetails: { scanResultStatus: status } },
    });
    expect(await scanResultHandler(event('v2', 'NO_THREATS_FOUND'))).toEqual({ applied: false, status: null });
    expect((await deps.documents.get(client.id, document.id))?.status).toBe('scanning');
    expect(await scanResultHandler(event('v1', 'NO_THREATS_FOUND'))).toEqual({ applied: true, status: 'pending_review' });
    expect(await deps.documents.get(client.id, document.id)).toMatchObject({ versionId: 'v1', scanResult: 'clean' });
  });
});

describe('the document staff review is the document the client uploaded', () => {
  const link = (userId: string, documentId: string) => call(linkHandler, employee, { path: '/link', params: { userId, documentId } });

  it('gives every upload a fresh key, and signs the form for that exact key only', async () => {
    const client = await payingClient();
    const first = await upload(client, 'a.pdf', 'application/pdf', PDF);
    const second = await upload(client, 'a.pdf', 'application/pdf', PDF);
    expect(first.fields.key).not.toBe(second.fields.key);
    for (const { fields, document } of [first, second]) {
      expect(fields.key).toBe(documentFileKey(client.id, document.id));
      const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
      expect(policy.conditions).toContainEqual(['eq', '$key', fields.key]);
      expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    }
    // The form cannot be pointed at another key: not the other upload's, not another client's.
    const other = await payingClient();
    const started = await call(startHandler, client, { path: '/api/documents', body: { documentType: 'id', fileName: 'b.pdf', contentType: 'application/pdf', sizeBytes: PDF.length } });
    const target = (started.body as { upload: Target }).upload;
    expect((await post(target, PDF, 'application/pdf', { key: first.fields.key! })).status).toBe(403);
    expect((await post(target, PDF, 'application/pdf', { key: documentFileKey(other.id, randomUUID()) })).status).toBe(403);
    expect(await deps.files.listKeys(userFilePrefix(other.id))).toEqual([]);
  });

  it('refuses a second post to a completed document’s form, and staff still get the scanned version', async () => {
    const client = await payingClient();
    const { document, target } = await upload(client, 'passport.pdf', 'application/pdf', PDF);
    expect((await complete(client, document.id)).body.document).toMatchObject({ status: 'pending_review' });

    const swapped = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR)]);
    const again = await post(target, swapped, 'application/pdf');
    expect(again.status).toBe(412);
    expect(await again.text()).toContain('PreconditionFailed');
    expect(await complete(client, document.id)).toMatchObject({ status: 409, body: { message: documentMessages.alreadyCompleted } });

    const opened = await link(client.id, document.id);
    expect(opened.status).toBe(200);
    const served = await fetch(String(opened.body.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
  });

  it('never serves staff an object swapped in after completion: no new link, and a link already given stops working', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'id.png', 'image/png', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(32, 1)]));
    expect((await complete(client, document.id)).body.document).toMatchObject({ status: 'pending_review' });
    const given = await link(client.id, document.id);
    expect(given.status).toBe(200);

    // Another file written to the key by any way around the form (in AWS: a newer version of the key).
    const other = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from('another person’s ID')]);
    await deps.files.put(documentFileKey(client.id, document.id), other, 'image/png');

    expect(await link(client.id, document.id)).toMatchObject({ status: 409, body: { message: documentMessages.changedSinceUpload } });
    const served = await fetch(String(given.body.url));
    expect(served.status).toBe(403);
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('another person'))).toBe(false);
    // Only the openings that served the pinned file are audited.
    const views = (await deps.audit.listAudit(100)).items.filter((e) => e.targetUserId === client.id && e.action === 'document.view');
    expect(views).toHaveLength(1);
  });

  it('serves no document that is not scanned clean, even through a link signed for it', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'a.pdf', 'application/pdf', PDF);
    // Uploaded, not completed: never checked, never scanned.
    expect((await link(client.id, document.id)).status).toBe(404);
    const signed = await deps.files.presignDownload(documentFileKey(client.id, document.id));
    expect((await fetch(signed)).status).toBe(403);
  });

  it('keeps the pin in the account export, and deletes the file with the account', async () => {
    const client = await payingClient();
    const { document } = await upload(client, 'a.pdf', 'application/pdf', PDF);
    await complete(client, document.id);
    const exported = await exportAccount(deps, { id: client.id, email: client.email, groups: client.groups });
    expect(exported.files).toEqual([documentFileKey(client.id, document.id)]);
    expect(exported.items).toContainEqual(expect.objectContaining({ id: document.id, sha256: sha256(PDF), scanResult: 'clean' }));
    await deleteAccount(deps, client.id);
    expect(await deps.files.listKeys(userFilePrefix(client.id))).toEqual([]);
    expect(await deps.documents.list(client.id)).toEqual([]);
  });
});
