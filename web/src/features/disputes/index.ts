import { lazy } from 'react';

/** The disputes feature's public entry: the dashboard's Disputes tab (its code loads when the tab opens) and the filing modal. */
export const DisputesTab = lazy(() => import('./disputes-tab'));
export { FileDisputeModal, type DisputePrefill } from './file-dispute-modal';
