/**
 * The ProzessPuls BPMN extension (seed 002 §9): a custom modelling element is a bpmn:Task with
 * taskType, icon (data URL), taskShape and taskColor; a sticky note is a bpmn:TextAnnotation with
 * shape and colour. Being artifacts, sticky notes take no sequence flows, get no number and stay
 * out of the report. Other tools read these diagrams as plain tasks and text annotations.
 */
export const PP_NAMESPACE = 'http://prozesspuls.de/schema/bpmn/1.0';

export const ppModdleDescriptor = {
  name: 'ProzessPuls',
  uri: PP_NAMESPACE,
  prefix: 'pp',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'CustomElement',
      extends: ['bpmn:Task'],
      properties: [
        { name: 'taskType', isAttr: true, type: 'String' },
        { name: 'icon', isAttr: true, type: 'String' },
        { name: 'taskShape', isAttr: true, type: 'String' },
        { name: 'taskColor', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'StickyNote',
      extends: ['bpmn:TextAnnotation'],
      properties: [
        { name: 'shape', isAttr: true, type: 'String' },
        { name: 'color', isAttr: true, type: 'String' },
      ],
    },
  ],
  enumerations: [],
} as const;

/** The value of pp:shape that makes a text annotation a sticky note. */
export const STICKY_NOTE_SHAPE = 'sticky-note';
export const STICKY_NOTE_COLOR = '#FFF59D';
export const CUSTOM_TASK_COLOR = '#FFF6EE';
