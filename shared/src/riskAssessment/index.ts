export * from './effectCheck.js';
export * from './judgements.js';
export * from './messages.js';
export * from './resourceRoles.js';
export * from './steps.js';
export * from './strain.js';
