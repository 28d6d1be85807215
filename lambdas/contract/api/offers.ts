/** The offers area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { offerRoutes } from '../../routes/offers.js';
import type { RouteContract } from '../api.js';
import { adminOfferResponse, adminOffersResponse, offerClickRequest, offerClickResponse, offerIdParams, offerInput, offerMatchRequest, offersResponse } from '../offers.js';

export const contract = {
  listOffers: { response: offersResponse },
  matchOffers: { body: offerMatchRequest, response: offersResponse },
  clickOffer: { params: offerIdParams, body: offerClickRequest, response: offerClickResponse },
  adminListOffers: { response: adminOffersResponse },
  adminCreateOffer: { body: offerInput, response: adminOfferResponse, status: 201 },
  adminUpdateOffer: { params: offerIdParams, body: offerInput, response: adminOfferResponse },
  adminRetireOffer: { params: offerIdParams, response: adminOfferResponse },
} as const satisfies Record<keyof typeof offerRoutes, RouteContract>;
