export * from './automaticSurvey.js';
export * from './manualSurvey.js';
export * from './messages.js';
export * from './questionElement.js';
export * from './questionIds.js';
export * from './schema.js';
export * from './startPage.js';
export * from './titlePage.js';
