/** Runtime entry `@prozesspuls/shared/checklists`: the checklist's texts and rules, no zod. */
export * from './answers.js';
export * from './constants.js';
export * from './progress.js';
export * from './template.js';
export type * from './types.js';
