import { PROCESS_TYPE_LABELS, PROCESS_TYPES, type ProcessType } from '@prozesspuls/shared/rules';
import type { FacetsOf } from './filter';

/** The 'Prozessart' options: the three process types with their German labels. */
export const PROCESS_TYPE_OPTIONS = {
  options: PROCESS_TYPES.map((type) => ({ value: type, label: PROCESS_TYPE_LABELS[type] })),
} as const;

/** The process type of each linked model, by the model's uuid, from the client's profiles. */
export function processTypesByModel(
  profiles: readonly { readonly connectedModelId: string | null; readonly processType: ProcessType | null }[],
): Map<string, readonly string[]> {
  const byModel = new Map<string, readonly string[]>();
  for (const { connectedModelId, processType } of profiles)
    if (connectedModelId && processType) byModel.set(connectedModelId, [processType]);
  return byModel;
}

/** `base` with the facet 'processTypes' taken from the model's profile. */
export function withProcessTypes(base: FacetsOf, byModel: ReadonlyMap<string, readonly string[]>): FacetsOf {
  return (process) => ({ ...base(process), processTypes: byModel.get(process.uuid) ?? [] });
}
