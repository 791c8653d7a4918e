export * from './exampleProcess.js';
