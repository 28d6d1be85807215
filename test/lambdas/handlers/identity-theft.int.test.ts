import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import type { DocumentView } from '../../../lambdas/contract/documents.js';
import {
  FALSE_REPORT_WARNING,
  IDENTITY_THEFT_AFFIRMATION,
  identityTheftLetterResponse,
  identityTheftMessages as m,
  identityTheftResponse,
  staffIdentityTheftList,
  staffIdentityTheftResponse,
  type IdentityTheftCaseView,
} from '../../../lambdas/contract/identity-theft.js';
import { earliestSendDate } from '../../../lambdas/domain/dispute-clock.js';
import { userFilePrefix } from '../../../lambdas/domain/documents.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import { deleteAccount } from '../../../lambdas/use-cases/accounts/delete-account.js';
import { exportAccount } from '../../../lambdas/use-cases/accounts/export-account.js';
import { auditWhere, makeMember } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { card, file, hard } from '../../support/credit-files.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/**
 * The credit sweep through the handlers against the emulators: a Total client affirms under the warning, uploads their
 * FTC report through the documents pipeline (start, the browser's POST, complete: scanned), marks the items of their
 * latest file that are not theirs and sends the case for review; the letters are refused (409) until staff approve
 * (audited); another plan is refused (403), another client sees nothing of it, and the case joins export and deletion.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

type Name = 'get' | 'affirm' | 'save' | 'submit' | 'letter' | 'mailing' | 'deskList' | 'deskGet' | 'review' | 'receipt' | 'startUpload' | 'completeUpload';
let h: Record<Name, LambdaHandler>;
let staff: Member;

interface Member {
  id: string;
  email: string;
  groups: string[];
}

beforeAll(async () => {
  h = {
    get: (await import('../../../lambdas/handlers/identity-theft-get.js')).handler,
    affirm: (await import('../../../lambdas/handlers/identity-theft-affirm.js')).handler,
    save: (await import('../../../lambdas/handlers/identity-theft-save.js')).handler,
    submit: (await import('../../../lambdas/handlers/identity-theft-submit.js')).handler,
    letter: (await import('../../../lambdas/handlers/identity-theft-letter.js')).handler,
    mailing: (await import('../../../lambdas/handlers/identity-theft-mailing.js')).handler,
    deskList: (await import('../../../lambdas/handlers/admin-list-identity-theft.js')).handler,
    deskGet: (await import('../../../lambdas/handlers/admin-get-identity-theft.js')).handler,
    review: (await import('../../../lambdas/handlers/admin-review-identity-theft.js')).handler,
    receipt: (await import('../../../lambdas/handlers/admin-record-identity-theft-receipt.js')).handler,
    startUpload: (await import('../../../lambdas/handlers/document-start-upload.js')).handler,
    completeUpload: (await import('../../../lambdas/handlers/document-complete-upload.js')).handler,
  };
  const member = await makeMember(base, 'employee', 'Member123!', { totp: true });
  staff = { id: member.id, email: member.email, groups: ['employee'] };
});
afterEach(() => setDeps(undefined));

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');

/** A client on `tier` since October, with the identity a first pull locked, a verified ID document and a credit file with two accounts and a hard inquiry. */
async function newClient(tier: 'total' | 'elite' = 'total', createdAt = '2026-10-01T12:00:00.000Z'): Promise<Member> {
  const member = await makeMember(base, 'client');
  await base.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Client', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier, status: 'active', kind: tier === 'total' ? 'one-time' : 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  const identity = { fullName: 'Pat Client', dateOfBirth: '1985-04-12', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
  await base.identity.confirm(member.id, { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, documentId: 'id-document', verifiedAt: createdAt, verifiedBy: 'staff' });
  await base.identity.lock(member.id, identity, createdAt);
  await base.documents.create({
    id: 'id-document', userId: member.id, documentType: 'id', fileName: 'license.png', contentType: 'image/png', sizeBytes: 10, status: 'verified', reason: null,
    objectKey: `${userFilePrefix(member.id)}documents/id-document`, uploadedAt: createdAt, reviewedAt: createdAt, reviewedBy: 'staff',
  });
  const fileKey = `${userFilePrefix(member.id)}credit/file-1.json`;
  const credit = file({
    tradelines: [card('experian'), card('equifax'), card('experian', { key: 'fraud-auto-1', furnisher: 'FAST AUTO FINANCE', accountNumberMasked: 'XXXX7777', accountTypeLabel: 'Auto loan', dateOpened: '2026-08-02' })],
    inquiries: [hard('experian', 'FAST AUTO FINANCE', '2026-08-01')],
  });
  await base.files.put(fileKey, JSON.stringify(credit), 'application/json');
  await base.creditReports.put({
    id: 'report-1', userId: member.id, pulledAt: '2026-11-01T12:00:00.000Z', provider: 'sandbox', sandbox: true, source: 'pull', consentId: 'c1',
    view: {} as never, scores: { equifax: null, experian: null, transunion: null } as never, rawKey: 'raw', fileKey,
  });
  return { id: member.id, email: member.email, groups: ['client'] };
}

async function call(handler: LambdaHandler, who: Member, on: string, opts: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  setDeps({ ...base, now: () => new Date(`${on}T15:00:00.000Z`) });
  const event: HttpEvent = httpEvent({
    method: opts.method ?? 'POST',
    path: '/api/test',
    ...(opts.body === undefined ? {} : { body: opts.body }),
    headers: viewerHeaders(),
    // Signed in a minute before the call, on the test's clock (a staff session ends 12 hours after sign-in).
    claims: idClaims({ sub: who.id, email: who.email, 'cognito:groups': who.groups, auth_time: Date.parse(`${on}T14:59:00.000Z`) / 1000 }),
  });
  if (opts.params) event.pathParameters = opts.params;
  const res = await handler(event);
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}

/** The FTC report through the documents pipeline: start, the browser's presigned POST, complete (type check and scan). */
async function uploadReport(client: Member): Promise<DocumentView> {
  const started = await call(h.startUpload, client, '2026-11-20', { body: { documentType: 'ftc-identity-theft-report', fileName: 'ftc-report.pdf', contentType: 'application/pdf', sizeBytes: PDF.length } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { document, upload } = started.body as { document: DocumentView; upload: { url: string; fields: Record<string, string> } };
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'file');
  expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const done = await call(h.completeUpload, client, '2026-11-20', { params: { id: document.id } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return (done.body as { document: DocumentView }).document;
}

const caseOf = (res: { body?: Record<string, unknown> }) => (res.body as { case: IdentityTheftCaseView }).case;

/** Affirmed, report uploaded, the fraudulent auto loan (two bureaus' worth: one) and inquiry marked, sent for review. */
async function submitted(client: Member): Promise<IdentityTheftCaseView> {
  expect((await call(h.affirm, client, '2026-11-20', { body: { affirmed: true } })).status).toBe(200);
  const report = await uploadReport(client);
  const got = identityTheftResponse.parse((await call(h.get, client, '2026-11-20', { method: 'GET' })).body);
  const marked = got.candidates.filter((c) => c.company === 'FAST AUTO FINANCE').map((c) => c.id);
  expect(marked).toHaveLength(2);
  const saved = await call(h.save, client, '2026-11-20', { method: 'PUT', body: { reportDocumentId: report.id, itemIds: marked } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await call(h.submit, client, '2026-11-21');
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return caseOf(sent);
}

describe('the credit sweep', () => {
  it('is Total only: another plan is refused with 403 and the reason', async () => {
    const elite = await newClient('elite');
    for (const res of [await call(h.get, elite, '2026-11-20', { method: 'GET' }), await call(h.affirm, elite, '2026-11-20', { body: { affirmed: true } })]) {
      expect(res).toMatchObject({ status: 403, body: { message: m.notInPlan } });
    }
  });

  it('records the affirmation under the §1001 warning, and refuses one not affirmed', async () => {
    const client = await newClient();
    expect((await call(h.affirm, client, '2026-11-20', { body: { affirmed: false } })).status).toBe(400);
    const affirmed = caseOf(await call(h.affirm, client, '2026-11-20', { body: { affirmed: true } }));
    expect(affirmed.affirmation).toEqual({ warning: FALSE_REPORT_WARNING, wording: IDENTITY_THEFT_AFFIRMATION, at: '2026-11-20T15:00:00.000Z' });
    expect(affirmed.missing).toEqual([m.missingReport, m.missingItems]);
  });

  it('refuses every letter with 409 until staff approve; staff review is audited; then the letters list their enclosures', async () => {
    const client = await newClient();
    const before = await call(h.letter, client, '2026-11-20', { body: { kind: 'block', bureau: 'experian' } });
    expect(before).toMatchObject({ status: 409, body: { message: m.lettersBeforeApproval } });
    const inReview = await submitted(client);
    expect(inReview.status).toBe('in_review');
    for (const body of [{ kind: 'block', bureau: 'experian' }, { kind: 'alert', bureau: 'experian' }, { kind: 'freeze', bureau: 'equifax' }, { kind: 'records', company: 'FAST AUTO FINANCE', address: ['PO Box 1', 'Dallas, TX 75201'] }]) {
      expect(await call(h.letter, client, '2026-11-21', { body })).toMatchObject({ status: 409, body: { message: m.lettersBeforeApproval } });
    }
    // Changing the case while staff review it is refused.
    expect((await call(h.save, client, '2026-11-21', { method: 'PUT', body: { reportDocumentId: null, itemIds: [] } })).status).toBe(409);

    const listed = staffIdentityTheftList.parse((await call(h.deskList, staff, '2026-11-22', { method: 'GET' })).body);
    expect(listed.items.map((c) => c.userId)).toContain(client.id);
    const opened = staffIdentityTheftResponse.parse((await call(h.deskGet, staff, '2026-11-22', { method: 'GET', params: { userId: client.id } })).body).case;
    expect(opened).toMatchObject({ status: 'in_review', reportFileName: 'ftc-report.pdf', reportStatus: 'pending_review', idVerified: true });
    expect((await call(h.review, staff, '2026-11-22', { params: { userId: client.id }, body: { decision: 'rejected' } })).status).toBe(400);
    const approved = await call(h.review, staff, '2026-11-22', { params: { userId: client.id }, body: { decision: 'approved' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await call(h.review, staff, '2026-11-22', { params: { userId: client.id }, body: { decision: 'approved' } })).status).toBe(409);
    const entries = await auditWhere(base, (e) => e.targetUserId === client.id && e.action.startsWith('identity-theft.'));
    expect(entries.map((e) => e.action).sort()).toEqual(
      ['identity-theft.affirm', 'identity-theft.approve', 'identity-theft.save', 'identity-theft.submit', 'identity-theft.view'].sort(),
    );
    expect(entries.find((e) => e.action === 'identity-theft.approve')).toMatchObject({ actorId: staff.id, actorEmail: staff.email });
    // The client's own entries outlive the account: they name its id alone, never its email.
    expect(entries.find((e) => e.action === 'identity-theft.affirm')).toMatchObject({ actorId: client.id, actorEmail: '(the client)' });

    const block = identityTheftLetterResponse.parse((await call(h.letter, client, '2026-11-23', { body: { kind: 'block', bureau: 'experian' } })).body);
    expect(block.fileName).toBe('identity-theft-block-experian.pdf');
    expect(block.letter.items.map((i) => i.heading)).toEqual(['Item 1: account, FAST AUTO FINANCE', 'Item 2: inquiry, FAST AUTO FINANCE']);
    expect(block.letter.enclosures).toEqual(['Copy of my FTC Identity Theft Report (ftc-report.pdf)', 'Copy of my government-issued photo ID (license.png)']);
    expect(JSON.stringify(block.letter)).not.toMatch(/Social Security|\d{3}-\d{2}-\d{4}/);
    // Nothing marked at Equifax: nothing to block there.
    expect(await call(h.letter, client, '2026-11-23', { body: { kind: 'block', bureau: 'equifax' } })).toMatchObject({ status: 409, body: { message: m.noSuchBureauItems('Equifax') } });
    const records = identityTheftLetterResponse.parse(
      (await call(h.letter, client, '2026-11-23', { body: { kind: 'records', company: 'FAST AUTO FINANCE', address: ['PO Box 1', 'Dallas, TX 75201'] } })).body,
    );
    expect(records.letter.recipient).toEqual(['FAST AUTO FINANCE', 'PO Box 1', 'Dallas, TX 75201']);

    // Mailed Wednesday 25 November; received Monday 30: the block is due Friday 4 December.
    const mailed = caseOf(await call(h.mailing, client, '2026-11-30', { body: { bureau: 'experian', mailedAt: '2026-11-25', receivedAt: '2026-11-30' } }));
    expect(mailed.mailings).toEqual([{ bureau: 'experian', mailedAt: '2026-11-25', receivedAt: '2026-11-30', receiptOn: '2026-11-30', receiptPresumed: false, blockDueAt: '2026-12-04' }]);
  });

  it('staff record a block request\'s receipt from tracking: the deadline runs from it, not the presumption; audited; staff only', async () => {
    const client = await newClient();
    await submitted(client);
    expect((await call(h.review, staff, '2026-11-22', { params: { userId: client.id }, body: { decision: 'approved' } })).status).toBe(200);
    const receipt = (userId: string, body: unknown, who: Member = staff) => call(h.receipt, who, '2026-12-01', { params: { userId }, body });
    // Not mailed yet: nothing received.
    expect(await receipt(client.id, { bureau: 'experian', receivedAt: '2026-11-30' })).toMatchObject({ status: 409, body: { message: m.notMailed } });

    // Mailed Wednesday 25 November, receipt unknown: presumed 5 business days later (Thanksgiving skipped), block 4 after.
    const presumed = caseOf(await call(h.mailing, client, '2026-11-25', { body: { bureau: 'experian', mailedAt: '2026-11-25', receivedAt: null } }));
    expect(presumed.mailings[0]).toMatchObject({ receivedAt: null, receiptPresumed: true });

    // Tracking says Friday 27 November: the block is due Thursday 3 December.
    const recorded = await receipt(client.id, { bureau: 'experian', receivedAt: '2026-11-27' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(caseOf(recorded).mailings).toEqual([{ bureau: 'experian', mailedAt: '2026-11-25', receivedAt: '2026-11-27', receiptOn: '2026-11-27', receiptPresumed: false, blockDueAt: '2026-12-03' }]);
    const seen = identityTheftResponse.parse((await call(h.get, client, '2026-12-01', { method: 'GET' })).body);
    expect(seen.case?.mailings[0]).toMatchObject({ receivedAt: '2026-11-27', receiptPresumed: false, blockDueAt: '2026-12-03' });
    const entries = await auditWhere(base, (e) => e.targetUserId === client.id && e.action === 'identity-theft.receipt');
    expect(entries.find((e) => e.action === 'identity-theft.receipt')).toMatchObject({ actorId: staff.id, details: expect.objectContaining({ bureau: 'experian', receivedAt: '2026-11-27' }) });

    // Before the mailing, a bad date, a bureau not mailed, the client themselves, another client's id.
    expect(await receipt(client.id, { bureau: 'experian', receivedAt: '2026-11-24' })).toMatchObject({ status: 400, body: { message: m.receiptBeforeMailing } });
    expect((await receipt(client.id, { bureau: 'experian', receivedAt: '27/11/2026' })).status).toBe(400);
    expect(await receipt(client.id, { bureau: 'equifax', receivedAt: '2026-11-27' })).toMatchObject({ status: 409, body: { message: m.notMailed } });
    expect((await receipt(client.id, { bureau: 'experian', receivedAt: '2026-11-27' }, client)).status).toBe(403);
    const other = await newClient();
    expect((await receipt(other.id, { bureau: 'experian', receivedAt: '2026-11-27' })).status).toBe(404);
  });

  it('releases no letter before the right to cancel has ended (CROA), even once approved', async () => {
    const bought = '2026-11-20T15:00:00.000Z';
    const client = await newClient('total', bought);
    await submitted(client);
    expect((await call(h.review, staff, '2026-11-22', { params: { userId: client.id }, body: { decision: 'approved' } })).status).toBe(200);
    const from = earliestSendDate(new Date(bought));
    const dayBefore = new Date(Date.parse(`${from}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await call(h.letter, client, dayBefore, { body: { kind: 'block', bureau: 'experian' } })).toMatchObject({ status: 409, body: { message: m.notBeforeWindow(from) } });
    expect((await call(h.letter, client, from, { body: { kind: 'block', bureau: 'experian' } })).status).toBe(200);
  });

  it('answers another client 404 on the desk and shows them no case of someone else', async () => {
    const owner = await newClient();
    await submitted(owner);
    const other = await newClient();
    const theirs = identityTheftResponse.parse((await call(h.get, other, '2026-11-22', { method: 'GET' })).body);
    expect(theirs.case).toBeNull();
    expect(await call(h.letter, other, '2026-11-22', { body: { kind: 'block', bureau: 'experian' } })).toMatchObject({ status: 409, body: { message: m.lettersBeforeApproval } });
    expect((await call(h.deskGet, other, '2026-11-22', { method: 'GET', params: { userId: owner.id } })).status).toBe(403);
    expect((await call(h.deskGet, staff, '2026-11-22', { method: 'GET', params: { userId: other.id } })).status).toBe(404);
    // Someone else's FTC report cannot be named in one's own case.
    const ownersReport = (await base.documents.list(owner.id)).find((d) => d.documentType === 'ftc-identity-theft-report')!;
    await call(h.affirm, other, '2026-11-22', { body: { affirmed: true } });
    expect(await call(h.save, other, '2026-11-22', { method: 'PUT', body: { reportDocumentId: ownersReport.id, itemIds: [] } })).toMatchObject({ status: 400, body: { message: m.reportNotYours } });
  });

  it('joins the account export and goes with its deletion', async () => {
    const client = await newClient();
    await submitted(client);
    const exported = await exportAccount(base, { id: client.id, email: client.email, groups: client.groups });
    expect(exported.items).toContainEqual(expect.objectContaining({ kind: 'IDTHEFT', status: 'in_review', affirmation: expect.objectContaining({ wording: IDENTITY_THEFT_AFFIRMATION }) }));
    await deleteAccount(base, client.id);
    expect(await base.identityTheft.get(client.id)).toBeUndefined();
    const listed = await base.identityTheft.listInReview(100);
    expect(listed.items.map((c) => c.userId)).not.toContain(client.id);
  });
});
