/**
 * Offers (docs/offers.md): the client's matches (the default list, the intake answers'
 * list) and their clicks, each needing an active plan as /profile does; the admins' catalogue, each write audited.
 */
import { ADMIN, SIGNED_IN, type RouteDef } from './types.js';

export const offerRoutes = {
  listOffers: {
    id: 'ListOffers',
    method: 'GET',
    path: '/api/offers',
    handler: 'offers-list',
    access: SIGNED_IN,
    // It remembers which offers were shown (a click must name one).
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  matchOffers: {
    id: 'MatchOffers',
    method: 'POST',
    path: '/api/offers/match',
    handler: 'offers-match',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  clickOffer: {
    id: 'ClickOffer',
    method: 'POST',
    path: '/api/offers/{id}/click',
    handler: 'offers-click',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  adminListOffers: {
    id: 'AdminListOffers',
    method: 'GET',
    path: '/api/admin/offers',
    handler: 'admin-list-offers',
    access: ADMIN,
    needs: { table: 'read' },
  },
  adminCreateOffer: {
    id: 'AdminCreateOffer',
    method: 'POST',
    path: '/api/admin/offers',
    handler: 'admin-create-offer',
    access: ADMIN,
    needs: { table: 'readwrite' },
  },
  adminUpdateOffer: {
    id: 'AdminUpdateOffer',
    method: 'PUT',
    path: '/api/admin/offers/{id}',
    handler: 'admin-update-offer',
    access: ADMIN,
    needs: { table: 'readwrite' },
  },
  adminRetireOffer: {
    id: 'AdminRetireOffer',
    method: 'POST',
    path: '/api/admin/offers/{id}/retire',
    handler: 'admin-retire-offer',
    access: ADMIN,
    needs: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
