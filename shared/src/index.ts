import './zodLocale.js';

export * from './api/adminContracts.js';
export * from './api/contracts.js';
export * from './api/match.js';
export * from './api/modellerContracts.js';
export * from './api/processContracts.js';
export * from './api/routes.js';
export * from './colors.js';
export * from './integrationUrl.js';
export * from './loginLockout.js';
export * from './messages.js';
export * from './modeller/editLock.js';
export * from './modeller/elementNumbers.js';
export * from './passwordPolicy.js';
export * from './permissions.js';
export * from './processes/access.js';
export * from './processes/emptyDiagram.js';
export * from './users.js';
