/**
 * `@prozesspuls/shared/rules`: the pure domain rules the SPA runs too (permissions, colours,
 * element numbers, edit lock, password policy, limits). Free of zod, so importing them does not
 * put the API's schemas into the SPA bundle; the package root also exports them for functions/.
 */

export * from '../bpmnXml/ppModdle.js';
export * from '../colors.js';
export * from '../elementContent/elementKinds.js';
export * from '../elementContent/mentions.js';
export * from '../integrationUrl.js';
export * from '../limits.js';
export * from '../modeller/editLock.js';
export * from '../modeller/elementNumbers.js';
export * from '../passwordPolicy.js';
export * from '../permissions.js';
export * from '../processes/access.js';
export * from '../processes/emptyDiagram.js';
export * from '../processes/releaseRules.js';
export * from '../profiles/index.js';
export * from '../reports/audit.js';
export * from '../sharing/shareAuth.js';
export * from '../users.js';
