import { lazy } from 'react';

/** The disputes feature's public entry: the dashboard's Disputes tab and the filing modal, each loaded when first shown (render them in Suspense). */
export const DisputesTab = lazy(() => import('./disputes-tab'));
export const FileDisputeModal = lazy(() => import('./file-dispute-modal').then((m) => ({ default: m.FileDisputeModal })));
export type { DisputePrefill } from './file-dispute-modal';
