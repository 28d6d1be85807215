import { offersMessages, type CatalogueOffer, type OfferInput } from '../../contract/offers.js';
import { catalogueOrder } from '../../domain/offers.js';
import { Conflict, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import { audit } from '../staff/audit.js';

export type CatalogueDeps = Pick<Deps, 'offers' | 'audit' | 'now' | 'newId'>;
type Caller = { id: string; email: string };

/** JSON with object keys sorted: a stored map comes back in any key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** The audit log's target for an offer (the log's target is a user id elsewhere; an offer's is marked as such). */
export const offerTarget = (id: string) => `OFFER#${id}`;

/** `GET /api/admin/offers`: the whole catalogue, active first. */
export async function listCatalogue(deps: CatalogueDeps): Promise<CatalogueOffer[]> {
  return (await deps.offers.catalogue()).sort(catalogueOrder);
}

/** `POST /api/admin/offers`: a new active offer, audited. */
export async function createOffer(deps: CatalogueDeps, caller: Caller, input: OfferInput): Promise<CatalogueOffer> {
  const now = deps.now().toISOString();
  const offer: CatalogueOffer = { ...input, id: deps.newId(), status: 'active', createdAt: now, updatedAt: now, retiredAt: null };
  await deps.offers.create(offer);
  await audit(deps, caller, 'offer.create', offerTarget(offer.id), { offerId: offer.id, title: offer.title, provider: offer.provider });
  return offer;
}

async function existing(deps: CatalogueDeps, id: string): Promise<CatalogueOffer> {
  const offer = await deps.offers.get(id);
  if (!offer) throw new NotFound(offersMessages.offerNotFound);
  return offer;
}

/** `PUT /api/admin/offers/{id}`: the offer's fields replaced (its status kept), audited with the fields that changed. */
export async function updateOffer(deps: CatalogueDeps, caller: Caller, id: string, input: OfferInput): Promise<CatalogueOffer> {
  const before = await existing(deps, id);
  const offer: CatalogueOffer = { ...before, ...input, updatedAt: deps.now().toISOString() };
  await deps.offers.update(offer, before.updatedAt);
  const changed = (Object.keys(input) as (keyof OfferInput)[]).filter((k) => canonical(before[k]) !== canonical(offer[k]));
  await audit(deps, caller, 'offer.update', offerTarget(id), { offerId: id, title: offer.title, changed: changed.join(', ') });
  return offer;
}

/** `POST /api/admin/offers/{id}/retire`: it stops matching anyone; kept (clicks name it), audited. */
export async function retireOffer(deps: CatalogueDeps, caller: Caller, id: string): Promise<CatalogueOffer> {
  const before = await existing(deps, id);
  if (before.status === 'retired') throw new Conflict(offersMessages.alreadyRetired);
  const now = deps.now().toISOString();
  const offer: CatalogueOffer = { ...before, status: 'retired', retiredAt: now, updatedAt: now };
  await deps.offers.update(offer, before.updatedAt);
  await audit(deps, caller, 'offer.retire', offerTarget(id), { offerId: id, title: offer.title });
  return offer;
}
