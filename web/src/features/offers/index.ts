import { lazy } from 'react';

/** The offers feature's public entry: the dashboard's Offers tab, whose code loads when the tab opens. */
export const OffersTab = lazy(() => import('./offers-tab'));
