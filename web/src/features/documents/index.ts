import { lazy } from 'react';

/** The documents feature's public entry: the dashboard's Documents tab, whose code loads when the tab opens. */
export const DocumentsPanel = lazy(() => import('./documents-panel'));
