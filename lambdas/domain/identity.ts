import { BUREAUS } from '../contract/credit-messages.js';
import type { Bureau, CreditFile } from '../contract/credit.js';
import { identityMessages } from '../contract/identity-messages.js';
import type { IdentityFields, IdentityMismatch, PullSubjectView } from '../contract/identity.js';

/**
 * The client's verified identity (docs/security.md, "A pull names only the client"): pure rules over
 * what is stored. Staff verify a government ID and confirm its name and date of birth match the
 * profile; that confirmation is kept as the identity record. The first pull locks the address too.
 */

/** The identity record (`IDENTITY` in the user's collection). */
export interface IdentityRecord {
  /** As the reviewer confirmed them against the ID. */
  fullName: string;
  dateOfBirth: string;
  documentId: string;
  verifiedAt: string;
  verifiedBy: string;
  /** Set by the first pull, with the address it named; from then on every field changes only through staff review. */
  lockedAt: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** What the profile holds (any field may be missing). */
export interface ProfileIdentity {
  fullName?: string | null;
  dateOfBirth?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export type PullSubjectState =
  | { ready: true; identity: IdentityFields; locked: boolean }
  | { ready: false; identity: IdentityFields | null; locked: boolean; missing: string[] };

const same = (a: string | null | undefined, b: string | null | undefined) => normalise(a ?? '') === normalise(b ?? '');
const normalise = (s: string) => s.toUpperCase().replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();

/** The locked identity (after the first pull), whole. */
export function lockedIdentity(record: IdentityRecord | undefined): IdentityFields | null {
  if (!record?.lockedAt || !record.street || !record.city || !record.state || !record.zipCode) return null;
  return { fullName: record.fullName, dateOfBirth: record.dateOfBirth, street: record.street, city: record.city, state: record.state, zipCode: record.zipCode };
}

/**
 * Who a pull may name, and whether it may happen: the onboarding order (phone verified by SMS, then a
 * government ID verified by staff with its name and date of birth confirmed against the profile), the
 * profile complete, and the profile's name and date of birth still the ones the reviewer confirmed.
 * After the first pull the locked record is the subject whatever the profile says.
 */
export function pullSubject(input: { phoneVerified: boolean; profile: ProfileIdentity | undefined; identity: IdentityRecord | undefined }): PullSubjectState {
  const locked = lockedIdentity(input.identity);
  if (locked) return { ready: true, identity: locked, locked: true };
  const p = input.profile ?? {};
  const complete =
    p.fullName && p.dateOfBirth && p.street && p.city && p.state && p.zipCode
      ? { fullName: p.fullName, dateOfBirth: p.dateOfBirth, street: p.street, city: p.city, state: p.state, zipCode: p.zipCode }
      : null;
  const missing: string[] = [];
  if (!input.phoneVerified) missing.push(identityMessages.phoneNotVerified);
  if (!complete) missing.push(identityMessages.profileIncomplete);
  if (!input.identity) missing.push(identityMessages.documentNotVerified);
  else if (complete && !(same(input.identity.fullName, complete.fullName) && input.identity.dateOfBirth === complete.dateOfBirth)) {
    missing.push(identityMessages.identityChangedSinceVerified);
  }
  // The name and date of birth as the reviewer confirmed them against the ID; the address as the profile has it.
  if (missing.length === 0 && complete && input.identity) {
    return { ready: true, identity: { ...complete, fullName: input.identity.fullName, dateOfBirth: input.identity.dateOfBirth }, locked: false };
  }
  return { ready: false, identity: complete, locked: false, missing };
}

export const pullSubjectViewOf = (state: PullSubjectState, changePending: boolean): PullSubjectView => ({
  ready: state.ready,
  identity: state.identity,
  missing: state.ready ? [] : state.missing,
  locked: state.locked,
  changePending,
});

/** The provider's subject: first and last name from the full name (the sandbox's persona is the last name). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.at(-1)! : parts[0]!;
  return { firstName: parts.length > 1 ? parts.slice(0, -1).join(' ') : parts[0]!, lastName };
}

/** Which identity fields a profile save would change on the locked identity (none before the lock). */
export function lockedFieldsChanged(locked: IdentityFields | null, next: ProfileIdentity): (keyof IdentityFields)[] {
  if (!locked) return [];
  return (Object.keys(locked) as (keyof IdentityFields)[]).filter((field) => !same(locked[field], next[field] ?? ''));
}

// ---- What the bureaus returned ----

const STREET_WORDS: Record<string, string> = {
  STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', DRIVE: 'DR', LANE: 'LN', BOULEVARD: 'BLVD', COURT: 'CT', PLACE: 'PL', TERRACE: 'TER',
  CIRCLE: 'CIR', HIGHWAY: 'HWY', PARKWAY: 'PKWY', APARTMENT: 'APT', SUITE: 'STE', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W',
};
const streetKey = (street: string) =>
  normalise(street)
    .split(' ')
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');

/** A bureau's name matches when its first and last names are the verified ones (middle names and initials may differ). */
function nameMatches(reported: string, fullName: string): boolean {
  const words = normalise(reported).split(' ');
  const { firstName, lastName } = splitName(normalise(fullName));
  const first = firstName.split(' ')[0]!;
  return words[0] === first && words.at(-1) === lastName;
}

/**
 * Compares each bureau's file with the verified identity: the names, dates of birth, SSN last fours and
 * addresses that bureau reports. A bureau mismatches on a field when it reports that field and none of its
 * values is the client's (an old address beside the current one is no mismatch; a bureau that reports no
 * date of birth is none either). Only bureaus that returned a file are compared.
 */
export function compareIdentity(file: CreditFile, identity: IdentityFields, ssnLast4: string | null): IdentityMismatch[] {
  const out: IdentityMismatch[] = [];
  const reportedBy = <T extends { bureaus: Bureau[] }>(items: readonly T[] | undefined, b: Bureau) => (items ?? []).filter((i) => i.bureaus.includes(b));
  const withFile = new Set(file.bureaus.filter((x) => x.outcome === 'ok').map((x) => x.bureau));
  for (const b of BUREAUS.filter((x) => withFile.has(x))) {
    const names = reportedBy(file.personal.names, b);
    if (names.length > 0 && !names.some((n) => nameMatches(n.value, identity.fullName))) out.push({ bureau: b, field: 'name' });
    const births = reportedBy(file.personal.birthDates, b);
    if (births.length > 0 && !births.some((d) => d.value === identity.dateOfBirth)) out.push({ bureau: b, field: 'dateOfBirth' });
    const ssns = reportedBy(file.personal.ssnLast4, b);
    if (ssnLast4 && ssns.length > 0 && !ssns.some((s) => s.value === ssnLast4)) out.push({ bureau: b, field: 'ssnLast4' });
    const addresses = reportedBy(file.personal.addresses, b);
    const matches = (a: (typeof addresses)[number]) => a.zipCode.slice(0, 5) === identity.zipCode && streetKey(a.street) === streetKey(identity.street);
    if (addresses.length > 0 && !addresses.some(matches)) out.push({ bureau: b, field: 'address' });
  }
  return out;
}
