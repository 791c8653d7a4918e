export * from './judgements.js';
export * from './steps.js';
export * from './strain.js';
