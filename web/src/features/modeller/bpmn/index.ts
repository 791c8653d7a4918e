import IndexedOverlays from './IndexedOverlays';
import PpContentBadges from './PpContentBadges';
import PpContextPad from './PpContextPad';
import PpLifecycle from './PpLifecycle';
import PpMode from './PpMode';
import PpOverlays from './PpOverlays';
import PpPalette from './PpPalette';
import PpPxQuestionBadges from './PpPxQuestionBadges';
import PpPxScores from './PpPxScores';
import PpRenderer from './PpRenderer';
import PpRules from './PpRules';
import PpState from './PpState';

/** What previews need: the ProzessPuls elements drawn as in the modeller. */
export const ppRenderModule = {
  __init__: ['ppRenderer'],
  ppRenderer: ['type', PpRenderer],
};

/** The modeller's extensions of bpmn-js (custom palette, renderer, overlays, rules, view mode). */
export const ppModellerModule = {
  __init__: [
    'ppState',
    'ppRenderer',
    'ppPalette',
    'ppContextPad',
    'ppRules',
    'ppMode',
    'ppOverlays',
    'ppLifecycle',
    'ppContentBadges',
    'ppPxQuestionBadges',
    'ppPxScores',
  ],
  // The page's state for the modules, fed by `pp.state.update` events (see events.ts).
  ppState: ['type', PpState],
  // Replaces diagram-js's overlay service (same name): one badge per element stays linear.
  overlays: ['type', IndexedOverlays],
  ppRenderer: ['type', PpRenderer],
  ppPalette: ['type', PpPalette],
  ppContextPad: ['type', PpContextPad],
  ppRules: ['type', PpRules],
  ppMode: ['type', PpMode],
  ppOverlays: ['type', PpOverlays],
  ppLifecycle: ['type', PpLifecycle],
  ppContentBadges: ['type', PpContentBadges],
  ppPxQuestionBadges: ['type', PpPxQuestionBadges],
  ppPxScores: ['type', PpPxScores],
};
