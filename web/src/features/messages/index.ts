import { lazy } from 'react';

/**
 * The messages feature's public entry: the dedicated advisor and the secure messages on the dashboard (Total plan
 * only), whose code (the recipient picker, the composer, the toasts' library) loads when the card is shown.
 */
export const MessagesCard = lazy(() => import('./messages-card').then((m) => ({ default: m.MessagesCard })));
