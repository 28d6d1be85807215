import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/table-client.js';
import { CREDIT_PULL_CONSENT, creditMessages, creditPullResponse } from '../../../lambdas/contract/credit.js';
import { dashboardResponse } from '../../../lambdas/contract/dashboard.js';
import { identityMessages, identityReviewsResponse, type IdentityReviewView } from '../../../lambdas/contract/identity.js';
import { profileMessages } from '../../../lambdas/contract/profile.js';
import { emptyState } from '../../../lambdas/domain/subscription.js';
import { itemsUnder, json, makeMember } from '../../support/admin.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

/**
 * A credit pull names only the client (docs/security.md): black-box, through the local stack's gateway, as the
 * browser and the staff desk call it. The sandbox provider picks its persona from the profile's last name; a
 * first name 'Mixed' makes Experian return a file that names someone else.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const doc = documentClient(base.config);
const table = base.config.tableName;

interface Member {
  id: string;
  email: string;
  token: string;
}

const IDENTITY = { dateOfBirth: '1985-04-12', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

/** A paying client with the identity fields on the profile; `steps` says how far onboarding went before the pull. */
async function newClient(fullName: string, steps: { phone: boolean; id: boolean } = { phone: true, id: true }): Promise<Member & { documentId: string }> {
  const member = await makeMember(base, 'client');
  const createdAt = base.now().toISOString();
  await base.users.createUser(
    { id: member.id, role: 'client', fullName, email: member.email, createdAt, phoneNumber: '5125550100', street: IDENTITY.street, city: IDENTITY.city, state: IDENTITY.state, zipCode: IDENTITY.zipCode },
    { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } },
  );
  await doc.send(new PutCommand({ TableName: table, Item: { ...(await profileItem(member.id)), dateOfBirth: IDENTITY.dateOfBirth } }));
  await base.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  if (steps.phone) await verifyPhone(member.id);
  const documentId = crypto.randomUUID();
  // The ID as the upload leaves it: scanned clean, waiting for staff.
  await base.documents.create({
    id: documentId, userId: member.id, documentType: 'id', fileName: 'passport.pdf', contentType: 'application/pdf', sizeBytes: 10, status: 'pending_review', reason: null,
    objectKey: `users/${member.id}/documents/${documentId}`, uploadedAt: createdAt, reviewedAt: null, reviewedBy: null,
  });
  const client = { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken, documentId };
  if (steps.id) expect((await reviewId(client, true)).status).toBe(200);
  return client;
}
const profileItem = async (id: string) => (await itemsUnder(base, `USER#${id}`)).find((i) => i.SK === 'PROFILE')!;
const verifyPhone = (id: string) =>
  doc.send(new PutCommand({ TableName: table, Item: { PK: `USER#${id}`, SK: 'VERIFICATION', verifiedAt: '2026-11-20T10:00:00.000Z', method: 'sms', phone: '+15125550100' } }));

let staffMember: Member | undefined;
async function staff(): Promise<Member> {
  if (staffMember) return staffMember;
  const member = await makeMember(base, 'employee', 'Member123!', { totp: true });
  await base.users.createUser({ id: member.id, role: 'employee', fullName: 'Desk Reviewer', email: member.email, createdAt: new Date().toISOString() });
  staffMember = { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
  return staffMember;
}
const reviewId = async (c: { id: string; documentId: string }, identityConfirmed: boolean) =>
  api(`/api/admin/documents/${c.id}/${c.documentId}/review`, json('POST', { decision: 'verified', ...(identityConfirmed ? { identityConfirmed } : {}) }, (await staff()).token));

const SSN = '900123456';
const pull = (c: Member, body: Record<string, unknown> = {}) => api('/api/credit/pull', json('POST', { ssn: SSN, consent: true, consentVersion: CREDIT_PULL_CONSENT.version, ...body }, c.token));
const creditKinds = async (c: Member) => (await itemsUnder(base, `USER#${c.id}`)).map((i) => String(i.SK).replace(/#.*/, '#')).filter((k) => k.startsWith('CREDIT'));
const dashboard = async (c: Member) => dashboardResponse.parse((await api('/api/dashboard', { token: c.token })).body);

/** The desk's pending identity reviews, page by page (other tests' cases are in it too). */
async function desk(): Promise<IdentityReviewView[]> {
  const rows: IdentityReviewView[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(`/api/admin/identity-reviews?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: (await staff()).token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = identityReviewsResponse.parse(res.body);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** The Personal Info form as the browser sends it, with the identity fields given. */
const profileForm = (c: Member, fullName: string, over: Record<string, unknown> = {}) => ({
  fullName,
  email: c.email,
  phoneNumber: '5125550100',
  birthMonth: '04',
  birthDay: '12',
  birthYear: '1985',
  street: IDENTITY.street,
  city: IDENTITY.city,
  state: IDENTITY.state,
  zipCode: IDENTITY.zipCode,
  identityIqUsername: 'pat.iq',
  identityIqPassword: 'iq-secret-1',
  annualIncome: '55000',
  employmentStatus: 'Employed full-time',
  ...over,
});

describe('a credit pull names only the client', { timeout: 60_000 }, () => {
  it('refuses a pull that names another person (400): no instruction, no report, no object, no monitoring', async () => {
    const c = await newClient('Pat Typical');
    const res = await pull(c, { firstName: 'Someone', lastName: 'Else', dateOfBirth: '1970-01-01', street: '9 Other Rd', city: 'Reno', state: 'NV', zipCode: '89501' });
    expect(res).toMatchObject({ status: 400, body: { message: creditMessages.subjectNotAccepted } });
    expect(await creditKinds(c)).toEqual([]);
    expect(await base.files.listKeys(`users/${c.id}/credit/`)).toEqual([]);
    expect(await base.creditReports.getMonitor(c.id)).toBeUndefined();
  });

  it('pulls the verified identity: the bureaus’ files name the profile’s person and the SSN’s last four', async () => {
    const c = await newClient('Pat Typical');
    const res = await pull(c);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { report } = creditPullResponse.parse(res.body);
    expect(report.identityMismatches ?? []).toEqual([]);
    const stored = (await base.creditReports.latest(c.id))!;
    const file = JSON.parse(Buffer.from(await base.files.read(stored.fileKey)).toString('utf8')) as { personal: { names: { value: string }[]; ssnLast4: { value: string }[] } };
    expect(file.personal.names.map((n) => n.value)).toEqual(['PAT TYPICAL']);
    expect(file.personal.ssnLast4.map((s) => s.value)).toEqual(['3456']);
    expect(await base.creditReports.getMonitor(c.id)).toBeDefined();
  });

  it('refuses the first pull before the phone is verified, then before an ID is verified against the profile (403), pulling nothing', async () => {
    const c = await newClient('Pat Typical', { phone: false, id: false });
    expect((await dashboard(c)).credit.subject).toMatchObject({ ready: false, missing: [identityMessages.phoneNotVerified, identityMessages.documentNotVerified] });
    expect(await pull(c)).toMatchObject({ status: 403, body: { message: identityMessages.phoneNotVerified } });
    await verifyPhone(c.id);
    expect(await pull(c)).toMatchObject({ status: 403, body: { message: identityMessages.documentNotVerified } });
    // Staff verify the ID only with the confirmation that its name and date of birth are the profile's.
    expect(await reviewId(c, false)).toMatchObject({ status: 400, body: { message: identityMessages.reviewIdentityConfirmRequired } });
    expect((await reviewId(c, true)).status).toBe(200);
    // A name changed after the ID was verified needs the ID verified again.
    expect((await api('/api/profile', json('PUT', profileForm(c, 'Pat Renamed'), c.token))).status).toBe(200);
    expect(await pull(c)).toMatchObject({ status: 403, body: { message: identityMessages.identityChangedSinceVerified } });
    expect(await creditKinds(c)).toEqual([]);
    expect((await api('/api/profile', json('PUT', profileForm(c, 'Pat Typical'), c.token))).status).toBe(200);
    expect((await dashboard(c)).credit.subject).toMatchObject({ ready: true, locked: false, identity: { fullName: 'Pat Typical', ...IDENTITY } });
    expect((await pull(c)).status).toBe(201);
  });

  it('locks the name, date of birth and address after the first pull: the profile refuses a change (409), which goes to staff review instead', async () => {
    const c = await newClient('Pat Typical');
    expect((await pull(c)).status).toBe(201);
    expect((await dashboard(c)).credit.subject).toMatchObject({ ready: true, locked: true });
    const refused = await api('/api/profile', json('PUT', profileForm(c, 'Pat Typical', { zipCode: '78702' }), c.token));
    expect(refused).toMatchObject({ status: 409, body: { message: identityMessages.identityLocked, fields: { zipCode: identityMessages.identityLocked } } });
    // The other fields still save.
    expect(await api('/api/profile', json('PUT', profileForm(c, 'Pat Typical', { employmentStatus: 'Self-employed' }), c.token))).toMatchObject({ status: 200, body: { message: profileMessages.allSaved } });

    const requested = { fullName: 'Pat Typical', ...IDENTITY, street: '2 New St', zipCode: '78702' };
    const asked = await api('/api/profile/identity-change', json('POST', requested, c.token));
    expect(asked).toMatchObject({ status: 201, body: { review: { kind: 'change_request', status: 'pending', requested } } });
    expect((await dashboard(c)).credit.subject.changePending).toBe(true);
    const review = (await desk()).find((r) => r.userId === c.id && r.kind === 'change_request')!;
    expect(review).toMatchObject({ current: { street: '1 Main St' }, requested: { street: '2 New St' } });
    // Only staff decide: the client's token is refused the desk.
    expect((await api(`/api/admin/identity-reviews/${c.id}/${review.id}`, json('POST', { decision: 'approved' }, c.token))).status).toBe(403);
    expect((await api(`/api/admin/identity-reviews/${c.id}/${review.id}`, json('POST', { decision: 'approved' }, (await staff()).token))).status).toBe(200);
    expect((await dashboard(c)).credit.subject).toMatchObject({ locked: true, changePending: false, identity: { street: '2 New St', zipCode: '78702' } });
    expect(await profileItem(c.id)).toMatchObject({ street: '2 New St', zipCode: '78702' });
    expect((await desk()).some((r) => r.id === review.id)).toBe(false);

    // The identity and its review are the client's data: exported, and deleted with the account.
    const exported = await api('/api/account/export', { token: c.token });
    const kinds = (exported.body as { items: { kind: string }[] }).items.map((i) => i.kind.replace(/#.*/, '#'));
    expect(kinds).toEqual(expect.arrayContaining(['IDENTITY', 'IDREVIEW#']));
  });

  it('a bureau file that names someone else stops the analysis, tells the client and reaches the desk; no monitoring', async () => {
    const c = await newClient('Mixed Typical');
    const res = await pull(c);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { report } = creditPullResponse.parse(res.body);
    expect(report.identityMismatches).toEqual([
      { bureau: 'experian', field: 'name' },
      { bureau: 'experian', field: 'dateOfBirth' },
      { bureau: 'experian', field: 'ssnLast4' },
    ]);
    expect(await base.creditReports.getMonitor(c.id)).toBeUndefined();
    expect(await api('/api/credit/analysis', json('POST', {}, c.token))).toMatchObject({ status: 409, body: { message: identityMessages.mismatchAnalysis } });
    const board = await dashboard(c);
    expect(board.credit.latest?.identityMismatches).toHaveLength(3);
    expect(board.notifications.items.find((n) => n.kind === 'identity_review')?.body).toContain('Experian reports a different name, date of birth and Social Security number.');
    const review = (await desk()).find((r) => r.userId === c.id)!;
    expect(review).toMatchObject({ kind: 'bureau_mismatch', status: 'pending', reportId: report.id, mismatches: report.identityMismatches });
    expect(await api(`/api/admin/identity-reviews/${c.id}/${review.id}`, json('POST', { decision: 'approved' }, (await staff()).token))).toMatchObject({ status: 400, body: { message: identityMessages.reviewDecisionKind } });
    expect((await api(`/api/admin/identity-reviews/${c.id}/${review.id}`, json('POST', { decision: 'resolved' }, (await staff()).token))).status).toBe(200);
  });
});
