import { bureauNames } from '../contract/credit-messages.js';
import type { Bureau } from '../contract/credit.js';
import { DISPUTE_TRANSITIONS, type DisputeResult, type DisputeStatus } from '../contract/disputes.js';
import { deskMessages, disputeMessages } from '../contract/dispute-messages.js';

/**
 * Filing the same dispute again, pure. A bureau may end the investigation of a dispute it finds frivolous or
 * irrelevant, notably one "substantially the same" as a dispute already made without new information
 * (FCRA §611(a)(3), 15 U.S.C. §1681i(a)(3)); that finding stalls the client's case. So a dispute about an account is
 * refused at a bureau where one about the same account is still open there, or where that bureau's latest answer
 * about it was "verified" (or "frivolous") and the new dispute says nothing new.
 */

/** What the rule reads of a dispute already filed (a `StoredDispute` has it). */
export interface PriorDispute {
  accountKey: string | null;
  accountName: string;
  status: DisputeStatus;
  createdAt: string;
  items: readonly { bureau: Bureau; result: DisputeResult | null; respondedAt: string | null }[];
}

export interface NewDispute {
  accountKey: string | null;
  accountName: string;
  bureaus: readonly Bureau[];
  newInformation: string | null;
}

/** Accounts are the same by their report key when both have one, else by the name the client typed (case and spaces aside). */
const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
function sameAccount(a: Pick<PriorDispute, 'accountKey' | 'accountName'>, b: Pick<NewDispute, 'accountKey' | 'accountName'>): boolean {
  if (a.accountKey !== null && b.accountKey !== null) return a.accountKey === b.accountKey;
  return normalise(a.accountName) === normalise(b.accountName);
}

/**
 * What makes two filings "the same dispute" at one bureau, as `sameAccount` reads it: the account's report key, or the
 * name the client typed. The repository guards a filing in progress with it, so two filings at once cannot both pass.
 */
export function filingKeys(d: { accountKey: string | null; accountName: string; bureaus: readonly Bureau[] }): string[] {
  const account = d.accountKey !== null ? `key:${d.accountKey}` : `name:${normalise(d.accountName)}`;
  return [...new Set(d.bureaus)].map((bureau) => `${bureau}|${account}`);
}

const isOpen = (status: DisputeStatus) => DISPUTE_TRANSITIONS[status].length > 0;
/** Answers after which the same dispute again, with nothing new, would be frivolous. */
const STANDS: readonly DisputeResult[] = ['verified', 'frivolous'];

/** The reason the new dispute is refused (the first bureau that refuses it), or null when it may be filed. */
export function refileRefusal(prior: readonly PriorDispute[], request: NewDispute): string | null {
  const same = prior.filter((d) => sameAccount(d, request));
  for (const bureau of request.bureaus) {
    const items = same.flatMap((d) => d.items.filter((i) => i.bureau === bureau).map((i) => ({ dispute: d, item: i })));
    if (items.some(({ dispute, item }) => isOpen(dispute.status) && item.result === null)) {
      return disputeMessages.alreadyOpen(request.accountName, bureauNames[bureau]);
    }
    const answered = items.filter(({ item }) => item.result !== null && item.respondedAt !== null);
    const latest = answered.sort((a, b) => (a.item.respondedAt! < b.item.respondedAt! ? 1 : a.item.respondedAt! > b.item.respondedAt! ? -1 : 0))[0];
    if (latest && STANDS.includes(latest.item.result!) && !request.newInformation) {
      return disputeMessages.verifiedNeedsNewInformation(request.accountName, bureauNames[bureau], deskMessages.resultLabels[latest.item.result!].toLowerCase(), latest.item.respondedAt!);
    }
  }
  return null;
}
