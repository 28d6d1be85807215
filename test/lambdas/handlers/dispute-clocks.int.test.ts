import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { deskMessages, disputeMessages, disputeResponse, staffDisputeResponse, type DisputeView } from '../../../lambdas/contract/disputes.js';
import { letterMessages, letterResponse } from '../../../lambdas/contract/letters.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import { auditWhere, itemsUnder } from '../../support/admin.js';
import { viewerHeaders } from '../../support/client-address.js';
import { deskEmployee, lockedEliteClient, type Member } from '../../support/dispute-desk.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/**
 * The clocks the law runs, through the handlers against the emulators, each call on its own clock: the receipt the
 * desk records from the tracking, the refusal to file the same dispute again, and 45 days only through a supplemental
 * letter generated and mailed.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

type Name = 'affirm' | 'file' | 'get' | 'information' | 'sent' | 'receipt' | 'result' | 'status' | 'supplementSent' | 'letter';
let handlers: Record<Name, LambdaHandler>;
let staff: Member;
beforeAll(async () => {
  handlers = {
    affirm: (await import('../../../lambdas/handlers/dispute-affirm.js')).handler,
    file: (await import('../../../lambdas/handlers/dispute-file.js')).handler,
    get: (await import('../../../lambdas/handlers/dispute-get.js')).handler,
    information: (await import('../../../lambdas/handlers/dispute-add-information.js')).handler,
    sent: (await import('../../../lambdas/handlers/admin-mark-dispute-sent.js')).handler,
    receipt: (await import('../../../lambdas/handlers/admin-record-dispute-receipt.js')).handler,
    result: (await import('../../../lambdas/handlers/admin-record-dispute-result.js')).handler,
    status: (await import('../../../lambdas/handlers/admin-set-dispute-status.js')).handler,
    supplementSent: (await import('../../../lambdas/handlers/admin-mark-supplement-sent.js')).handler,
    letter: (await import('../../../lambdas/handlers/admin-dispute-letter.js')).handler,
  };
  staff = await deskEmployee(base);
});
afterEach(() => setDeps(undefined));

const newClient = () => lockedEliteClient(base);

async function call(handler: LambdaHandler, who: Member, on: string, opts: { body?: unknown; params?: Record<string, string>; query?: Record<string, string> } = {}) {
  setDeps({ ...base, now: () => new Date(`${on}T15:00:00.000Z`) });
  const event: HttpEvent = httpEvent({
    method: 'POST',
    path: '/api/test',
    ...(opts.body === undefined ? {} : { body: opts.body }),
    ...(opts.query ? { query: opts.query } : {}),
    headers: viewerHeaders(),
    // Signed in that day: a staff session lasts at most 12 hours, and each call here is on its own day.
    claims: idClaims({ sub: who.id, email: who.email, 'cognito:groups': who.groups, auth_time: Date.parse(`${on}T14:55:00.000Z`) / 1000 }),
  });
  if (opts.params) event.pathParameters = opts.params;
  const res = await handler(event);
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body as string) as Record<string, unknown>) : undefined };
}

const request = (over: Record<string, unknown> = {}) => ({
  accountName: 'CAPITAL ONE ····4821',
  reason: 'Incorrect balance reported',
  description: 'The balance is $1,240, not $1,610.',
  amountCents: 124_000,
  accountKey: 'capital-one-4821',
  findingId: null,
  bureaus: ['experian'],
  ...over,
});

async function file(client: Member, on: string, over: Record<string, unknown> = {}): Promise<DisputeView> {
  const res = await call(handlers.file, client, on, { body: request(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The client affirms what the letters will say in their name (no letter before it).
  const { dispute } = disputeResponse.parse(res.body);
  const affirmed = await call(handlers.affirm, client, on, { params: { id: dispute.id }, body: { affirmed: true } });
  expect(affirmed.status, JSON.stringify(affirmed.body)).toBe(200);
  return disputeResponse.parse(affirmed.body).dispute;
}

const deskParams = (client: Member, d: DisputeView) => ({ userId: client.id, id: d.id });
const item = (view: DisputeView, bureau: string) => view.items.find((i) => i.bureau === bureau)!;
const clientView = async (client: Member, d: DisputeView, on: string) => disputeResponse.parse((await call(handlers.get, client, on, { params: { id: d.id } })).body).dispute;

describe('the receipt the desk records from the tracking', () => {
  it('presumes receipt 5 business days after mailing, runs the clock from the receipt recorded instead, and is overdue only after the results were due', async () => {
    const client = await newClient();
    const dispute = await file(client, '2026-11-02', { bureaus: ['experian', 'equifax'] });
    const sent = await call(handlers.sent, staff, '2026-11-03', { params: deskParams(client, dispute), body: { bureaus: ['experian'], sentAt: '2026-11-02', trackingNumbers: { experian: '9400 1000 0000 0000 0000 00' } } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(item(staffDisputeResponse.parse(sent.body).dispute, 'experian')).toMatchObject({
      sentAt: '2026-11-02',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      receivedAt: '2026-11-09',
      receiptPresumed: true,
      dueAt: '2026-12-09',
      resultsDueAt: '2026-12-16',
    });

    // The tracking shows delivery on Thursday 5 November: 30 days end Saturday 5 December, results due Friday 11 December.
    const receipt = await call(handlers.receipt, staff, '2026-11-06', { params: deskParams(client, dispute), body: { bureau: 'experian', receivedAt: '2026-11-05' } });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    const expected = { receivedAt: '2026-11-05', receiptPresumed: false, dueAt: '2026-12-05', extended: false, resultsDueAt: '2026-12-11' };
    expect(item(staffDisputeResponse.parse(receipt.body).dispute, 'experian')).toMatchObject(expected);
    expect(item(await clientView(client, dispute, '2026-11-06'), 'experian')).toMatchObject({ ...expected, overdue: false });
    const audit = await auditWhere(base, (e) => e.targetUserId === client.id && e.action === 'dispute.receipt');
    expect(audit).toEqual([expect.objectContaining({ actorId: staff.id, details: { disputeId: dispute.id, bureau: 'experian', receivedAt: '2026-11-05' } })]);
    const notes = await base.notifications.list(client.id);
    expect(notes.map((n) => n.body)).toContain(deskMessages.receiptNote('CAPITAL ONE ····4821', 'Experian', '2026-11-05', '2026-12-05', '2026-12-11'));

    // Past the investigation's end is not overdue yet: the results have 5 business days more.
    expect(item(await clientView(client, dispute, '2026-12-07'), 'experian').overdue).toBe(false);
    expect(item(await clientView(client, dispute, '2026-12-11'), 'experian').overdue).toBe(false);
    expect(item(await clientView(client, dispute, '2026-12-12'), 'experian').overdue).toBe(true);
  });

  it('refuses a bureau not mailed yet (409), a date before mailing or in the future (400), and a client (403)', async () => {
    const client = await newClient();
    const dispute = await file(client, '2026-11-02', { bureaus: ['experian', 'equifax'] });
    await call(handlers.sent, staff, '2026-11-03', { params: deskParams(client, dispute), body: { bureaus: ['experian'], sentAt: '2026-11-03' } });
    const params = deskParams(client, dispute);
    expect(await call(handlers.receipt, staff, '2026-11-06', { params, body: { bureau: 'equifax', receivedAt: '2026-11-05' } })).toMatchObject({ status: 409, body: { message: deskMessages.notSentYet('Equifax') } });
    expect(await call(handlers.receipt, staff, '2026-11-06', { params, body: { bureau: 'experian', receivedAt: '2026-11-02' } })).toMatchObject({ status: 400, body: { message: deskMessages.receivedBeforeSent('Experian') } });
    expect(await call(handlers.receipt, staff, '2026-11-06', { params, body: { bureau: 'experian', receivedAt: '2026-11-07' } })).toMatchObject({ status: 400, body: { message: deskMessages.inFuture } });
    expect((await call(handlers.receipt, client, '2026-11-06', { params, body: { bureau: 'experian', receivedAt: '2026-11-05' } })).status).toBe(403);
    expect(item(await clientView(client, dispute, '2026-11-06'), 'experian')).toMatchObject({ receivedAt: '2026-11-10', receiptPresumed: true });
  });
});

describe('filing the same dispute again (FCRA §611(a)(3))', () => {
  it('is refused while one is open at that bureau and after "verified" without new information; with new information it is filed and its letter says what is new', async () => {
    const client = await newClient();
    const first = await file(client, '2026-11-02');
    const stored = async () => (await itemsUnder(base, `USER#${client.id}`)).filter((i) => String(i.SK).startsWith('DISPUTE#')).length;

    // Still open (not even mailed): refused, nothing stored; the same account at another bureau is fine.
    const again = await call(handlers.file, client, '2026-11-03', { body: request() });
    expect(again).toMatchObject({ status: 409, body: { message: disputeMessages.alreadyOpen('CAPITAL ONE ····4821', 'Experian') } });
    expect(await stored()).toBe(1);
    await file(client, '2026-11-03', { bureaus: ['transunion'] });

    // Experian answers "verified" and the desk closes the dispute: the same dispute again needs something new.
    const params = deskParams(client, first);
    expect((await call(handlers.sent, staff, '2026-11-04', { params, body: { bureaus: ['experian'], sentAt: '2026-11-04' } })).status).toBe(200);
    expect((await call(handlers.result, staff, '2026-12-01', { params, body: { bureau: 'experian', result: 'verified', respondedAt: '2026-11-30' } })).status).toBe(200);
    expect((await call(handlers.status, staff, '2026-12-01', { params, body: { status: 'resolved' } })).status).toBe(200);
    const verified = await call(handlers.file, client, '2026-12-02', { body: request({ accountName: 'capital one  ····4821', accountKey: null }) });
    expect(verified).toMatchObject({ status: 409, body: { message: disputeMessages.verifiedNeedsNewInformation('capital one  ····4821', 'Experian', 'verified', '2026-11-30') } });
    const blank = await call(handlers.file, client, '2026-12-02', { body: request({ newInformation: '   ' }) });
    expect(blank.status).toBe(409);
    expect(await stored()).toBe(2);

    const newInformation = 'My October statement from Capital One shows a balance of $1,240.';
    const refiled = await file(client, '2026-12-02', { newInformation });
    expect(refiled.newInformation).toBe(newInformation);
    const letter = await call(handlers.letter, staff, '2026-12-02', { params: { ...deskParams(client, refiled), bureau: 'experian' } });
    expect(letter.status, JSON.stringify(letter.body)).toBe(200);
    expect(letterResponse.parse(letter.body).letter.items[0]!.lines).toEqual(expect.arrayContaining([newInformation]));
  });
});

describe('45 days only through a supplemental letter', () => {
  it('keeps 30 days when the client types information in the app, and gives 45 once the supplemental letter is generated and mailed within the 30 days', async () => {
    const client = await newClient();
    const dispute = await file(client, '2026-11-02', { bureaus: ['experian', 'equifax'] });
    const params = deskParams(client, dispute);
    await call(handlers.sent, staff, '2026-11-02', { params, body: { bureaus: ['experian', 'equifax'], sentAt: '2026-11-02' } });

    // A note typed in the app reaches no bureau: no extension.
    const added = await call(handlers.information, client, '2026-11-20', { params: { id: dispute.id }, body: { text: 'My statement showing $1,240 is attached.' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    for (const i of disputeResponse.parse(added.body).dispute.items) expect(i).toMatchObject({ dueAt: '2026-12-09', extended: false, resultsDueAt: '2026-12-16' });

    // The mailing of a letter never generated cannot be recorded.
    const early = await call(handlers.supplementSent, staff, '2026-11-21', { params, body: { bureaus: ['experian'], sentAt: '2026-11-21' } });
    expect(early).toMatchObject({ status: 409, body: { message: deskMessages.supplementNotGenerated('Experian') } });

    // The desk downloads the supplemental letters: they carry what the client added.
    for (const bureau of ['experian', 'equifax']) {
      const res = await call(handlers.letter, staff, '2026-11-21', { params: { ...params, bureau }, query: { kind: 'supplement' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { letter, fileName } = letterResponse.parse(res.body);
      expect(fileName).toBe(`additional-information-${bureau}-${dispute.id.slice(0, 8)}.pdf`);
      expect(letter.subject).toBe(letterMessages.supplementSubject);
      expect(letter.items[0]!.lines).toContain('My statement showing $1,240 is attached.');
    }

    // Experian's is mailed on 1 December, within its 30 days (to 9 December): 45 days, to 24 December.
    const within = await call(handlers.supplementSent, staff, '2026-12-01', { params, body: { bureaus: ['experian'], sentAt: '2026-12-01' } });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect(item(staffDisputeResponse.parse(within.body).dispute, 'experian')).toMatchObject({ supplementSentAt: '2026-12-01', dueAt: '2026-12-24', extended: true, resultsDueAt: '2027-01-04' });

    // Equifax's goes on 10 December, after its 30 days: recorded, no extension.
    const late = await call(handlers.supplementSent, staff, '2026-12-10', { params, body: { bureaus: ['equifax'], sentAt: '2026-12-10' } });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(item(staffDisputeResponse.parse(late.body).dispute, 'equifax')).toMatchObject({ supplementSentAt: '2026-12-10', dueAt: '2026-12-09', extended: false });

    const view = await clientView(client, dispute, '2026-12-17');
    expect(item(view, 'experian').overdue).toBe(false);
    expect(item(view, 'equifax').overdue).toBe(true);
    const audit = await auditWhere(base, (e) => e.targetUserId === client.id && e.action === 'dispute.supplement-sent');
    expect(audit).toHaveLength(2);
  });

  it('gives 45 days from the start to a dispute filed after a free annual disclosure', async () => {
    const client = await newClient();
    const dispute = await file(client, '2026-11-02', { afterFreeDisclosure: true });
    const sent = await call(handlers.sent, staff, '2026-11-02', { params: deskParams(client, dispute), body: { bureaus: ['experian'], sentAt: '2026-11-02' } });
    expect(item(staffDisputeResponse.parse(sent.body).dispute, 'experian')).toMatchObject({ dueAt: '2026-12-24', extended: true, resultsDueAt: '2027-01-04' });
  });
});
