import { BPMN_MAX_BYTES } from '@prozesspuls/shared';
import BpmnModdle from 'bpmn-moddle';

export type BpmnCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Parses the XML with bpmn-moddle (a pure JavaScript parser that never resolves entities)
 * and refuses what cannot be a BPMN 2.0 model. Document type declarations are refused up
 * front, so no entity expansion or external entity can ever happen. Unknown vendor
 * attributes (e.g. Signavio's) are accepted.
 */
export async function checkBpmnXml(xml: string): Promise<BpmnCheck> {
  if (Buffer.byteLength(xml, 'utf8') > BPMN_MAX_BYTES) return { ok: false, reason: 'too large' };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, reason: 'document type declaration' };
  try {
    const { rootElement, warnings } = await new BpmnModdle().fromXML(xml);
    const fatal = warnings.find((w: { message: string }) =>
      /unparsable content|duplicate ID|unresolved reference/i.test(w.message),
    );
    if (fatal) return { ok: false, reason: fatal.message };
    const roots = (rootElement as { rootElements?: Array<{ $type: string }> }).rootElements ?? [];
    if (!roots.some((r) => r.$type === 'bpmn:Process' || r.$type === 'bpmn:Collaboration')) {
      return { ok: false, reason: 'no process' };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'unparsable' };
  }
}
