import { evidenceFieldLabels } from '../../contract/analysis-messages.js';
import { creditFile, type Bureau, type CreditFile, type Tradeline } from '../../contract/credit.js';
import { bureauNames } from '../../contract/credit-messages.js';
import { disputeMessages } from '../../contract/dispute-messages.js';
import { letterWordingMessages } from '../../contract/letter-wording-messages.js';
import { letterSchema, letterSlot, type DisputeDraftsResponse, type Letter, type LetterEnclosureKind, type LetterKind, type LetterResponse } from '../../contract/letters.js';
import { letterMessages } from '../../contract/letter-messages.js';
import { disputeLetterKey } from '../../domain/dispute-files.js';
import {
  bureauLetter,
  creditorLetterDraft,
  goodwillLetterDraft,
  supplementLetter,
  verificationRequestLetter,
  type BureauLetterInput,
  type LetterClient,
} from '../../domain/dispute-letters.js';
import { NAME_PLACEHOLDER } from '../../domain/dispute-text.js';
import { lockedIdentity } from '../../domain/identity.js';
import { releasedLetter } from '../../domain/letter-wording.js';
import { Conflict, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';
import { audit } from '../staff/audit.js';

/**
 * The letters of a dispute (docs/letters.md): built on the first download from the client's
 * verified identity, that bureau's copy of the account in the latest credit file and the client's verified
 * ID and proof of address, stored as JSON under the user's prefix and recorded on the dispute. From then on
 * the stored content is the letter: the client and the desk get the same one, and a later pull or a profile
 * change does not rewrite a letter that may already be in the post. The browser renders it as a PDF
 * (web/src/lib/letters), so no Lambda carries pdf-lib.
 */

export interface LetterDeps extends Pick<Deps, 'now' | 'newId'> {
  disputes: Pick<Deps['disputes'], 'get' | 'update'>;
  /** The verified identity, locked by the first pull: a letter never takes the client from the editable profile. */
  identity: Pick<Deps['identity'], 'get'>;
  documents: Pick<Deps['documents'], 'list'>;
  /** The previous addresses the client gave in Personal Info (the letters list those of the last two years). */
  profiles: Pick<Deps['profiles'], 'get'>;
  creditReports: Pick<Deps['creditReports'], 'latest'>;
  files: Pick<Deps['files'], 'read' | 'put'>;
  analyses: Pick<Deps['analyses'], 'latest'>;
}
export interface StaffLetterDeps extends LetterDeps {
  audit: Pick<Deps['audit'], 'putAudit'>;
}
export type DraftDeps = Pick<LetterDeps, 'now' | 'disputes' | 'identity' | 'creditReports' | 'files'>;
type ClientDeps = Pick<LetterDeps, 'identity'> & Partial<Pick<LetterDeps, 'profiles'>>;

const today = (deps: Pick<Deps, 'now'>) => deps.now().toISOString().slice(0, 10);

/** Which document type stands for which enclosure (the upload type 'address' is the proof of address). */
const ENCLOSED: readonly { type: 'id' | 'address'; kind: LetterEnclosureKind }[] = [
  { type: 'id', kind: 'id' },
  { type: 'address', kind: 'proof_of_address' },
];

async function load(deps: Pick<LetterDeps, 'disputes'>, userId: string, id: string): Promise<StoredDispute> {
  const dispute = await deps.disputes.get(userId, id);
  if (!dispute) throw new NotFound(disputeMessages.notFound);
  return dispute;
}

/**
 * The client as a letter names them: the verified identity the pulls name (staff-verified ID, locked by the
 * first pull, changed only through staff review), never the freely editable profile; undefined before it exists.
 */
export async function letterClient(deps: ClientDeps, userId: string): Promise<LetterClient | undefined> {
  const [record, stored] = await Promise.all([deps.identity.get(userId), deps.profiles?.get(userId)]);
  const identity = lockedIdentity(record);
  if (!identity) return undefined;
  return {
    name: identity.fullName,
    street: identity.street,
    city: identity.city,
    state: identity.state,
    zipCode: identity.zipCode,
    dateOfBirth: identity.dateOfBirth,
    previousAddresses: stored?.profile?.previousAddresses ?? [],
  };
}

/** The latest credit file, or undefined before the first pull. */
export async function latestFile(deps: Pick<LetterDeps, 'creditReports' | 'files'>, userId: string): Promise<CreditFile | undefined> {
  const latest = await deps.creditReports.latest(userId);
  if (!latest) return undefined;
  return creditFile.parse(JSON.parse(new TextDecoder().decode(await deps.files.read(latest.fileKey))));
}

/** That bureau's copy of the disputed account in the latest file (tradelines and collections), when the dispute names one. */
export function reportedLine(file: CreditFile | undefined, accountKey: string | null, bureau: Bureau): Tradeline | null {
  if (!file || !accountKey) return null;
  return [...file.tradelines, ...file.collections].find((l) => l.key === accountKey && l.bureau === bureau) ?? null;
}

/**
 * What goes in the envelope, exactly: the client's newest verified ID and proof of address, then the evidence they chose
 * for this dispute when they affirmed it (a document removed since is not listed, as it cannot be enclosed).
 */
export async function enclosures(deps: Pick<LetterDeps, 'documents'>, userId: string, evidenceIds: readonly string[] = []): Promise<{ kind: LetterEnclosureKind; fileName: string }[]> {
  const documents = await deps.documents.list(userId);
  const identity = ENCLOSED.flatMap(({ type, kind }) => {
    const doc = documents.find((d) => d.documentType === type && d.status === 'verified');
    return doc ? [{ kind, fileName: doc.fileName }] : [];
  });
  const evidence = evidenceIds.flatMap((id) => {
    const doc = documents.find((d) => d.id === id && (d.status === 'verified' || d.status === 'pending_review'));
    return doc ? [{ kind: 'evidence' as const, fileName: doc.fileName }] : [];
  });
  return [...identity, ...evidence];
}

/**
 * The analysis finding the dispute was filed from ('Dispute this item'), as the letter to `bureau` quotes it: what the
 * report shows at that bureau, what is wrong and what it should say. Null when the dispute was typed by hand or the
 * latest analysis no longer has the finding (the letter then states the reason's own sentences).
 */
async function findingBasis(deps: Pick<LetterDeps, 'analyses'>, dispute: StoredDispute, bureau: Bureau): Promise<BureauLetterInput['finding']> {
  if (!dispute.findingId) return null;
  const finding = (await deps.analyses.latest(dispute.userId))?.view.findings.find((f) => f.id === dispute.findingId);
  if (!finding?.dispute) return null;
  const shows = [...new Set(finding.evidence.filter((e) => e.bureau === bureau).map((e) => `${evidenceFieldLabels[e.field] ?? e.field}: ${e.reported}`))];
  // Never the finding's title or question: a letter quotes what the file shows, and says what the client affirmed.
  return { correction: finding.dispute.correction, shows };
}

/**
 * The letter as of today. 409 before the client affirmed the dispute, without a complete identity, for a verification
 * request never asked for, and for a supplemental letter with nothing added or no investigation open at that bureau
 * (mailed, unanswered).
 */
async function buildLetter(deps: LetterDeps, dispute: StoredDispute, bureau: Bureau, kind: LetterKind): Promise<Letter> {
  const item = dispute.items.find((i) => i.bureau === bureau)!;
  const affirmation = dispute.affirmation;
  if (!affirmation) throw new Conflict(letterMessages.notAffirmed);
  if (kind === 'verification' && !(item.verificationRequestedAt && item.sentAt && item.respondedAt)) {
    throw new Conflict(letterMessages.verificationNotRequested(bureauNames[bureau]));
  }
  if (kind === 'supplement') {
    if (!item.sentAt || item.result !== null) throw new Conflict(letterMessages.supplementNotOpen(bureauNames[bureau]));
    if (dispute.addedInformation.length === 0) throw new Conflict(letterMessages.noAddedInformation);
  }
  const [client, file, enclosed, finding] = await Promise.all([
    letterClient(deps, dispute.userId),
    latestFile(deps, dispute.userId),
    enclosures(deps, dispute.userId, affirmation.evidenceDocumentIds),
    kind === 'dispute' ? findingBasis(deps, dispute, bureau) : null,
  ]);
  if (!client) throw new Conflict(letterMessages.profileIncomplete);
  const affirmed = affirmation.statements.map((line) => line.split(NAME_PLACEHOLDER).join(client.name));
  const input = { client, bureau, date: today(deps), dispute, reported: reportedLine(file, dispute.accountKey, bureau), enclosures: enclosed, finding, affirmed };
  if (kind === 'dispute') return bureauLetter(input);
  if (kind === 'supplement') return supplementLetter({ ...input, sentAt: item.sentAt! });
  return verificationRequestLetter({ ...input, sentAt: item.sentAt!, respondedAt: item.respondedAt! });
}

const isFrozen = (key: string) => key.endsWith('.json');

/** A frozen letter read back from its key. */
async function readLetter(deps: Pick<LetterDeps, 'files'>, key: string): Promise<Letter> {
  return letterSchema.parse(JSON.parse(new TextDecoder().decode(await deps.files.read(key))));
}

/**
 * The stored letter: the one recorded on the dispute, else a new letter built, written as JSON and recorded on
 * the version read. Concurrent first downloads write the same key; the record is retried once over a newer
 * version (a desk action meanwhile) and keeps whichever key is recorded first (read back, so both callers get
 * the letter on record).
 */
export async function storedLetter(deps: LetterDeps, read: StoredDispute, bureau: Bureau, kind: LetterKind): Promise<Letter> {
  const slot = letterSlot(bureau, kind);
  const existing = read.letterKeys?.[slot];
  // A key from before letters were stored as JSON (a rendered `.pdf`) is replaced by a letter built now.
  if (existing && isFrozen(existing)) return readLetter(deps, existing);
  const key = disputeLetterKey(read.userId, read.id, slot);
  const letter = await buildLetter(deps, read, bureau, kind);
  await deps.files.put(key, JSON.stringify(letter), 'application/json');
  let current = read;
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.disputes.update({ ...current, letterKeys: { ...current.letterKeys, [slot]: key }, version: current.version + 1 });
      return letter;
    } catch (error) {
      if (!(error instanceof Conflict) || attempt > 0) throw error;
      current = await load(deps, read.userId, read.id);
      const recorded = current.letterKeys?.[slot];
      if (recorded && isFrozen(recorded)) return readLetter(deps, recorded);
    }
  }
}

const FILE_NAMES: Record<LetterKind, string> = { dispute: 'dispute-letter', verification: 'verification-request', supplement: 'additional-information' };
const fileName = (dispute: StoredDispute, bureau: Bureau, kind: LetterKind) => `${FILE_NAMES[kind]}-${bureau}-${dispute.id.slice(0, 8)}.pdf`;

async function letterOf(deps: LetterDeps, userId: string, disputeId: string, bureau: Bureau, kind: LetterKind, awaiting: string): Promise<LetterResponse> {
  const dispute = await load(deps, userId, disputeId);
  // A bureau the dispute was not filed with has no letter: the same answer as a dispute that is not there.
  if (!dispute.items.some((i) => i.bureau === bureau)) throw new NotFound(disputeMessages.notFound);
  const stored = await storedLetter(deps, dispute, bureau, kind);
  // Total's custom wording: the dispute letter is produced with the advisor's wording once the client approved it, not before.
  const letter = kind === 'dispute' ? releasedLetter(stored, dispute.letterWording?.[bureau]) : stored;
  if (!letter) throw new Conflict(awaiting);
  return { letter, fileName: fileName(dispute, bureau, kind) };
}

/** `POST /api/disputes/{id}/letters/{bureau}?kind=`: the client's own letter (another's dispute is 404). */
export function clientLetter(deps: LetterDeps, userId: string, disputeId: string, bureau: Bureau, kind: LetterKind): Promise<LetterResponse> {
  return letterOf(deps, userId, disputeId, bureau, kind, letterWordingMessages.awaitingClient);
}

/** `POST /api/admin/disputes/{userId}/{id}/letters/{bureau}?kind=`: the desk downloads the letter to mail it; each download is audited. */
export async function staffLetter(
  deps: StaffLetterDeps,
  staff: { id: string; email: string },
  userId: string,
  disputeId: string,
  bureau: Bureau,
  kind: LetterKind,
): Promise<LetterResponse> {
  const answer = await letterOf(deps, userId, disputeId, bureau, kind, letterWordingMessages.awaitingClientStaff(bureauNames[bureau]));
  await audit(deps, staff, 'dispute.letter-download', userId, { disputeId, bureau, kind });
  return answer;
}

/** Where the client's identity is incomplete, the drafts ask them to write it: they edit the drafts anyway. */
const DRAFT_CLIENT: LetterClient = { name: '[Your full name]', street: '[Your street address]', city: '[City]', state: '[State]', zipCode: '[ZIP code]', dateOfBirth: '' };

/**
 * `GET /api/disputes/{id}/drafts`: the client's own dispute to the creditor and goodwill letter, as text to edit and
 * send themselves (Regulation V §1022.43(b)(2)); never stored, never sent by us. The creditor is the furnisher as a
 * bureau reports it (the first of the dispute's bureaus that does), else the account name the client gave.
 */
export async function disputeDrafts(deps: DraftDeps, userId: string, disputeId: string): Promise<DisputeDraftsResponse> {
  const dispute = await load(deps, userId, disputeId);
  const [verified, file] = await Promise.all([letterClient(deps, userId), latestFile(deps, userId)]);
  const client: LetterClient = verified ? { ...verified, dateOfBirth: '' } : DRAFT_CLIENT;
  const reported = dispute.items.map((i) => reportedLine(file, dispute.accountKey, i.bureau)).find((l) => l !== null) ?? null;
  const date = today(deps);
  return {
    creditor: creditorLetterDraft({ client, date, dispute, reported }),
    goodwill: goodwillLetterDraft({ client, date, accountName: dispute.accountName, reported }),
  };
}
