export * from './api/contracts.js';
export * from './api/match.js';
export * from './api/routes.js';
export * from './colors.js';
export * from './messages.js';
export * from './permissions.js';
export * from './users.js';
export * from './loginLockout.js';
