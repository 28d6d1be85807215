import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { disputeMessages, disputeResponse, staffDisputeResponse, type DisputeView } from '../../../lambdas/contract/disputes.js';
import { ladderDocumentResponse, ladderMessages } from '../../../lambdas/contract/dispute-ladder.js';
import type { HttpEvent, LambdaHandler } from '../../../lambdas/http/route.js';
import { viewerHeaders } from '../../support/client-address.js';
import { deskEmployee, lockedEliteClient, type Member } from '../../support/dispute-desk.js';
import { httpEvent, idClaims } from '../../support/http-event.js';
import { useLocalStack } from '../../support/local.js';

/**
 * The escalation ladder through the handlers against the emulators, each call on its own day: a bureau answers
 * "verified", the client asks for the method of verification, writes their own dispute to the creditor, then prepares
 * the complaint packet; every step refused with its reason while it is not open, and another client's dispute is 404.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));

type Name = 'file' | 'get' | 'sent' | 'receipt' | 'result' | 'verification' | 'step' | 'answer' | 'document' | 'deskGet' | 'exportAccount';
let handlers: Record<Name, LambdaHandler>;
let staff: Member;
beforeAll(async () => {
  handlers = {
    file: (await import('../../../lambdas/handlers/dispute-file.js')).handler,
    get: (await import('../../../lambdas/handlers/dispute-get.js')).handler,
    sent: (await import('../../../lambdas/handlers/admin-mark-dispute-sent.js')).handler,
    receipt: (await import('../../../lambdas/handlers/admin-record-dispute-receipt.js')).handler,
    result: (await import('../../../lambdas/handlers/admin-record-dispute-result.js')).handler,
    verification: (await import('../../../lambdas/handlers/dispute-verification-request.js')).handler,
    step: (await import('../../../lambdas/handlers/dispute-ladder-step.js')).handler,
    answer: (await import('../../../lambdas/handlers/dispute-furnisher-answer.js')).handler,
    document: (await import('../../../lambdas/handlers/dispute-ladder-document.js')).handler,
    deskGet: (await import('../../../lambdas/handlers/admin-get-dispute.js')).handler,
    exportAccount: (await import('../../../lambdas/handlers/export-account.js')).handler,
  };
  staff = await deskEmployee(base);
});
afterEach(() => setDeps(undefined));

const newClient = () => lockedEliteClient(base);

async function call(handler: LambdaHandler, who: Member, on: string, opts: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  setDeps({ ...base, now: () => new Date(`${on}T15:00:00.000Z`) });
  const event: HttpEvent = httpEvent({
    method: opts.method ?? 'POST',
    path: '/api/test',
    ...(opts.body === undefined ? {} : { body: opts.body }),
    headers: viewerHeaders(),
    // Signed in on the call's own day: a staff session ends 12 hours after it, whatever day the test runs.
    claims: idClaims({ sub: who.id, email: who.email, 'cognito:groups': who.groups, auth_time: Math.floor(Date.parse(`${on}T14:59:00.000Z`) / 1000) }),
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

/** Filed on 2 November, mailed on the 3rd, received on the 5th (from tracking), answered "verified" on 20 November. */
async function verifiedDispute(client: Member, over: Record<string, unknown> = {}): Promise<DisputeView> {
  const filed = await call(handlers.file, client, '2026-11-02', { body: request(over) });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  const dispute = disputeResponse.parse(filed.body).dispute;
  const desk = { userId: client.id, id: dispute.id };
  expect((await call(handlers.sent, staff, '2026-11-03', { params: desk, body: { bureaus: ['experian'], sentAt: '2026-11-03' } })).status).toBe(200);
  expect((await call(handlers.receipt, staff, '2026-11-06', { params: desk, body: { bureau: 'experian', receivedAt: '2026-11-05' } })).status).toBe(200);
  // While the bureau investigates, the ladder is closed (an excluded kind of dispute says so first).
  const before = await step(client, dispute, 'complaint', '2026-11-10');
  expect(before).toMatchObject({ status: 409, body: { message: ladderMessages.notOpen } });
  const result = await call(handlers.result, staff, '2026-11-20', { params: desk, body: { bureau: 'experian', result: 'verified', respondedAt: '2026-11-20' } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return dispute;
}

const step = (client: Member, d: DisputeView, name: string, on: string, body: unknown = {}) => call(handlers.step, client, on, { params: { id: d.id, step: name }, body });
const documentOf = (client: Member, d: DisputeView, name: string, on: string) => call(handlers.document, client, on, { method: 'GET', params: { id: d.id, step: name } });
const answer = (client: Member, d: DisputeView, on: string, body: unknown) => call(handlers.answer, client, on, { method: 'PUT', params: { id: d.id }, body });
const OWN_WORDS = 'My September statement shows a balance of $1,240.00; you report $1,610.00. I enclose the statement.';

describe('the escalation ladder after "verified"', () => {
  it('takes the steps in order: method of verification, the client\'s own dispute to the creditor, then the complaint packet; each refused before its turn', async () => {
    const client = await newClient();
    const dispute = await verifiedDispute(client);

    const tooEarly = await step(client, dispute, 'furnisher', '2026-11-21', { statement: OWN_WORDS, affirmed: true });
    expect(tooEarly).toMatchObject({ status: 409, body: { message: ladderMessages.verificationFirst('Experian') } });
    expect(await step(client, dispute, 'complaint', '2026-11-21')).toMatchObject({ status: 409, body: { message: ladderMessages.verificationFirst('Experian') } });
    expect(await step(client, dispute, 'attorney', '2026-11-21')).toMatchObject({ status: 409, body: { message: ladderMessages.noGrounds } });
    expect(await documentOf(client, dispute, 'complaint', '2026-11-21')).toMatchObject({ status: 409, body: { message: ladderMessages.stepNotTaken(ladderMessages.stepTitles.complaint) } });

    expect((await call(handlers.verification, client, '2026-11-21', { params: { id: dispute.id }, body: { bureau: 'experian' } })).status).toBe(200);
    expect(await step(client, dispute, 'complaint', '2026-11-22')).toMatchObject({ status: 409, body: { message: ladderMessages.furnisherFirst } });
    expect((await step(client, dispute, 'furnisher', '2026-11-22', { statement: OWN_WORDS })).status).toBe(400);
    expect((await step(client, dispute, 'furnisher', '2026-11-22', { statement: 'Wrong.', affirmed: true })).status).toBe(400);

    const furnisher = await step(client, dispute, 'furnisher', '2026-11-22', { statement: OWN_WORDS, affirmed: true });
    expect(furnisher.status, JSON.stringify(furnisher.body)).toBe(200);
    const afterFurnisher = disputeResponse.parse(furnisher.body).dispute.ladder;
    expect(afterFurnisher.next).toBe('complaint');
    expect(afterFurnisher.furnisherDispute).toEqual({
      statement: OWN_WORDS,
      affirmation: ladderMessages.affirmation,
      affirmedAt: '2026-11-22T15:00:00.000Z',
      answerDueFrom: '2026-12-22',
      answer: null,
    });

    const letter = await documentOf(client, dispute, 'furnisher', '2026-11-22');
    expect(letter.status, JSON.stringify(letter.body)).toBe(200);
    const { document } = ladderDocumentResponse.parse(letter.body);
    expect(document.items.find((i) => i.heading === 'What I dispute and why')!.lines).toEqual([OWN_WORDS]);

    const complaint = await step(client, dispute, 'complaint', '2026-11-23');
    expect(complaint.status).toBe(200);
    const ladder = disputeResponse.parse(complaint.body).dispute.ladder;
    expect(ladder.next).toBeNull();
    expect(ladder.steps.map((s) => [s.step, s.state, s.at])).toEqual([
      ['verification', 'done', '2026-11-21T15:00:00.000Z'],
      ['furnisher', 'done', '2026-11-22T15:00:00.000Z'],
      ['complaint', 'done', '2026-11-23T15:00:00.000Z'],
      ['attorney', 'not_applicable', null],
    ]);
    // Asked again: nothing changes, the first date stays.
    expect(disputeResponse.parse((await step(client, dispute, 'complaint', '2026-11-25')).body).dispute.ladder.steps[2]!.at).toBe('2026-11-23T15:00:00.000Z');

    const packet = await documentOf(client, dispute, 'complaint', '2026-11-23');
    expect(packet.status).toBe(200);
    const parsed = ladderDocumentResponse.parse(packet.body);
    expect(parsed.fileName).toBe(`cfpb-complaint-packet-${dispute.id.slice(0, 8)}.pdf`);
    expect(parsed.document.items.map((i) => i.heading)).toEqual(['1. Product', '2. Issue', '3. What happened', '4. Desired resolution', '5. Company']);

    // The desk sees the same dates.
    const desk = await call(handlers.deskGet, staff, '2026-11-23', { method: 'GET', params: { userId: client.id, id: dispute.id } });
    expect(staffDisputeResponse.parse(desk.body).dispute.ladder.steps.map((s) => s.at)).toEqual(ladder.steps.map((s) => s.at));

    // The account export carries the ladder as stored.
    const exported = await call(handlers.exportAccount, client, '2026-11-23', { method: 'GET' });
    const stored = (exported.body!.items as { id?: string; ladder?: unknown }[]).find((i) => i.id === dispute.id);
    expect(stored?.ladder).toMatchObject({ furnisher: { statement: OWN_WORDS }, complaintAt: '2026-11-23T15:00:00.000Z', attorneyAt: null });
  });

  it('leaves the creditor out for a dispute about personal information (12 CFR 1022.43(b)(1)): the complaint follows the verification', async () => {
    const client = await newClient();
    const dispute = await verifiedDispute(client, { reason: 'Incorrect personal information', accountName: 'An address I never lived at', accountKey: null, amountCents: null });
    expect((await call(handlers.verification, client, '2026-11-21', { params: { id: dispute.id }, body: { bureau: 'experian' } })).status).toBe(200);
    expect(await step(client, dispute, 'furnisher', '2026-11-22', { statement: OWN_WORDS, affirmed: true })).toMatchObject({
      status: 409,
      body: { message: ladderMessages.furnisherExcluded.identifying_information },
    });
    expect((await step(client, dispute, 'complaint', '2026-11-22')).status).toBe(200);
  });

  it("answers 404 for another client's dispute, for the step and the document alike", async () => {
    const owner = await newClient();
    const other = await newClient();
    const dispute = await verifiedDispute(owner);
    expect(await step(other, dispute, 'complaint', '2026-11-21')).toMatchObject({ status: 404, body: { message: disputeMessages.notFound } });
    expect(await documentOf(other, dispute, 'complaint', '2026-11-21')).toMatchObject({ status: 404, body: { message: disputeMessages.notFound } });
  });

  it("records the creditor's answer once the client's dispute to it is done: refused before, checked on its date, replaced when recorded again, carried by the packet, the desk and the export", async () => {
    const client = await newClient();
    const other = await newClient();
    const dispute = await verifiedDispute(client);
    expect((await call(handlers.verification, client, '2026-11-21', { params: { id: dispute.id }, body: { bureau: 'experian' } })).status).toBe(200);

    // Before the dispute to the creditor: 409 with the ladder's note; another client's dispute: 404.
    expect(await answer(client, dispute, '2026-11-21', { outcome: 'verified', on: '2026-11-21' })).toMatchObject({ status: 409, body: { message: ladderMessages.furnisherFirst } });
    expect((await step(client, dispute, 'furnisher', '2026-11-22', { statement: OWN_WORDS, affirmed: true })).status).toBe(200);
    expect(await answer(other, dispute, '2026-11-25', { outcome: 'verified', on: '2026-11-25' })).toMatchObject({ status: 404, body: { message: disputeMessages.notFound } });

    // Bad input: 400 with the field's message.
    expect(await answer(client, dispute, '2026-11-25', { outcome: 'maybe', on: '2026-11-25' })).toMatchObject({ status: 400, body: { fields: { outcome: ladderMessages.answerOutcomeRequired } } });
    expect(await answer(client, dispute, '2026-11-25', { outcome: 'verified', on: '2026-11-25', note: 'x'.repeat(2001) })).toMatchObject({ status: 400, body: { fields: { note: ladderMessages.answerNoteTooLong } } });
    expect(await answer(client, dispute, '2026-11-25', { outcome: 'verified', on: '2026-11-21' })).toMatchObject({
      status: 400,
      body: { fields: { on: ladderMessages.answerBeforeDispute('November 22, 2026') } },
    });
    expect(await answer(client, dispute, '2026-11-25', { outcome: 'verified', on: '2026-11-26' })).toMatchObject({ status: 400, body: { fields: { on: ladderMessages.answerInFuture } } });
    // No answer is only for after the creditor's 30 days, counted from the day the letter was prepared.
    expect(await answer(client, dispute, '2026-12-21', { outcome: 'no_answer' })).toMatchObject({ status: 409, body: { message: ladderMessages.noAnswerTooEarly('December 22, 2026') } });

    const first = await answer(client, dispute, '2026-11-30', { outcome: 'corrected', on: '2026-11-28', note: '  Their letter of November 28.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(disputeResponse.parse(first.body).dispute.ladder.furnisherDispute?.answer).toEqual({
      outcome: 'corrected',
      on: '2026-11-28',
      note: 'Their letter of November 28.',
      recordedAt: '2026-11-30T15:00:00.000Z',
    });
    // Recorded again (the client misread the letter): the new answer replaces the first; the complaint stays next.
    const second = await answer(client, dispute, '2026-12-22', { outcome: 'no_answer' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const ladder = disputeResponse.parse(second.body).dispute.ladder;
    expect(ladder.furnisherDispute?.answer).toEqual({ outcome: 'no_answer', on: '2026-12-22', note: null, recordedAt: '2026-12-22T15:00:00.000Z' });
    expect(ladder.next).toBe('complaint');
    const read = await call(handlers.get, client, '2026-12-23', { method: 'GET', params: { id: dispute.id } });
    expect(disputeResponse.parse(read.body).dispute.ladder.furnisherDispute?.answer?.outcome).toBe('no_answer');

    expect((await step(client, dispute, 'complaint', '2026-12-23')).status).toBe(200);
    const packet = ladderDocumentResponse.parse((await documentOf(client, dispute, 'complaint', '2026-12-23')).body);
    expect(packet.document.items.find((i) => i.heading === '3. What happened')!.lines).toContain(`December 22, 2026: ${ladderMessages.answerTimeline.no_answer}`);

    const desk = await call(handlers.deskGet, staff, '2026-12-23', { method: 'GET', params: { userId: client.id, id: dispute.id } });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(staffDisputeResponse.parse(desk.body).dispute.ladder.furnisherDispute?.answer?.outcome).toBe('no_answer');

    // The account export carries the answer as stored, inside the dispute's ladder.
    const exported = await call(handlers.exportAccount, client, '2026-12-23', { method: 'GET' });
    const stored = (exported.body!.items as { id?: string; ladder?: unknown }[]).find((i) => i.id === dispute.id);
    expect(stored?.ladder).toMatchObject({ furnisher: { statement: OWN_WORDS, answer: { outcome: 'no_answer', on: '2026-12-22', note: null } } });
  });
});
