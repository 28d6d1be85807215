export * from './errors.js';
export * from './health.js';
export * from './me.js';
export * from './admin.js';
export * from './config.js';
