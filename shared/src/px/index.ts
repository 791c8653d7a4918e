export * from './catalogue/index.js';
export * from './evaluation/index.js';
export * from './measures/index.js';
export * from './model/index.js';
export * from './questions/index.js';
export * from './scale.js';
export * from './survey/index.js';
