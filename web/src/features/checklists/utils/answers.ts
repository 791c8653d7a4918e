import type { ChecklistStep } from '@prozesspuls/shared/checklists';

/** The steps of a stored list (JSON text: index 0 empty, then the steps). */
export function parseSteps(listSchema: string): ChecklistStep[] {
  const list = JSON.parse(listSchema) as unknown[];
  return list.slice(1) as ChecklistStep[];
}

/** The list as JSON text for saving. */
export const listSchemaOf = (steps: readonly ChecklistStep[]) => JSON.stringify([null, ...steps]);

export interface AnswerTarget {
  readonly step: number;
  readonly field: number;
  readonly option: number;
}

/** The steps with one answer replaced (a new object along the path, the rest shared). */
export function withAnswer(
  steps: readonly ChecklistStep[],
  target: AnswerTarget,
  answer: string | number,
): ChecklistStep[] {
  return steps.map((step, s) =>
    s !== target.step
      ? step
      : {
          ...step,
          fields: step.fields.map((field, f) =>
            f !== target.field
              ? field
              : {
                  ...field,
                  options: field.options.map((option, o) =>
                    o === target.option ? { ...option, answer } : option,
                  ),
                },
          ),
        },
  );
}

/** `?skipStep4=` of the answer page: 'true' leaves out step 4; absent keeps the stored choice. */
export function skipStep4Of(query: string | null, stored: boolean): boolean {
  if (query === 'true') return true;
  if (query === 'false') return false;
  return stored;
}
