import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../lambdas/contract/credit.js';
import { disputeMessages } from '../../../../lambdas/contract/disputes.js';
import { BUREAU_DISPUTE_ADDRESSES, letterMessages, type Letter } from '../../../../lambdas/contract/letters.js';
import type { AuditEntry } from '../../../../lambdas/domain/admin.js';
import { Conflict, NotFound } from '../../../../lambdas/errors.js';
import type { StoredCreditReport } from '../../../../lambdas/ports/credit-reports.js';
import type { StoredDispute } from '../../../../lambdas/ports/disputes.js';
import type { StoredDocument } from '../../../../lambdas/ports/documents.js';
import type { IdentityRecord } from '../../../../lambdas/ports/identity.js';
import type { StoredProfile } from '../../../../lambdas/ports/profile.js';
import { clientLetter, disputeDrafts, staffLetter, type StaffLetterDeps } from '../../../../lambdas/use-cases/disputes/letters.js';
import { card, collection, file } from '../../../support/credit-files.js';
import { analyze } from '../../../../lambdas/domain/analysis/analyze.js';
import type { StoredAnalysis } from '../../../../lambdas/ports/analyses.js';
import { AFFIRMED, storedDispute, storedItem } from '../../../support/disputes.js';
import { affirmationStatements } from '../../../../lambdas/domain/dispute-letters.js';
import { NAME_PLACEHOLDER } from '../../../../lambdas/domain/dispute-text.js';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const staff = { id: 'emp-1', email: 'emp@staff.test' };

/** The dispute, affirmed as the client saw it (`toAffirm`) unless given. */
const dispute = (over: Partial<StoredDispute> = {}): StoredDispute => {
  const d = storedDispute({ accountName: 'My Capital One card', accountKey: 'capital-one-1234-2015-03', description: 'I paid it down to $250.00. [Your Name]', amountCents: 25_000, ...over });
  return 'affirmation' in over ? d : { ...d, affirmation: { ...AFFIRMED, statements: affirmationStatements(d, NAME_PLACEHOLDER) } };
};

const PROFILE = {
  id: 'c1', role: 'client', email: 'c1@x.test', createdAt: '2026-01-01T00:00:00.000Z', fullName: 'José Núñez', street: '12 Peña Street', city: 'San Antonio', state: 'TX', zipCode: '78205', dateOfBirth: '1988-04-09',
  previousAddresses: [{ street: '400 Elm Avenue', city: 'Austin', state: 'TX', zipCode: '78701', from: '2022-01', to: '2025-09' }],
} satisfies StoredProfile;

const doc = (id: string, documentType: StoredDocument['documentType'], status: StoredDocument['status'], fileName: string): StoredDocument => ({
  id,
  userId: 'c1',
  documentType,
  fileName,
  contentType: 'image/png',
  sizeBytes: 10,
  status,
  reason: null,
  objectKey: `users/c1/documents/${id}`,
  uploadedAt: '2026-10-01T00:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
});

const lockedFrom = (p: StoredProfile | undefined): IdentityRecord | undefined =>
  p?.dateOfBirth && p.street && p.city && p.state && p.zipCode
    ? { fullName: p.fullName, dateOfBirth: p.dateOfBirth, documentId: 'n1', verifiedAt: '2026-11-01T00:00:00.000Z', verifiedBy: 'staff', lockedAt: '2026-11-02T00:00:00.000Z', street: p.street, city: p.city, state: p.state, zipCode: p.zipCode }
    : undefined;

function fakes(
  options: { disputes?: StoredDispute[]; profile?: StoredProfile | undefined; documents?: StoredDocument[]; creditFile?: CreditFile | undefined; conflictOnce?: () => StoredDispute; analysis?: StoredAnalysis } = {},
) {
  const disputes = new Map((options.disputes ?? [dispute()]).map((d) => [`${d.userId}/${d.id}`, d]));
  const objects = new Map<string, Uint8Array>();
  const audits: AuditEntry[] = [];
  const puts: string[] = [];
  let conflict = options.conflictOnce;
  const creditFileObj = 'creditFile' in options ? options.creditFile : file({ tradelines: [card('experian', { balanceCents: 161_000 }), card('equifax')] });
  if (creditFileObj) objects.set('users/c1/credit/r1/file.json', new TextEncoder().encode(JSON.stringify(creditFileObj)));
  let ids = 0;
  const deps: StaffLetterDeps = {
    now: () => NOW,
    newId: () => `id-${++ids}`,
    disputes: {
      get: async (userId, id) => disputes.get(`${userId}/${id}`),
      update: async (d) => {
        if (conflict) {
          // Someone else wrote meanwhile (a desk action): the stored version moves on.
          const other = conflict();
          conflict = undefined;
          disputes.set(`${other.userId}/${other.id}`, other);
        }
        const current = disputes.get(`${d.userId}/${d.id}`);
        if (!current || current.version !== d.version - 1) throw new Conflict('This dispute was changed meanwhile. Reload it and try again.');
        disputes.set(`${d.userId}/${d.id}`, d);
      },
    },
    // The client as the letters name them: the verified identity the first pull locked (here, the profile's fields as verified).
    identity: { get: async () => lockedFrom('profile' in options ? options.profile : PROFILE) },
    profiles: { get: async () => ({ profile: 'profile' in options ? options.profile : PROFILE, client: undefined }) },
    documents: {
      list: async () =>
        options.documents ?? [doc('n1', 'id', 'verified', 'passport-new.png'), doc('o1', 'id', 'verified', 'passport-old.png'), doc('a1', 'address', 'verified', 'utility-bill.pdf'), doc('b1', 'bank', 'verified', 'bank.pdf')],
    },
    creditReports: { latest: async () => (creditFileObj ? ({ fileKey: 'users/c1/credit/r1/file.json' } as StoredCreditReport) : undefined) },
    files: {
      read: async (key) => objects.get(key) ?? new Uint8Array(),
      put: async (key, body) => {
        puts.push(key);
        objects.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body);
      },
    },
    audit: { putAudit: async (e) => void audits.push(e) },
    analyses: { latest: async () => options.analysis },
  };
  const letterAt = (key: string) => JSON.parse(new TextDecoder().decode(objects.get(key))) as Letter;
  return { deps, disputes, objects, audits, puts, letterAt };
}

describe('the bureau letter link', () => {
  it('builds the letter on the first download from the profile, that bureau’s line and the verified enclosures, stores it under the user’s prefix and records its key', async () => {
    const f = fakes();
    const answer = await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    const key = 'users/c1/disputes/d1/experian.json';
    expect(answer.fileName).toBe('dispute-letter-experian-d1.pdf');
    expect(f.disputes.get('c1/d1')).toMatchObject({ letterKeys: { experian: key }, version: 2 });
    const letter = f.letterAt(key);
    expect(answer.letter).toEqual(letter);
    expect(letter.recipient).toEqual([BUREAU_DISPUTE_ADDRESSES.addresses.experian.name, ...BUREAU_DISPUTE_ADDRESSES.addresses.experian.lines]);
    expect(letter.sender).toEqual([
      'José Núñez',
      '12 Peña Street',
      'San Antonio, TX 78205',
      letterMessages.dateOfBirth('April 9, 1988'),
      letterMessages.previousAddress('400 Elm Avenue, Austin, TX 78701', 'January 2022', 'September 2025'),
    ]);
    expect(letter.date).toBe('November 23, 2026');
    // Experian's own copy of the account (its balance, not Equifax's), and the client's words with their name.
    expect(letter.items[0]!.lines).toContain('Balance as reported: $1,610.00');
    expect(letter.items[0]!.lines).toContain('I paid it down to $250.00. José Núñez');
    // The newest verified ID and the proof of address; a bank statement is not an enclosure.
    expect(letter.enclosures).toEqual([letterMessages.enclosure.id('passport-new.png'), letterMessages.enclosure.proof_of_address('utility-bill.pdf')]);
  });

  it('serves the stored letter afterwards (the client and the desk get the same one; a later pull changes nothing)', async () => {
    const f = fakes();
    const first = await clientLetter(f.deps, 'c1', 'd1', 'equifax', 'dispute');
    // A later pull with another balance: the letter on record does not move.
    f.objects.set('users/c1/credit/r1/file.json', new TextEncoder().encode(JSON.stringify(file({ tradelines: [card('equifax', { balanceCents: 99_000 })] }))));
    const desk = await staffLetter(f.deps, staff, 'c1', 'd1', 'equifax', 'dispute');
    expect(desk).toEqual(first);
    expect(desk.letter.items[0]!.lines).toContain('Balance as reported: $1,200.00');
    expect(f.puts).toEqual(['users/c1/disputes/d1/equifax.json']);
    expect(f.audits).toEqual([expect.objectContaining({ action: 'dispute.letter-download', actorId: staff.id, targetUserId: 'c1', details: { disputeId: 'd1', bureau: 'equifax', kind: 'dispute' } })]);
  });

  it('quotes nothing from the report without an account key or a latest file, and encloses nothing unverified', async () => {
    const f = fakes({ disputes: [dispute({ accountKey: null })], documents: [doc('p1', 'id', 'pending_review', 'id.png')] });
    await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    const letter = f.letterAt('users/c1/disputes/d1/experian.json');
    expect(letter.items[0]!.lines[0]).toBe('Account as I identify it: My Capital One card');
    expect(JSON.stringify(letter)).not.toContain('as reported');
    expect(letter.enclosures).toEqual([]);
    const g = fakes({ creditFile: undefined });
    await clientLetter(g.deps, 'c1', 'd1', 'experian', 'dispute');
    expect(JSON.stringify(g.letterAt('users/c1/disputes/d1/experian.json'))).not.toContain('as reported');
  });

  it('quotes the analysis finding a dispute was filed from: what the report shows at that bureau, what is wrong and what it should say', async () => {
    const lines = file({ tradelines: [card('experian', { balanceCents: 161_000 }), card('equifax')] });
    // A difference between bureaus is a dispute only once the client said the worse copy is wrong.
    const answer = { accurate: false, question: 'Is the balance $1,200.00 right?', wording: 'Yes, $1,200.00 is right', at: '2026-11-19T10:00:00.000Z' };
    const result = analyze({ file: lines, earlier: [], client: null, confirmations: { 'cross_bureau_mismatch:capital-one-1234-2015-03': answer }, disputes: [] });
    const finding = result.findings.find((x) => x.rule === 'cross_bureau_mismatch')!;
    const analysis: StoredAnalysis = { id: 'a1', userId: 'c1', reportId: 'r1', createdAt: '2026-11-20T00:00:00.000Z', view: { id: 'a1', reportId: 'r1', createdAt: '2026-11-20T00:00:00.000Z', narrative: null, ...result } };
    const f = fakes({ creditFile: lines, analysis, disputes: [dispute({ findingId: finding.id, reason: finding.dispute!.reason })] });
    const { letter } = await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    const item = letter.items[0]!.lines;
    expect(item).toContain('Your report shows: Balance: $1,610.00');
    expect(item).toContain(`What it should say: ${finding.dispute!.correction}`);
    // What the client affirmed, never the finding's title or the question they were asked.
    expect(item.join('\n')).not.toContain(finding.title);
    expect(item.join('\n')).not.toContain(answer.question);
    expect(item.join('\n')).not.toContain('?');
    // Equifax's letter quotes Equifax's own line; a finding the latest analysis no longer has leaves the reason's sentences.
    expect((await clientLetter(f.deps, 'c1', 'd1', 'equifax', 'dispute')).letter.items[0]!.lines).toContain('Your report shows: Balance: $1,200.00');
    const gone = fakes({ creditFile: lines, disputes: [dispute({ findingId: 'cross_bureau_mismatch:nothing' })] });
    expect((await clientLetter(gone.deps, 'c1', 'd1', 'experian', 'dispute')).letter.items[0]!.lines.some((l) => l.startsWith('Your report shows'))).toBe(false);
  });

  it('is refused (409) until the client affirmed the dispute, and nothing is stored', async () => {
    const f = fakes({ disputes: [dispute({ affirmation: null })] });
    await expect(clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute')).rejects.toThrow(new Conflict(letterMessages.notAffirmed));
    expect(f.puts).toEqual([]);
  });

  it('encloses exactly the ID, the proof of address and the evidence the client chose, in that order', async () => {
    const affirmation = { ...AFFIRMED, evidenceDocumentIds: ['b1', 'gone'] };
    const f = fakes({ disputes: [dispute({ affirmation })] });
    const { letter } = await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    expect(letter.enclosures).toEqual([
      letterMessages.enclosure.id('passport-new.png'),
      letterMessages.enclosure.proof_of_address('utility-bill.pdf'),
      letterMessages.enclosure.evidence('bank.pdf'),
    ]);
  });

  it('finds a collection’s line too', async () => {
    const f = fakes({ disputes: [dispute({ accountKey: 'midland-9876', items: [dispute().items[0]!] })], creditFile: file({ collections: [collection('experian')] }) });
    await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    expect(f.letterAt('users/c1/disputes/d1/experian.json').items[0]!.lines).toContain('Original creditor as reported: SYNCHRONY BANK');
  });

  it('answers 404 for a bureau the dispute was not filed with and for another client’s dispute; 409 without a complete identity', async () => {
    const f = fakes();
    await expect(clientLetter(f.deps, 'c1', 'd1', 'transunion', 'dispute')).rejects.toThrow(new NotFound(disputeMessages.notFound));
    await expect(clientLetter(f.deps, 'c2', 'd1', 'experian', 'dispute')).rejects.toThrow(NotFound);
    await expect(staffLetter(f.deps, staff, 'c1', 'd9', 'experian', 'dispute')).rejects.toThrow(NotFound);
    expect(f.audits).toEqual([]);
    const g = fakes({ profile: { ...PROFILE, dateOfBirth: undefined } });
    await expect(clientLetter(g.deps, 'c1', 'd1', 'experian', 'dispute')).rejects.toThrow(new Conflict(letterMessages.profileIncomplete));
    expect(g.puts).toEqual([]);
  });

  it('records the key over a newer version once when the desk wrote meanwhile, keeping the desk’s change', async () => {
    const f = fakes({ conflictOnce: () => ({ ...dispute(), status: 'in_progress', version: 2 }) });
    await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    expect(f.disputes.get('c1/d1')).toMatchObject({ status: 'in_progress', letterKeys: { experian: 'users/c1/disputes/d1/experian.json' }, version: 3 });
  });

  it('replaces a PDF key recorded before letters were stored as JSON with a letter built now', async () => {
    const f = fakes({ disputes: [dispute({ letterKeys: { experian: 'users/c1/disputes/d1/experian.pdf' } })] });
    const { letter } = await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute');
    expect(f.letterAt('users/c1/disputes/d1/experian.json')).toEqual(letter);
    expect(f.disputes.get('c1/d1')).toMatchObject({ letterKeys: { experian: 'users/c1/disputes/d1/experian.json' }, version: 2 });
  });

  it('keeps the key another first download recorded meanwhile', async () => {
    const f = fakes({ conflictOnce: () => ({ ...dispute(), letterKeys: { experian: 'users/c1/disputes/d1/experian.json' }, version: 2 }) });
    const other: Letter = { ...(await clientLetter(fakes().deps, 'c1', 'd1', 'experian', 'dispute')).letter, date: 'November 22, 2026' };
    const put = f.deps.files.put;
    // Our write lands, then the other download's (same key, its own content), whose key is on record first.
    f.deps.files.put = async (key, body, type) => {
      await put(key, body, type);
      f.objects.set(key, new TextEncoder().encode(JSON.stringify(other)));
    };
    expect((await clientLetter(f.deps, 'c1', 'd1', 'experian', 'dispute')).letter).toEqual(other);
    expect(f.disputes.get('c1/d1')).toMatchObject({ version: 2 });
  });
});

describe('the method-of-verification letter', () => {
  const verified = (requested: string | null) =>
    dispute({
      items: [storedItem('experian', { sentAt: '2026-10-01', dueAt: '2026-10-31', result: 'verified', respondedAt: '2026-10-20', verificationRequestedAt: requested })],
      letterKeys: { experian: 'users/c1/disputes/d1/experian.json' },
    });

  it('is refused (409) until the client asked for it', async () => {
    const f = fakes({ disputes: [verified(null)] });
    await expect(clientLetter(f.deps, 'c1', 'd1', 'experian', 'verification')).rejects.toThrow(new Conflict(letterMessages.verificationNotRequested('Experian')));
  });

  it('is stored beside the dispute letter as <bureau>-mov, citing §611(a)(7), the dates on record and the account as reported', async () => {
    const f = fakes({ disputes: [verified('2026-11-22T10:00:00.000Z')] });
    const { fileName } = await staffLetter(f.deps, staff, 'c1', 'd1', 'experian', 'verification');
    const key = 'users/c1/disputes/d1/experian-mov.json';
    expect(fileName).toBe('verification-request-experian-d1.pdf');
    expect(f.disputes.get('c1/d1')!.letterKeys).toEqual({ experian: 'users/c1/disputes/d1/experian.json', 'experian-mov': key });
    const letter = f.letterAt(key);
    expect(letter.title).toBe(letterMessages.verificationTitle('Experian'));
    expect(letter.subject).toContain('§611(a)(7)');
    expect(letter.paragraphs.join(' ')).toContain('On October 1, 2026 I disputed the item listed below with Experian. In your answer dated October 20, 2026');
    expect(letter.paragraphs.join(' ')).toMatch(/description of the procedure.*business name and address of any furnisher.*telephone number.*15 days/);
    expect(letter.items[0]!.lines).toContain('Balance as reported: $1,610.00');
    expect(f.audits[0]).toMatchObject({ details: { kind: 'verification' } });
  });
});

describe('the creditor and goodwill drafts', () => {
  it('are the client’s own words to the furnisher as the bureaus report it, with nothing stored', async () => {
    const f = fakes();
    const drafts = await disputeDrafts(f.deps, 'c1', 'd1');
    expect(drafts.creditor).toContain('CAPITAL ONE');
    expect(drafts.creditor).toContain('account number XXXX1234');
    expect(drafts.creditor).toContain('I paid it down to $250.00. José Núñez');
    expect(drafts.goodwill).toContain('[Explain in your own words what caused the late payment, and when]');
    expect(drafts.goodwill.split('\n').at(-1)).toBe('José Núñez');
    expect(f.puts).toEqual([]);
  });

  it('leave prompts where the profile is incomplete, name the account as the client did without a line, and 404 for another’s dispute', async () => {
    const f = fakes({ profile: undefined, creditFile: undefined });
    const drafts = await disputeDrafts(f.deps, 'c1', 'd1');
    expect(drafts.creditor.split('\n').slice(0, 3)).toEqual(['[Your full name]', '[Your street address]', '[City], [State] [ZIP code]']);
    expect(drafts.creditor).toContain('Account: My Capital One card');
    await expect(disputeDrafts(f.deps, 'c2', 'd1')).rejects.toThrow(NotFound);
  });
});
