import type { LetterSlot } from '../contract/letters.js';
import { userFilePrefix } from './documents.js';

/** Every letter of a user's disputes lives under this prefix (account deletion deletes the user's whole prefix; export lists it). */
export const disputeFilePrefix = (userId: string) => `${userFilePrefix(userId)}disputes/`;

/** One letter's frozen content (the `Letter` as JSON; the browser renders the PDF): `users/<id>/disputes/<disputeId>/equifax.json`, or `equifax-mov.json` for the verification request. */
export const disputeLetterKey = (userId: string, disputeId: string, slot: LetterSlot) => `${disputeFilePrefix(userId)}${disputeId}/${slot}.json`;
