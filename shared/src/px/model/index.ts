export * from './elementQuestions.js';
