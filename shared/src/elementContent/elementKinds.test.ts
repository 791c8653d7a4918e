import { describe, expect, it } from 'vitest';
import { canCarryCommentsAndDocuments } from './elementKinds.js';

describe('canCarryCommentsAndDocuments', () => {
  it.each([
    ['bpmn:Task', true],
    ['bpmn:SubProcess', true],
    ['bpmn:Participant', true],
    ['bpmn:StartEvent', true],
    ['bpmn:Process', false],
    ['bpmn:Collaboration', false],
  ])('%s → %s', (type, expected) => {
    expect(canCarryCommentsAndDocuments(type)).toBe(expected);
  });
});
