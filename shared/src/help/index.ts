export * from './changelog.js';
export * from './lessons.js';
export * from './tickets.js';
export * from './vtt.js';
