import type { Bureau } from '../../contract/credit.js';
import { bureauNames } from '../../contract/credit-messages.js';
import type { DisputeView } from '../../contract/disputes.js';
import { deskMessages, disputeMessages } from '../../contract/dispute-messages.js';
import type { EditLetterWordingRequest, StaffLetterWordingResponse } from '../../contract/letter-wording.js';
import { letterWordingMessages as m } from '../../contract/letter-wording-messages.js';
import { approve, revise, wordingRefusal, type LetterWording } from '../../domain/letter-wording.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';
import { audit } from '../staff/audit.js';
import { toDisputeView } from './disputes.js';
import { storedLetter, type LetterDeps } from './letters.js';

/**
 * Total's custom dispute letters (docs/letters.md, "Custom wording"): the client's advisor, or an admin, rewords the body
 * of a generated §611 letter before it is mailed; the client reads both versions and approves the final text; only then
 * is the letter produced (use-cases/disputes/letters.ts). The generated letter stays frozen as built; both bodies, who
 * edited and when, and the approval are kept on the dispute item, so export and deletion carry them with the dispute.
 * Each edit and each approval is audited.
 */

export interface WordingDeps extends LetterDeps {
  advisors: Pick<Deps['advisors'], 'get'>;
  entitlements: Deps['entitlements'];
  users: Pick<Deps['users'], 'getUser'>;
  notifications: Pick<Deps['notifications'], 'add'>;
  audit: Pick<Deps['audit'], 'putAudit'>;
}
type Staff = { id: string; email: string; groups: readonly string[] };

const today = (deps: Pick<Deps, 'now'>) => deps.now().toISOString().slice(0, 10);

/** The client's advisor or an admin; any other staff member learns nothing of the client (the answer of a dispute not there). */
async function requireAdvisor(deps: Pick<WordingDeps, 'advisors'>, staff: Staff, clientId: string): Promise<void> {
  if (staff.groups.includes('admin')) return;
  if ((await deps.advisors.get(clientId))?.advisorId !== staff.id) throw new NotFound(disputeMessages.notFound);
}

/** The dispute and its item at that bureau (404 when either is not there). */
async function load(deps: Pick<WordingDeps, 'disputes'>, userId: string, id: string, bureau: Bureau): Promise<StoredDispute> {
  const dispute = await deps.disputes.get(userId, id);
  if (!dispute?.items.some((i) => i.bureau === bureau)) throw new NotFound(disputeMessages.notFound);
  return dispute;
}

/** The client's active plan has custom letters (Total), else 403 with `message`. */
async function requireCustomLetters(deps: Pick<WordingDeps, 'entitlements'>, userId: string, message: string): Promise<void> {
  if (!(await deps.entitlements.check(userId, 'custom_dispute_letters', { record: false })).hasAccess) throw new Forbidden(message);
}

/** Null while the letter may be reworded; else why not. */
function lockedBecause(dispute: StoredDispute, bureau: Bureau): string | null {
  return dispute.items.find((i) => i.bureau === bureau)?.sentAt ? m.mailed(bureauNames[bureau]) : null;
}

async function staffView(deps: Pick<WordingDeps, 'users'>, dispute: StoredDispute, bureau: Bureau, generated: readonly string[]): Promise<StaffLetterWordingResponse> {
  const wording = dispute.letterWording?.[bureau];
  const editor = wording ? await deps.users.getUser(wording.editedBy) : undefined;
  return {
    bureau,
    generated: [...generated],
    wording: wording
      ? {
          bureau,
          generated: wording.generated,
          edited: wording.edited,
          revision: wording.revision,
          editedAt: wording.editedAt,
          approvedAt: wording.approvedAt,
          editedBy: { userId: wording.editedBy, name: editor?.fullName || editor?.email || wording.editedBy },
        }
      : null,
    locked: lockedBecause(dispute, bureau),
  };
}

/**
 * The generated letter, built and frozen now if no one downloaded it yet (409 before the client affirmed the dispute),
 * and the dispute as stored after (freezing records the letter's key on it).
 */
async function generatedOf(deps: WordingDeps, dispute: StoredDispute, bureau: Bureau) {
  const letter = await storedLetter(deps, dispute, bureau, 'dispute');
  // Read again when this call froze it (no key yet, or an old rendered `.pdf` replaced): the freeze wrote a new version.
  const current = dispute.letterKeys?.[bureau]?.endsWith('.json') ? dispute : await load(deps, dispute.userId, dispute.id, bureau);
  return { letter, dispute: current };
}

/** `GET /api/admin/disputes/{userId}/{id}/letters/{bureau}/wording`: the generated body and the current rewording (the reading is audited). */
export async function staffLetterWording(deps: WordingDeps, staff: Staff, userId: string, id: string, bureau: Bureau): Promise<StaffLetterWordingResponse> {
  await requireAdvisor(deps, staff, userId);
  const read = await load(deps, userId, id, bureau);
  await requireCustomLetters(deps, userId, m.notTotal);
  const { letter, dispute } = await generatedOf(deps, read, bureau);
  await audit(deps, staff, 'dispute.view', userId, { disputeId: id, letter: bureau });
  return staffView(deps, dispute, bureau, letter.paragraphs);
}

/**
 * `PUT …/wording`: a new revision of the body, over the revision read (`basedOn`; a race is a 409), until the letter is
 * mailed. Refused (400) when it brings in a figure or a claim the generated letter does not carry. The client must
 * approve it before the letter is produced; they are told in the bell.
 */
export async function editLetterWording(deps: WordingDeps, staff: Staff, userId: string, id: string, bureau: Bureau, request: EditLetterWordingRequest): Promise<StaffLetterWordingResponse> {
  await requireAdvisor(deps, staff, userId);
  const read = await load(deps, userId, id, bureau);
  await requireCustomLetters(deps, userId, m.notTotal);
  const locked = lockedBecause(read, bureau);
  if (locked) throw new Conflict(locked);
  const { letter, dispute } = await generatedOf(deps, read, bureau);
  const current = dispute.letterWording?.[bureau];
  if ((current?.revision ?? 0) !== request.basedOn) throw new Conflict(m.stale);
  const refusal = wordingRefusal(letter, request.paragraphs);
  if (refusal) throw new Invalid(refusal, { paragraphs: refusal });
  const now = deps.now().toISOString();
  const { wording, changed } = revise(current, letter.paragraphs, request.paragraphs, staff.id, now);
  if (!changed || !wording) return staffView(deps, dispute, bureau, letter.paragraphs);
  const saved = await save(deps, dispute, bureau, wording, now);
  await audit(deps, staff, 'dispute.letter-edit', userId, { disputeId: id, bureau, revision: wording.revision });
  await deps.notifications.add(userId, { kind: 'dispute_update', title: deskMessages.notificationTitle, body: `${m.revisedTitle}: ${bureauNames[bureau]}, ${saved.accountName}.` });
  return staffView(deps, saved, bureau, letter.paragraphs);
}

/**
 * `POST /api/disputes/{id}/letters/{bureau}/approval`: the client approves the revision they read (a newer one is a 409:
 * they have not read it). Recorded on the dispute with the time, and audited.
 */
export async function approveLetterWording(deps: WordingDeps, client: { id: string; email: string }, id: string, bureau: Bureau, revision: number): Promise<DisputeView> {
  const read = await load(deps, client.id, id, bureau);
  await requireCustomLetters(deps, client.id, m.clientNotTotal);
  const now = deps.now().toISOString();
  const outcome = approve(read.letterWording?.[bureau], revision, client.id, now);
  if ('refused' in outcome) throw new Conflict(outcome.refused);
  if (!outcome.changed) return toDisputeView(read, today(deps));
  const saved = await save(deps, read, bureau, outcome.wording, now);
  // Audit entries outlive the account and hold no client PII (docs/compliance.md): the client is named by id only.
  await audit(deps, { id: client.id, email: '' }, 'dispute.letter-approve', client.id, { disputeId: id, bureau, revision });
  return toDisputeView(saved, today(deps));
}

async function save(deps: Pick<WordingDeps, 'disputes'>, read: StoredDispute, bureau: Bureau, wording: LetterWording, now: string): Promise<StoredDispute> {
  const next: StoredDispute = { ...read, letterWording: { ...read.letterWording, [bureau]: wording }, updatedAt: now, version: read.version + 1 };
  await deps.disputes.update(next);
  return next;
}
