/**
 * The ProzessPuls BPMN extension, one namespace for everything the
 * product writes into a diagram: a custom modelling element is a bpmn:Task with taskType, icon
 * (data URL), taskShape and taskColor; a sticky note is a bpmn:TextAnnotation with shape and
 * colour; an exported element carries its element number as `<pp:elementNumber>` in its
 * `bpmn:extensionElements`. Other tools read these diagrams as plain tasks and text annotations
 * and keep or ignore the extension elements. Pure data, so the modeller and the server's XML
 * transforms parse alike.
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
    {
      // <pp:elementNumber>1.2</pp:elementNumber> inside bpmn:extensionElements.
      name: 'ElementNumber',
      superClass: ['Element'],
      properties: [{ name: 'value', isBody: true, type: 'String' }],
    },
  ],
  enumerations: [],
} as const;
