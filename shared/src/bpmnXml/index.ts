/**
 * `@prozesspuls/shared/bpmnXml`: XML transforms of diagrams with bpmn-moddle. A subpath of its
 * own, so the SPA loads the parser only where it exports, and the other entries stay light.
 */
export * from './elementContentXml.js';
export * from './importProblems.js';
export * from './moddle.js';
export * from './ppModdle.js';
export * from './processSteps.js';
