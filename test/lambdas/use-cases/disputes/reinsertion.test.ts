import { describe, expect, it } from 'vitest';
import { disputeMessages } from '../../../../lambdas/contract/disputes.js';
import type { EmailMessage } from '../../../../lambdas/domain/account-emails.js';
import { Conflict } from '../../../../lambdas/errors.js';
import type { StoredDispute } from '../../../../lambdas/ports/disputes.js';
import { alertReinsertions, type ReinsertionDeps } from '../../../../lambdas/use-cases/disputes/reinsertion.js';
import { collection, file } from '../../../support/credit-files.js';
import { storedDispute, storedItem } from '../../../support/disputes.js';

const NOW = new Date('2026-11-23T15:00:00.000Z');

const deleted = (bureau: 'experian' | 'transunion', over: Partial<StoredDispute['items'][number]> = {}) =>
  storedItem(bureau, { sentAt: '2026-09-01', dueAt: '2026-10-01', result: 'deleted', respondedAt: '2026-09-20', ...over });

const dispute = (over: Partial<StoredDispute> = {}): StoredDispute =>
  storedDispute({
    accountName: 'MIDLAND CREDIT MANAGEMENT',
    accountKey: 'midland-9876',
    reason: 'Duplicate account',
    description: 'Same debt as Credit One.',
    amountCents: null,
    status: 'resolved',
    createdAt: '2026-08-20T09:00:00.000Z',
    updatedAt: '2026-09-20T09:00:00.000Z',
    items: [deleted('experian'), deleted('transunion')],
    earliestSendDate: '2026-08-25',
    version: 3,
    ...over,
  });

function fakes(stored: StoredDispute[], options: { email?: boolean; raceOnce?: (d: StoredDispute) => StoredDispute } = {}) {
  const disputes = new Map(stored.map((d) => [d.id, d]));
  const notes: { kind: string; title: string; body: string }[] = [];
  const emails: EmailMessage[] = [];
  let race = options.raceOnce;
  const deps: ReinsertionDeps = {
    now: () => NOW,
    config: { publicUrl: 'https://app.test' },
    disputes: {
      list: async () => [...disputes.values()],
      get: async (_u, id) => disputes.get(id),
      update: async (d) => {
        if (race) {
          disputes.set(d.id, race(disputes.get(d.id)!));
          race = undefined;
        }
        if (disputes.get(d.id)!.version !== d.version - 1) throw new Conflict('changed');
        disputes.set(d.id, d);
      },
    },
    notifications: { add: async (_u, n) => (notes.push(n), { id: 'n', userId: 'c1', createdAt: NOW.toISOString(), readAt: null, ...n }) },
    users: { getUser: async () => ({ id: 'c1', role: 'client', fullName: 'Pat Typical', email: 'pat@x.test', createdAt: NOW.toISOString(), notificationPreferences: { email: options.email ?? true, sms: false } }) },
  };
  const email = { send: async (m: EmailMessage) => void emails.push(m) };
  return { deps, email, disputes, notes, emails };
}

describe('alertReinsertions', () => {
  it('flags the item the new file shows again at that bureau, tells the client in the bell and by email, and says nothing twice', async () => {
    const f = fakes([dispute()]);
    const later = file({ collections: [collection('experian')] });
    expect(await alertReinsertions(f.deps, 'c1', later, f.email)).toEqual([{ disputeId: 'd1', bureau: 'experian' }]);
    const saved = f.disputes.get('d1')!;
    expect(saved.items).toEqual([deleted('experian', { reinsertedAt: NOW.toISOString() }), deleted('transunion')]);
    expect(saved).toMatchObject({ version: 4, updatedAt: NOW.toISOString() });
    const body = disputeMessages.reinsertionNote('MIDLAND CREDIT MANAGEMENT', 'Experian');
    expect(body).toContain(disputeMessages.reinserted('Experian'));
    expect(f.notes).toEqual([{ kind: 'dispute_reinsertion', title: disputeMessages.reinsertionTitle, body }]);
    expect(f.emails).toEqual([expect.objectContaining({ to: 'pat@x.test', subject: disputeMessages.reinsertionSubject('MIDLAND CREDIT MANAGEMENT'), text: expect.stringContaining(body) })]);

    // The next file still shows it: already flagged, nothing more.
    expect(await alertReinsertions(f.deps, 'c1', later, f.email)).toEqual([]);
    expect(f.notes).toHaveLength(1);
    expect(f.disputes.get('d1')!.version).toBe(4);
  });

  it('tells only the bell without an email sender (the client’s own pull)', async () => {
    const f = fakes([dispute()]);
    expect(await alertReinsertions(f.deps, 'c1', file({ collections: [collection('experian')] }))).toHaveLength(1);
    expect(f.notes).toHaveLength(1);
    expect(f.emails).toEqual([]);
  });

  it('sends no email when the client turned email off, and writes nothing when nothing is back', async () => {
    const f = fakes([dispute()], { email: false });
    expect(await alertReinsertions(f.deps, 'c1', file({ collections: [] }), f.email)).toEqual([]);
    expect(f.disputes.get('d1')!.version).toBe(3);
    await alertReinsertions(f.deps, 'c1', file({ collections: [collection('transunion')] }), f.email);
    expect(f.notes).toHaveLength(1);
    expect(f.emails).toEqual([]);
  });

  it('keeps the desk’s change made meanwhile, and says nothing if a concurrent run flagged it first', async () => {
    const desk = fakes([dispute()], { raceOnce: (d) => ({ ...d, resolutionNotes: 'Closed by the desk.', version: d.version + 1 }) });
    await alertReinsertions(desk.deps, 'c1', file({ collections: [collection('experian')] }), desk.email);
    expect(desk.disputes.get('d1')).toMatchObject({ resolutionNotes: 'Closed by the desk.', version: 5, items: [expect.objectContaining({ reinsertedAt: NOW.toISOString() }), expect.anything()] });
    expect(desk.notes).toHaveLength(1);

    const twice = fakes([dispute()], { raceOnce: (d) => ({ ...d, items: [deleted('experian', { reinsertedAt: '2026-11-23T14:00:00.000Z' }), d.items[1]!], version: d.version + 1 }) });
    expect(await alertReinsertions(twice.deps, 'c1', file({ collections: [collection('experian')] }), twice.email)).toEqual([]);
    expect(twice.notes).toEqual([]);
  });
});
