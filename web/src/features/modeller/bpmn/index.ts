import { ppCallActivityContentModule } from './modules/call-activity-content';
import { ppContentBadgesModule } from './modules/content-badges';
import { ppContextPadModule } from './modules/context-pad';
import { ppExactPanModule } from './modules/exact-pan';
import { ppKeyboardNavigationModule } from './modules/keyboard-navigation';
import { ppKeyboardToolsModule } from './modules/keyboard-tools';
import { ppLifecycleModule } from './modules/lifecycle';
import { ppModeModule } from './modules/mode';
import { ppModelChecksModule } from './modules/model-checks';
import { ppOverlaysModule } from './modules/overlays';
import { ppPaletteModule } from './modules/palette';
import { ppPreserveDiModule } from './modules/preserve-di';
import { ppPxQuestionBadgesModule } from './modules/px-question-badges';
import { ppPxScoresModule } from './modules/px-scores';
import { ppRenderModule } from './modules/render';
import { ppRulesModule } from './modules/rules';
import { ppStateModule } from './modules/state';
import { ppStrainModule } from './modules/strain';

/** What previews need: the ProzessPuls elements drawn as in the modeller, panned as there. */
export { ppExactPanModule, ppRenderModule };

/**
 * The modeller's extensions of bpmn-js, one module per job (bpmn-js-examples style: each module
 * names its services, `__init__` and `__depends__`; the page and the modules talk through the
 * event bus, see events.ts). The modules start in this order, each after what it depends on, so
 * ppState is first. Adding one is one module file and one line here.
 */
export const ppModellerModule = {
  __depends__: [
    ppStateModule,
    ppExactPanModule,
    ppRenderModule,
    ppPaletteModule,
    ppContextPadModule,
    ppRulesModule,
    ppModeModule,
    ppOverlaysModule,
    ppLifecycleModule,
    ppContentBadgesModule,
    ppPxQuestionBadgesModule,
    ppPxScoresModule,
    ppPreserveDiModule,
    ppCallActivityContentModule,
    ppModelChecksModule,
    ppStrainModule,
    ppKeyboardNavigationModule,
    ppKeyboardToolsModule,
  ],
};
