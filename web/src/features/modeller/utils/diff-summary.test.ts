import { describe, expect, it } from 'vitest';
import { summarizeDiff } from './diff-summary';

const task = (id: string, name?: string) => ({ id, name, $type: 'bpmn:Task' });

describe('summarizeDiff', () => {
  it('lists added, removed, changed and moved elements once per kind, added first, with their German type', () => {
    const changes = summarizeDiff({
      _added: { T3: task('T3', 'Neu') },
      _removed: { T2: task('T2', 'Alt') },
      _changed: { T1: { model: task('T1', 'Umbenannt') } },
      _layoutChanged: { T1: task('T1', 'Umbenannt'), T3: task('T3', 'Neu'), T4: task('T4') },
    });
    expect(changes).toEqual([
      { id: 'T3', name: 'Neu', type: 'Aufgabe', kind: 'added' },
      { id: 'T2', name: 'Alt', type: 'Aufgabe', kind: 'removed' },
      { id: 'T1', name: 'Umbenannt', type: 'Aufgabe', kind: 'changed' },
      { id: 'T4', name: 'T4', type: 'Aufgabe', kind: 'moved' },
      { id: 'T1', name: 'Umbenannt', type: 'Aufgabe', kind: 'moved' },
    ]);
  });

  it('leaves out diagram-level entries a reviewer cannot see', () => {
    expect(
      summarizeDiff({
        _added: {},
        _removed: {},
        _changed: { D: { model: { id: 'D', $type: 'bpmn:Definitions' } } },
        _layoutChanged: { P: { id: 'P', $type: 'bpmndi:BPMNPlane' } },
      }),
    ).toEqual([]);
  });
});
