/// <reference path="../types/bpmn-moddle.d.ts" />
import type BpmnModdle from 'bpmn-moddle';
import { ppModdleDescriptor } from './ppModdle.js';

/**
 * A bpmn-moddle instance, the parser loaded on first use: about 65 KB of code that only the
 * requests which read or write diagram XML need, so every other function (and web route) that
 * merely shares a module with such a request starts without it.
 */
export async function newBpmnModdle(
  options: { readonly withElementContent?: boolean } = {},
): Promise<BpmnModdle> {
  const { default: Moddle } = await import('bpmn-moddle');
  return options.withElementContent ? new Moddle({ pp: ppModdleDescriptor }) : new Moddle();
}
