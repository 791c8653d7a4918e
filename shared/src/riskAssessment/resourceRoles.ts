/**
 * Step 1 offers as roles not only the lanes of a diagram but also the process objects of type
 * role and department linked to its elements: many models name who works there in objects, not lanes.
 */

/** The process object types that stand for a group of people. */
export const ROLE_OBJECT_TYPES = ['ROLE', 'DEPARTMENT'] as const;

const TYPE_LABELS: Readonly<Record<(typeof ROLE_OBJECT_TYPES)[number], string>> = {
  ROLE: 'Rolle',
  DEPARTMENT: 'Abteilung',
};

/** The element id a process object has in an assessment (never a BPMN id: those cannot contain '#'). */
export const resourceElementId = (objectId: string) => `objekt#${objectId}`;

export interface ResourceRole {
  readonly elementId: string;
  readonly name: string;
  readonly kind: 'Rolle';
  /** The diagram elements it is linked to: a process survey's scores on them are its strain. */
  readonly linkedElementIds: readonly string[];
}

/**
 * The role and department objects linked to elements of the diagram (`diagramIds`), by name;
 * links to elements the diagram no longer has are ignored, and an object left without any is not offered.
 */
export function resourceRoles(
  objects: readonly {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly elementIds: readonly string[];
  }[],
  diagramIds: ReadonlySet<string>,
): ResourceRole[] {
  return objects
    .flatMap((object): ResourceRole[] => {
      const type = ROLE_OBJECT_TYPES.find((t) => t === object.type);
      const linked = [...new Set(object.elementIds)].filter((id) => diagramIds.has(id));
      if (!type || linked.length === 0) return [];
      return [
        {
          elementId: resourceElementId(object.id),
          name: `${object.name} (Prozessobjekt ${TYPE_LABELS[type]})`,
          kind: 'Rolle',
          linkedElementIds: linked,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
