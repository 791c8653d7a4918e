import { chainDiagram } from '../fixtures/diagrams';

/** A small leave-request process: start, two tasks, end, connected. */
export const LEAVE_REQUEST = chainDiagram({
  processId: 'Process_Urlaub',
  centreY: 160,
  flowPrefix: 'Flow_',
  nodes: [
    { kind: 'startEvent', id: 'Start_Antrag', name: 'Antrag eingegangen', x: 152 },
    { kind: 'task', id: 'Task_Pruefen', name: 'Antrag prüfen', x: 250 },
    { kind: 'task', id: 'Task_Genehmigen', name: 'Urlaub genehmigen', x: 420 },
    { kind: 'endEvent', id: 'End_Antrag', name: 'Antrag entschieden', x: 592 },
  ],
});
