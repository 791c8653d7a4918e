import { describe, expect, it } from 'vitest';
import { resourceElementId, resourceRoles } from './resourceRoles.js';

const diagram = new Set(['Task_Angebot', 'Task_Versand']);

describe('roles from process objects in step 1', () => {
  it('offers role and department objects linked to the diagram, by name, with their linked elements', () => {
    const roles = resourceRoles(
      [
        { id: 'r1', name: 'Sachbearbeitung', type: 'ROLE', elementIds: ['Task_Angebot', 'Task_Angebot'] },
        { id: 'd1', name: 'Lager', type: 'DEPARTMENT', elementIds: ['Task_Versand', 'Task_Alt'] },
      ],
      diagram,
    );
    expect(roles).toEqual([
      {
        elementId: resourceElementId('d1'),
        name: 'Lager (Prozessobjekt Abteilung)',
        kind: 'Rolle',
        linkedElementIds: ['Task_Versand'],
      },
      {
        elementId: resourceElementId('r1'),
        name: 'Sachbearbeitung (Prozessobjekt Rolle)',
        kind: 'Rolle',
        linkedElementIds: ['Task_Angebot'],
      },
    ]);
  });

  it('leaves out systems, context items and objects linked only to elements the diagram lacks', () => {
    const roles = resourceRoles(
      [
        { id: 's1', name: 'ERP', type: 'SYSTEM', elementIds: ['Task_Angebot'] },
        { id: 'c1', name: 'Kontext', type: 'CONTEXT_ITEM', elementIds: ['Task_Angebot'] },
        { id: 'r2', name: 'Ehemalige Rolle', type: 'ROLE', elementIds: ['Task_Entfernt'] },
      ],
      diagram,
    );
    expect(roles).toEqual([]);
  });

  it('gives objects ids no BPMN element can have', () => {
    expect(resourceElementId('r1')).toBe('objekt#r1');
  });
});
