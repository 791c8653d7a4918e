export * from './profileRules.js';
export * from './profileTexts.js';
