export * from './elementKinds.js';
export * from './rules.js';
export * from './texts.js';
