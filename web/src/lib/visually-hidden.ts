/**
 * Hides content from the eye but not from screen readers (sx style): the figures behind a chart,
 * texts that only repeat what a picture shows. `display: none` would hide it from both.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
