import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBpmnXml, withoutDanglingReferences } from './validateBpmn.js';

const fixture = (path: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../test/fixtures', path), 'utf8');

describe('checkBpmnXml', () => {
  it('accepts a MIWG reference model', async () => {
    expect(await checkBpmnXml(fixture('bpmn-miwg/C.7.0.bpmn'))).toEqual({ ok: true });
  });

  it.each([
    {
      what: 'MIWG C.8.1 naming its dangling references, as repairable',
      file: 'bpmn-miwg/C.8.1.bpmn',
      repairable: true,
      names: 'Operation „Update vacation“',
    },
    {
      what: 'a file without the BPMN namespace with what the parser found',
      file: 'bpmn/error-missing-namespace.bpmn',
      repairable: false,
      names: 'Das Element <definitions> (Zeile 1)',
    },
  ])('refuses $what', async ({ file, repairable, names }) => {
    const check = await checkBpmnXml(fixture(file));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.refusal?.danglingReferencesOnly).toBe(repairable);
    expect(check.refusal?.msg).toContain(names);
  });
});

describe('withoutDanglingReferences', () => {
  it('makes C.8.1 valid and keeps its elements', async () => {
    const repaired = await withoutDanglingReferences(fixture('bpmn-miwg/C.8.1.bpmn'));
    expect(await checkBpmnXml(repaired)).toEqual({ ok: true });
    expect(repaired).not.toContain('triso:unspecified');
    expect(repaired).toContain('name="Delete vacation"');
  });
});
