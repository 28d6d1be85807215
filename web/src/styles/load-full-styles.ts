let loading: Promise<unknown> | undefined;

/**
 * Brings in the full stylesheet (./full.ts) once. Whatever shows components beyond the prerendered
 * pages' (the SPA's first render, dialogs, drawers, toasts) awaits it first.
 */
export const loadFullStyles = (): Promise<unknown> => (loading ??= import('./full'));
