/**
 * The ProzessPuls BPMN extension lives in shared, so the server's XML transforms
 * (element numbers as `pp:elementNumber`) parse the same namespace as the modeller.
 * Sticky notes, being artifacts, take no sequence flows, get no number and stay out of the report.
 */
export { PP_NAMESPACE, ppModdleDescriptor } from '@prozesspuls/shared/rules';

/** The value of pp:shape that makes a text annotation a sticky note. */
export const STICKY_NOTE_SHAPE = 'sticky-note';
export const STICKY_NOTE_COLOR = '#FFF59D';
export const CUSTOM_TASK_COLOR = '#FFF6EE';
