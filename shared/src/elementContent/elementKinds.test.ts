import { describe } from 'vitest';
import { itAcceptsAndRefuses } from '../testing/tables.js';
import { canCarryCommentsAndDocuments } from './elementKinds.js';

describe('canCarryCommentsAndDocuments', () => {
  itAcceptsAndRefuses(canCarryCommentsAndDocuments, {
    accepts: ['bpmn:Task', 'bpmn:SubProcess', 'bpmn:Participant', 'bpmn:StartEvent'],
    refuses: ['bpmn:Process', 'bpmn:Collaboration'],
  });
});
