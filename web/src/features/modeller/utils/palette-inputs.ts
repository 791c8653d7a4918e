import type { CustomElement } from '@prozesspuls/shared';

/** What the palette's entries depend on: the right to edit and the tenant's custom elements. */
export interface PaletteInputs {
  readonly canEdit: boolean;
  readonly customElements: readonly CustomElement[];
}

/**
 * Whether a palette built for `built` already shows `wanted`: the same right and the same list
 * (the query's list object, not an equal copy). null: no palette built yet.
 */
export function samePalette(built: PaletteInputs | null, wanted: PaletteInputs): boolean {
  return built?.canEdit === wanted.canEdit && built.customElements === wanted.customElements;
}
