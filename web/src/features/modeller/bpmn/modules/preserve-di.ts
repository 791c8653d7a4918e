import PpPreserveDi from '../PpPreserveDi';

/** Writes back on save what bpmn-js dropped or rewrote of the imported file (unrendered DI, moved subprocess content). */
export const ppPreserveDiModule = {
  __init__: ['ppPreserveDi'],
  ppPreserveDi: ['type', PpPreserveDi],
};
