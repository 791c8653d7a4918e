export * from './measures.js';
