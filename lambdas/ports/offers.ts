import type { CatalogueOffer } from '../contract/offers.js';

/**
 * The offer catalogue and the clients' clicks (docs/offers.md). Matching is pure
 * (lambdas/domain/offers.ts); "pre-approved" comes only from an issuer's pre-qualification
 * (`PreQualifier`), never from the catalogue (FTC v. Credit Karma, 2022).
 */
export interface OfferClick {
  id: string;
  userId: string;
  offerId: string;
  /** The offer as it was clicked: a later edit or retirement does not rewrite what the client saw. */
  offerTitle: string;
  provider: string;
  button: 'apply' | 'learn_more';
  /** ISO 8601 UTC. */
  clickedAt: string;
}

export interface OffersRepository {
  /** Every offer, active and retired (one Query on the catalogue's partition; the catalogue is small). */
  catalogue(): Promise<CatalogueOffer[]>;
  get(id: string): Promise<CatalogueOffer | undefined>;
  /** Adds an offer; `Conflict` when the id exists. */
  create(offer: CatalogueOffer): Promise<void>;
  /** Replaces an offer written at `expectedUpdatedAt` (`Conflict` when it changed meanwhile, `NotFound` when gone). */
  update(offer: CatalogueOffer, expectedUpdatedAt: string): Promise<void>;
  /**
   * Remembers which offers the user was last shown (their ids only, never the answers that matched them;
   * kept a week): a click is accepted only on one of them.
   */
  putShown(userId: string, offerIds: readonly string[], shownAt: string): Promise<void>;
  /** The ids last shown to the user (none once they expired). */
  shown(userId: string, now: Date): Promise<string[]>;
  /** Records a click in the user's collection (exported and deleted with the account). */
  recordClick(click: OfferClick): Promise<void>;
  /** The user's clicks, oldest first. */
  clicks(userId: string): Promise<OfferClick[]>;
}

/**
 * Issuers' pre-qualification of one client (a soft inquiry made by the issuer): the ids of the offers
 * whose issuer pre-qualified them. No issuer is connected: the sandbox answers none.
 */
export interface PreQualifier {
  /** True while no issuer is connected: the catalogue is the sandbox's fictional one. */
  readonly sandbox: boolean;
  preQualifiedOfferIds(userId: string): Promise<ReadonlySet<string>>;
}
