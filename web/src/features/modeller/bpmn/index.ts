import IndexedOverlays from './IndexedOverlays';
import PpContentBadges from './PpContentBadges';
import PpContextPad from './PpContextPad';
import PpKeyboardNavigation from './PpKeyboardNavigation';
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

/**
 * The modeller's own services in the order they start (`__init__`): ppState first, as the others
 * read the page's state from it. Adding one is one line here.
 */
const PP_MODELLER_SERVICES = {
  // The page's state for the modules, fed by `pp.state.update` events (see events.ts).
  ppState: PpState,
  ppRenderer: PpRenderer,
  ppPalette: PpPalette,
  ppContextPad: PpContextPad,
  ppRules: PpRules,
  ppMode: PpMode,
  ppOverlays: PpOverlays,
  ppLifecycle: PpLifecycle,
  ppContentBadges: PpContentBadges,
  ppPxQuestionBadges: PpPxQuestionBadges,
  ppPxScores: PpPxScores,
  // Arrow keys move the selection in flow order, Enter opens the side panel (issue 30).
  ppKeyboardNavigation: PpKeyboardNavigation,
};

/** The modeller's extensions of bpmn-js (custom palette, renderer, overlays, rules, view mode). */
export const ppModellerModule = {
  __init__: Object.keys(PP_MODELLER_SERVICES),
  // Replaces diagram-js's overlay service (same name): one badge per element stays linear.
  overlays: ['type', IndexedOverlays],
  ...Object.fromEntries(
    Object.entries(PP_MODELLER_SERVICES).map(([name, service]) => [name, ['type', service]]),
  ),
};
