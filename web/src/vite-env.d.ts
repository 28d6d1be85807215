/// <reference types="vite/client" />

/** When the site was built (ISO 8601 UTC); the prerendered pages' dates. */
declare const __BUILD_TIME__: string;
