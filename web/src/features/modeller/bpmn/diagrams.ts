/**
 * The diagrams (`bpmndi:BPMNDiagram`) of one BPMN file. Tools such as ADONIS and ARIS write a small
 * called process or sub-view first, so the first diagram is not always the main one: the modeller
 * opens the diagram of the collaboration, else the one with the most shapes, and lets the user
 * switch to every other one.
 */
export interface DiagramLike {
  readonly id: string;
  readonly name?: string | undefined;
  readonly plane?:
    | {
        readonly bpmnElement?: { readonly $type?: string; readonly name?: string | undefined } | undefined;
        readonly planeElement?: readonly unknown[] | undefined;
      }
    | undefined;
}

export interface DiagramChoice {
  readonly id: string;
  /** The diagram's name, else its process's or collaboration's, else a German fallback with its position. */
  readonly label: string;
  readonly shapeCount: number;
}

const shapeCount = (diagram: DiagramLike) => diagram.plane?.planeElement?.length ?? 0;

/** A collapsed subprocess's own diagram: bpmn-js reaches it by drilling down, not through the picker. */
const isSubprocessPlane = (diagram: DiagramLike) => diagram.plane?.bpmnElement?.$type === 'bpmn:SubProcess';

/** The diagram to open first: the collaboration's, else the largest, else the first. */
export function mainDiagram<D extends DiagramLike>(diagrams: readonly D[]): D | undefined {
  const collaboration = diagrams.find(
    (diagram) => diagram.plane?.bpmnElement?.$type === 'bpmn:Collaboration',
  );
  if (collaboration) return collaboration;
  let largest = diagrams[0];
  for (const diagram of diagrams.filter((candidate) => !isSubprocessPlane(candidate)))
    if (largest && shapeCount(diagram) > shapeCount(largest)) largest = diagram;
  return largest;
}

/** Every top-level diagram of the file (not the planes of collapsed subprocesses), in file order. */
export function diagramChoices(diagrams: readonly DiagramLike[]): DiagramChoice[] {
  return diagrams
    .filter((diagram) => !isSubprocessPlane(diagram))
    .map((diagram, index) => ({
      id: diagram.id,
      label: diagram.name?.trim() || diagram.plane?.bpmnElement?.name?.trim() || `Diagramm ${index + 1}`,
      shapeCount: shapeCount(diagram),
    }));
}
