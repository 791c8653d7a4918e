export * from './elementKinds.js';
export * from './rules.js';
export * from './texts.js';
export * from './versions.js';
