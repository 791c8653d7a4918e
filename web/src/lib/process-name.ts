const BPMN_MODEL = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * The diagram as downloaded: after a rename the stored XML still names the old
 * process, so when the diagram holds exactly one process and no collaboration, that process
 * gets the model's name. With a collaboration (pools) or several processes the XML stays as
 * stored (the dialog says so); so does XML the browser cannot parse, and XML already in step.
 * Applied at download time, not stored: the rename never writes a new version over the work of
 * someone holding the edit lock, and the history keeps what was saved.
 */
export function withProcessName(xml: string, name: string): string {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (!root || document.getElementsByTagName('parsererror').length > 0) return xml;
  const children = Array.from(root.children).filter((child) => child.namespaceURI === BPMN_MODEL);
  const processes = children.filter((child) => child.localName === 'process');
  const [process] = processes;
  if (!process || processes.length !== 1 || children.some((child) => child.localName === 'collaboration'))
    return xml;
  if (process.getAttribute('name') === name) return xml;
  process.setAttribute('name', name);
  const serialized = new XMLSerializer().serializeToString(document);
  const declaration = /^\s*<\?xml[^?]*\?>/.exec(xml)?.[0];
  return declaration && !serialized.startsWith('<?xml') ? `${declaration.trim()}\n${serialized}` : serialized;
}
