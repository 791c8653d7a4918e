import { BPMN_MAX_BYTES } from '@prozesspuls/shared';
import {
  type ImportRefusal,
  importRefusal,
  type ModdleWarningLike,
  newBpmnModdle,
} from '@prozesspuls/shared/bpmnXml';

export type BpmnCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: string;
      /** What is wrong, by element, in German (from the parser's warnings), when the parser could say. */
      readonly refusal?: ImportRefusal;
    };

const warningsOf = (error: unknown): ModdleWarningLike[] =>
  error && typeof error === 'object' && 'warnings' in error && Array.isArray(error.warnings)
    ? error.warnings
    : [];

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
    const { rootElement, warnings } = await (await newBpmnModdle()).fromXML(xml);
    const refusal = importRefusal(warnings);
    if (refusal) return { ok: false, reason: warnings[0]?.message ?? 'invalid', refusal };
    const roots = (rootElement as { rootElements?: Array<{ $type: string }> }).rootElements ?? [];
    if (!roots.some((r) => r.$type === 'bpmn:Process' || r.$type === 'bpmn:Collaboration')) {
      return { ok: false, reason: 'no process' };
    }
    return { ok: true };
  } catch (error) {
    const refusal = importRefusal(warningsOf(error)) ?? undefined;
    return {
      ok: false,
      reason: error instanceof Error ? error.message : 'unparsable',
      ...(refusal && { refusal }),
    };
  }
}

/**
 * The file without its references to ids that do not exist (what the user chose after the import
 * named them): bpmn-moddle drops unresolvable references while it reads, so writing the model back
 * leaves them out and keeps everything else.
 */
export async function withoutDanglingReferences(xml: string): Promise<string> {
  const moddle = await newBpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  const { xml: repaired } = await moddle.toXML(rootElement, { format: true });
  return repaired;
}
