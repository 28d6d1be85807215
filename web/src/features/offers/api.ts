import { useQuery } from '@tanstack/react-query';
import type { OfferMatchRequest } from '@contract/offers';
import { api } from '../../lib/api-client';

export const offersKey = ['offers'] as const;
/** `GET /api/offers`: the offers the latest credit file qualifies for (before the intake form). */
export const useOffers = () => useQuery({ queryKey: offersKey, queryFn: () => api.call('listOffers') });
/** `POST /api/offers/match`: only what matching reads is sent (income, state, purpose); the server stores none of it. */
export const matchOffers = (request: OfferMatchRequest) => api.call('matchOffers', { body: request });
/** `POST /api/offers/{id}/click`: the click recorded; answers the issuer's link. */
export const clickOffer = (id: string, button: 'apply' | 'learn_more') => api.call('clickOffer', { params: { id }, body: { button } });
