export * from './changelog.js';
export * from './tickets.js';
