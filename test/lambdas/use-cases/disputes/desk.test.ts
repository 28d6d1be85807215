import { describe, expect, it } from 'vitest';
import { deskMessages, disputeMessages } from '../../../../lambdas/contract/disputes.js';
import type { AuditEntry } from '../../../../lambdas/domain/admin.js';
import type { EmailMessage } from '../../../../lambdas/domain/account-emails.js';
import type { ActivityEvent } from '../../../../lambdas/domain/public-figures.js';
import type { User } from '../../../../lambdas/domain/users.js';
import { Conflict, Invalid, NotFound } from '../../../../lambdas/errors.js';
import type { AdvisorAssignment } from '../../../../lambdas/ports/advisors.js';
import type { StoredDispute } from '../../../../lambdas/ports/disputes.js';
import {
  assignAdvisor,
  deskGet,
  deskMarkSent,
  deskMarkSupplementSent,
  deskQueue,
  deskRecordReceipt,
  deskRecordReinsertionNotice,
  deskRecordResult,
  deskSetStatus,
  type DeskDeps,
} from '../../../../lambdas/use-cases/disputes/desk.js';
import { storedDispute, storedItem } from '../../../support/disputes.js';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const staff = { id: 'emp-1', email: 'emp@staff.test' };

const dispute = (over: Partial<StoredDispute> = {}): StoredDispute => storedDispute({ priority: true, letterKeys: { experian: 'letters/c1/d1/experian.pdf' }, ...over });

const user = (id: string, role: User['role'], fullName: string, over: Partial<User> = {}): User => ({ id, role, fullName, email: `${id}@x.test`, createdAt: '2026-01-01T00:00:00.000Z', ...over });

function fakes(stored: StoredDispute[] = [dispute()], options: { users?: User[]; advisors?: AdvisorAssignment[]; staffIds?: string[] } = {}) {
  const disputes = new Map(stored.map((d) => [`${d.userId}/${d.id}`, d]));
  const users = new Map([user('c1', 'client', 'Pat Client', { state: 'tx' }), user('c2', 'client', 'Sam Client'), user('emp-1', 'employee', 'Erin Employee'), ...(options.users ?? [])].map((u) => [u.id, u]));
  const advisors = new Map((options.advisors ?? []).map((a) => [a.clientId, a]));
  const staffIds = new Set(options.staffIds ?? ['emp-1', 'admin-1']);
  const audits: AuditEntry[] = [];
  const notes: { userId: string; kind: string; title: string; body: string }[] = [];
  const emails: EmailMessage[] = [];
  const deletions: { userId: string; event: ActivityEvent; id: string }[] = [];
  let ids = 0;
  const deps: DeskDeps = {
    now: () => NOW,
    newId: () => `id-${++ids}`,
    figures: { recordDeletion: async (userId, event, id) => void deletions.push({ userId, event, id }) },
    config: { publicUrl: 'https://app.test' },
    // c1 is on Total (custom letters); everyone else on a plan without them.
    entitlements: { check: async (userId, feature) => ({ hasAccess: userId === 'c1' && feature === 'custom_dispute_letters' }) as Awaited<ReturnType<DeskDeps['entitlements']['check']>> },
    disputes: {
      get: async (userId, id) => disputes.get(`${userId}/${id}`),
      update: async (d) => {
        const current = disputes.get(`${d.userId}/${d.id}`);
        if (!current || current.version !== d.version - 1) throw new Conflict('This dispute was changed meanwhile. Reload it and try again.');
        disputes.set(`${d.userId}/${d.id}`, d);
      },
      queue: async ({ status }) => ({ items: [...disputes.values()].filter((d) => d.status === status) }),
    },
    advisors: {
      get: async (clientId) => advisors.get(clientId),
      getMany: async (clientIds) => new Map(clientIds.flatMap((id) => (advisors.has(id) ? [[id, advisors.get(id)!] as const] : []))),
      set: async (clientId, next, expected) => {
        if ((advisors.get(clientId)?.advisorId ?? null) !== expected) throw new Conflict('changed');
        if (next) advisors.set(clientId, { clientId, ...next });
        else advisors.delete(clientId);
      },
      listClients: async () => ({ items: [] }),
    },
    users: { getUser: async (id) => users.get(id) },
    notifications: {
      add: async (userId, input) => {
        notes.push({ userId, ...input });
        return { id: 'n', ...input, createdAt: NOW.toISOString(), readAt: null };
      },
    },
    email: { send: async (m) => void emails.push(m) },
    audit: { putAudit: async (e) => void audits.push(e) },
    directory: { standing: async (id) => (staffIds.has(id) ? { groups: [id.startsWith('admin') ? 'admin' : 'employee'], totpEnrolled: true } : users.has(id) ? { groups: ['client'], totpEnrolled: false } : undefined) },
  };
  return { deps, disputes, advisors, audits, notes, emails, deletions, stored: (id = 'd1', userId = 'c1') => disputes.get(`${userId}/${id}`)! };
}

describe('the queue', () => {
  it('shows the client, the advisor, the letters ready and priority; the caller’s own clients come first within the page', async () => {
    const f = fakes([dispute({ id: 'd1', userId: 'c1' }), dispute({ id: 'd2', userId: 'c2', priority: false, letterKeys: {} })], {
      advisors: [{ clientId: 'c2', advisorId: 'emp-1', assignedAt: NOW.toISOString(), assignedBy: 'admin-1' }],
    });
    const page = await deskQueue(f.deps, staff, { status: 'pending', limit: 25 });
    expect(page.items.map((d) => d.id)).toEqual(['d2', 'd1']);
    expect(page.items[0]).toMatchObject({ userId: 'c2', client: { userId: 'c2', name: 'Sam Client', email: 'c2@x.test' }, advisor: { userId: 'emp-1', name: 'Erin Employee' }, mine: true, priority: false, letters: [] });
    expect(page.items[1]).toMatchObject({ advisor: null, mine: false, priority: true, letters: ['experian'] });
    // Another employee sees the store's order.
    expect((await deskQueue(f.deps, { id: 'emp-2', email: 'e2@x.test' }, { status: 'pending', limit: 25 })).items.map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(f.audits).toEqual([]);
  });
});

describe('opening a dispute', () => {
  it('audits each opening; an unknown id or another client’s answers 404 with nothing audited', async () => {
    const f = fakes();
    expect(await deskGet(f.deps, staff, 'c1', 'd1')).toMatchObject({ id: 'd1', status: 'pending', customLetters: true });
    expect(f.audits).toMatchObject([{ action: 'dispute.view', actorId: 'emp-1', targetUserId: 'c1', details: { disputeId: 'd1' } }]);
    await expect(deskGet(f.deps, staff, 'c2', 'd1')).rejects.toBeInstanceOf(NotFound);
    await expect(deskGet(f.deps, staff, 'c1', 'nope')).rejects.toThrow(disputeMessages.notFound);
    expect(f.audits).toHaveLength(1);
  });
});

describe('marking letters sent', () => {
  it('refuses a date before the CROA window ends, with the date letters may go (409), and changes nothing', async () => {
    const f = fakes();
    const early = deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-05', trackingNumbers: {} });
    await expect(early).rejects.toBeInstanceOf(Conflict);
    await expect(deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-05', trackingNumbers: {} })).rejects.toThrow(disputeMessages.notBeforeWindow('2026-11-06'));
    expect(f.stored()).toMatchObject({ version: 1, status: 'pending' });
    expect([f.audits, f.notes, f.emails]).toEqual([[], [], []]);
  });

  it('starts the 30-day clock on each bureau named, moves pending to in_progress, audits and tells the client (bell and email)', async () => {
    const f = fakes();
    const view = await deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-06', trackingNumbers: {} });
    expect(view.status).toBe('in_progress');
    expect(view.items).toEqual([
      // Presumed received 5 business days later (Veterans Day, Wed 11 November, is skipped): 16 November; results 5 business days after the 30 days.
      expect.objectContaining({ bureau: 'experian', sentAt: '2026-11-06', receivedAt: '2026-11-16', receiptPresumed: true, dueAt: '2026-12-16', resultsDueAt: '2026-12-23', extended: false, overdue: false }),
      expect.objectContaining({ bureau: 'equifax', sentAt: null, dueAt: null }),
    ]);
    expect(f.stored()).toMatchObject({ version: 2, updatedAt: NOW.toISOString() });
    expect(f.audits).toMatchObject([{ action: 'dispute.sent', targetUserId: 'c1', details: { disputeId: 'd1', bureaus: 'experian', sentAt: '2026-11-06', status: 'in_progress' } }]);
    const body = deskMessages.sentNote('CAPITAL ONE ····4821', 'Experian', '2026-12-23');
    expect(f.notes).toEqual([{ userId: 'c1', kind: 'dispute_update', title: deskMessages.notificationTitle, body }]);
    expect(f.emails).toEqual([expect.objectContaining({ to: 'c1@x.test', subject: deskMessages.emailSubject('CAPITAL ONE ····4821'), text: expect.stringContaining(body) })]);
    expect(f.emails[0]!.text).toContain('https://app.test/profile');

    // The second bureau later: the dispute stays in progress; a bureau already sent is refused.
    await deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['equifax'], sentAt: '2026-11-10', trackingNumbers: {} });
    expect(f.stored()).toMatchObject({ status: 'in_progress', version: 3 });
    await expect(deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['equifax'], sentAt: '2026-11-10', trackingNumbers: {} })).rejects.toThrow(deskMessages.alreadySent('Equifax'));
  });

  it('refuses a future date, a bureau not in the dispute, and a closed dispute', async () => {
    const f = fakes([dispute(), dispute({ id: 'd9', status: 'rejected' })]);
    await expect(deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-21', trackingNumbers: {} })).rejects.toBeInstanceOf(Invalid);
    await expect(deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['transunion'], sentAt: '2026-11-10', trackingNumbers: {} })).rejects.toThrow(deskMessages.bureauNotInDispute('TransUnion'));
    await expect(deskMarkSent(f.deps, staff, 'c1', 'd9', { bureaus: ['experian'], sentAt: '2026-11-10', trackingNumbers: {} })).rejects.toThrow(deskMessages.closed);
  });

  it('sends no email to a client who turned email off (the bell still rings)', async () => {
    const f = fakes([dispute()], { users: [user('c1', 'client', 'Pat Client', { notificationPreferences: { email: false, sms: false } })] });
    await deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian', 'equifax'], sentAt: '2026-11-06', trackingNumbers: {} });
    expect(f.notes).toHaveLength(1);
    expect(f.notes[0]!.body).toBe(deskMessages.sentNote('CAPITAL ONE ····4821', 'Equifax and Experian', '2026-12-23'));
    expect(f.emails).toEqual([]);
  });

  it('loses a race to another staff member with a 409 and audits nothing', async () => {
    const f = fakes();
    const original = f.deps.disputes.get;
    // Someone else saved between our read and our write.
    f.deps.disputes.get = async (userId, id) => {
      const read = await original(userId, id);
      f.disputes.set('c1/d1', { ...read!, version: read!.version + 1 });
      return read;
    };
    await expect(deskMarkSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-06', trackingNumbers: {} })).rejects.toBeInstanceOf(Conflict);
    expect([f.audits, f.notes]).toEqual([[], []]);
  });
});

describe('recording a bureau’s result', () => {
  const sent = () =>
    dispute({
      status: 'in_progress',
      items: dispute().items.map((i) => (i.bureau === 'experian' ? { ...i, sentAt: '2026-11-06', dueAt: '2026-12-06' } : i)),
    });

  it('puts the result and date on the item, keeps the notes, audits and tells the client', async () => {
    const f = fakes([sent()]);
    const view = await deskRecordResult(f.deps, staff, 'c1', 'd1', { bureau: 'experian', result: 'deleted', respondedAt: '2026-11-19', bureauResponse: 'Item deleted.', resolutionNotes: 'Removed from Experian.' });
    expect(view.items[0]).toMatchObject({ bureau: 'experian', result: 'deleted', respondedAt: '2026-11-19', overdue: false });
    expect(view).toMatchObject({ bureauResponse: 'Item deleted.', resolutionNotes: 'Removed from Experian.', status: 'in_progress' });
    expect(f.audits).toMatchObject([{ action: 'dispute.result', details: { disputeId: 'd1', bureau: 'experian', result: 'deleted', respondedAt: '2026-11-19' } }]);
    expect(f.notes).toMatchObject([{ kind: 'dispute_update', body: deskMessages.resultNote('CAPITAL ONE ····4821', 'Experian', 'deleted') }]);
    expect(f.emails).toHaveLength(1);
    // The public figures count the deletion, with an event naming no one: the initial and the state at most.
    expect(f.deletions).toEqual([{ userId: 'c1', id: expect.any(String), event: { at: '2026-11-19', bureau: 'experian', initial: 'P', state: 'TX' } }]);
  });

  it('counts only a "deleted" answer for the public figures', async () => {
    const f = fakes([sent()]);
    await deskRecordResult(f.deps, staff, 'c1', 'd1', { bureau: 'experian', result: 'verified', respondedAt: '2026-11-19' });
    expect(f.deletions).toEqual([]);
  });

  it('refuses a bureau whose letter is not sent (409), and an answer dated before the mailing (400)', async () => {
    const f = fakes([sent()]);
    await expect(deskRecordResult(f.deps, staff, 'c1', 'd1', { bureau: 'equifax', result: 'verified', respondedAt: '2026-11-19' })).rejects.toThrow(deskMessages.notSentYet('Equifax'));
    await expect(deskRecordResult(f.deps, staff, 'c1', 'd1', { bureau: 'experian', result: 'verified', respondedAt: '2026-11-01' })).rejects.toBeInstanceOf(Invalid);
    expect(f.audits).toEqual([]);
  });

  it('shows an unanswered item overdue once its due date has passed', async () => {
    const f = fakes([dispute({ status: 'in_progress', items: dispute().items.map((i) => ({ ...i, sentAt: '2026-10-01', dueAt: '2026-10-31' })), earliestSendDate: '2026-09-30' })]);
    const view = await deskGet(f.deps, staff, 'c1', 'd1');
    expect(view.items.every((i) => i.overdue)).toBe(true);
  });
});

describe('moving the status', () => {
  it('allows only DISPUTE_TRANSITIONS (409 badTransition otherwise), audits and tells the client', async () => {
    const f = fakes();
    await expect(deskSetStatus(f.deps, staff, 'c1', 'd1', { status: 'resolved' })).rejects.toThrow(disputeMessages.badTransition('pending', 'resolved'));
    await deskSetStatus(f.deps, staff, 'c1', 'd1', { status: 'in_progress' });
    const done = await deskSetStatus(f.deps, staff, 'c1', 'd1', { status: 'resolved', resolutionNotes: 'All items corrected.' });
    expect(done).toMatchObject({ status: 'resolved', resolutionNotes: 'All items corrected.' });
    await expect(deskSetStatus(f.deps, staff, 'c1', 'd1', { status: 'rejected' })).rejects.toBeInstanceOf(Conflict);
    expect(f.audits.map((a) => a.details)).toEqual([
      { disputeId: 'd1', from: 'pending', to: 'in_progress' },
      { disputeId: 'd1', from: 'in_progress', to: 'resolved' },
    ]);
    expect(f.notes.map((n) => n.body)).toEqual([deskMessages.statusNote('CAPITAL ONE ····4821', 'in_progress'), deskMessages.statusNote('CAPITAL ONE ····4821', 'resolved')]);
    expect(f.stored().version).toBe(3);
  });
});

describe('assigning an advisor', () => {
  it('takes a current employee or admin, audits the change, introduces the advisor to the client; the same again changes nothing', async () => {
    const f = fakes();
    expect(await assignAdvisor(f.deps, staff, 'c1', 'emp-1')).toEqual({ advisor: { userId: 'emp-1', name: 'Erin Employee' } });
    expect(f.advisors.get('c1')).toEqual({ clientId: 'c1', advisorId: 'emp-1', assignedAt: NOW.toISOString(), assignedBy: 'emp-1' });
    expect(f.audits).toMatchObject([{ action: 'client.advisor', targetUserId: 'c1', details: { from: null, to: 'emp-1' } }]);
    expect(f.notes).toMatchObject([{ userId: 'c1', kind: 'dispute_update', body: deskMessages.advisorNote('Erin Employee') }]);
    expect(f.emails).toMatchObject([{ subject: deskMessages.advisorEmailSubject }]);

    await assignAdvisor(f.deps, staff, 'c1', 'emp-1');
    expect(f.audits).toHaveLength(1);

    expect(await assignAdvisor(f.deps, staff, 'c1', null)).toEqual({ advisor: null });
    expect(f.advisors.has('c1')).toBe(false);
    expect(f.audits[1]).toMatchObject({ details: { from: 'emp-1', to: null } });
    expect(f.notes).toHaveLength(1);
  });

  it('refuses an advisor who is not staff (a client, a former employee) and a client that does not exist', async () => {
    const f = fakes([], { users: [user('emp-gone', 'employee', 'Former')] });
    await expect(assignAdvisor(f.deps, staff, 'c1', 'c2')).rejects.toThrow(deskMessages.advisorNotStaff);
    await expect(assignAdvisor(f.deps, staff, 'c1', 'emp-gone')).rejects.toBeInstanceOf(Invalid);
    await expect(assignAdvisor(f.deps, staff, 'nobody', 'emp-1')).rejects.toThrow(deskMessages.clientNotFound);
    await expect(assignAdvisor(f.deps, staff, 'emp-1', 'emp-1')).rejects.toBeInstanceOf(NotFound);
    expect(f.audits).toEqual([]);
  });
});

describe('the receipt, the supplemental letter and the reinsertion notice', () => {
  const sent = (over: Partial<StoredDispute> = {}) =>
    dispute({ status: 'in_progress', items: [storedItem('experian', { sentAt: '2026-11-02', dueAt: '2026-12-09' }), storedItem('equifax')], ...over });

  it('records the receipt from tracking: the clock runs from it, the stored due date follows, audited and told', async () => {
    const f = fakes([sent()]);
    const view = await deskRecordReceipt(f.deps, staff, 'c1', 'd1', { bureau: 'experian', receivedAt: '2026-11-05', trackingNumber: '9400 1' });
    expect(view.items[0]).toMatchObject({ receivedAt: '2026-11-05', receiptPresumed: false, trackingNumber: '9400 1', dueAt: '2026-12-05', resultsDueAt: '2026-12-11' });
    expect(f.stored()).toMatchObject({ version: 2, items: [expect.objectContaining({ receivedAt: '2026-11-05', dueAt: '2026-12-05' }), expect.anything()] });
    expect(f.audits).toMatchObject([{ action: 'dispute.receipt', details: { disputeId: 'd1', bureau: 'experian', receivedAt: '2026-11-05' } }]);
    expect(f.notes[0]!.body).toBe(deskMessages.receiptNote('CAPITAL ONE ····4821', 'Experian', '2026-11-05', '2026-12-05', '2026-12-11'));
    await expect(deskRecordReceipt(f.deps, staff, 'c1', 'd1', { bureau: 'equifax', receivedAt: '2026-11-05' })).rejects.toThrow(deskMessages.notSentYet('Equifax'));
  });

  it('records a supplemental letter only once generated and with information added; 45 days within the 30, closed disputes refused', async () => {
    const added = [{ text: 'My statement.', addedAt: '2026-11-10T10:00:00.000Z' }];
    await expect(deskMarkSupplementSent(fakes([sent()]).deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-12' })).rejects.toThrow(deskMessages.noAddedInformation);
    await expect(deskMarkSupplementSent(fakes([sent({ addedInformation: added })]).deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-12' })).rejects.toThrow(
      deskMessages.supplementNotGenerated('Experian'),
    );
    const ready = sent({ addedInformation: added, letterKeys: { 'experian-sup': 'users/c1/disputes/d1/experian-sup.json' } });
    const f = fakes([ready]);
    await expect(deskMarkSupplementSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-01' })).rejects.toThrow(deskMessages.supplementBeforeDispute('Experian'));
    const view = await deskMarkSupplementSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-12' });
    expect(view.items[0]).toMatchObject({ supplementSentAt: '2026-11-12', extended: true, dueAt: '2026-12-24' });
    expect(f.stored().items[0]).toMatchObject({ extended: true, dueAt: '2026-12-24' });
    await expect(deskMarkSupplementSent(f.deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-13' })).rejects.toThrow(deskMessages.supplementAlreadySent('Experian'));
    await expect(deskMarkSupplementSent(fakes([{ ...ready, status: 'resolved' }]).deps, staff, 'c1', 'd1', { bureaus: ['experian'], sentAt: '2026-11-12' })).rejects.toThrow(deskMessages.closed);
  });

  it('flags a reinsertion without the bureau’s notice after 5 business days, and clears the flag with a notice recorded in time', async () => {
    // Seen reinserted Thursday 12 November 2026: notice due Thursday 19 November; today is the 20th.
    const reinserted = dispute({ status: 'resolved', items: [storedItem('experian', { sentAt: '2026-10-01', result: 'deleted', respondedAt: '2026-10-20', reinsertedAt: '2026-11-12T08:00:00.000Z' })] });
    const f = fakes([reinserted]);
    expect((await deskGet(f.deps, staff, 'c1', 'd1')).items[0]).toMatchObject({ reinsertionNoticeDueAt: '2026-11-19', reinsertionWithoutNotice: true });
    const view = await deskRecordReinsertionNotice(f.deps, staff, 'c1', 'd1', { bureau: 'experian', receivedAt: '2026-11-18' });
    expect(view.items[0]).toMatchObject({ reinsertionNoticeAt: '2026-11-18', reinsertionWithoutNotice: false });
    expect(f.audits.at(-1)).toMatchObject({ action: 'dispute.reinsertion-notice' });
    await expect(deskRecordReinsertionNotice(fakes([sent()]).deps, staff, 'c1', 'd1', { bureau: 'experian', receivedAt: '2026-11-18' })).rejects.toBeInstanceOf(Conflict);
  });
});
