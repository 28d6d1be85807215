export * from './errors.js';
export * from './health.js';
export * from './me.js';
export * from './admin.js';
export * from './config.js';
export * from './messages.js';
export * from './auth.js';
export * from './billing.js';
