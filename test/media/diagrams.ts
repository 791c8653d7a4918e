import { chainDiagram, endEvent, startEvent, task } from '../fixtures/diagrams';

/** A small leave-request process: start, two tasks, end, connected. */
export const LEAVE_REQUEST = chainDiagram(
  { processId: 'Process_Urlaub', centreY: 160, flowPrefix: 'Flow_' },
  [
    startEvent('Start_Antrag', 152, 'Antrag eingegangen'),
    task('Task_Pruefen', 250, 'Antrag prüfen'),
    task('Task_Genehmigen', 420, 'Urlaub genehmigen'),
    endEvent('End_Antrag', 592, 'Antrag entschieden'),
  ],
);
