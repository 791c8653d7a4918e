/**
 * The dashed outline of upload and drop areas (an `sx` part): the `highlight` theme colour (e.g.
 * 'error.main' for a refused file, 'primary.main' while dragging over) or the divider colour.
 */
export function dashedOutline(highlight: string | false, width: 1 | 2 = 1) {
  return { border: width, borderStyle: 'dashed', borderColor: highlight || 'divider' } as const;
}
