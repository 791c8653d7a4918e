import PpCallActivityContent from '../PpCallActivityContent';

/** Draws the content of an expanded call activity read-only inside it (the file keeps it on save). */
export const ppCallActivityContentModule = {
  __init__: ['ppCallActivityContent'],
  ppCallActivityContent: ['type', PpCallActivityContent],
};
