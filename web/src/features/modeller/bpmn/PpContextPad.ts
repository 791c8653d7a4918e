import { mt } from '../i18n';
import { isNumberable } from '../utils/numbering';
import { isLinkableSubprocess } from '../utils/subprocess';
import type { ModellerBridge } from './bridge';
import { kindOf } from './elements';
import { ICON_PATHS, iconDataUrl } from './svg';
import type { ContextPadEntry, ContextPadLike, DiagramElement } from './types';

type Entries = Record<string, ContextPadEntry>;

/**
 * The modeller's context pad entries: assign a number (while numbering is shown), link and unlink
 * subprocesses. Custom elements and sticky notes cannot be turned into another type.
 */
export default class PpContextPad {
  static $inject = ['contextPad', 'config.pp'];

  constructor(
    contextPad: ContextPadLike,
    private readonly bridge: ModellerBridge,
  ) {
    contextPad.registerProvider(this);
  }

  getContextPadEntries(element: DiagramElement): (entries: Entries) => Entries {
    return (entries) => {
      if (this.bridge.readOnly || !element.businessObject) return {};
      const kind = kindOf(element);
      const next: Entries = { ...entries };
      if (kind.taskType || kind.sticky) delete next.replace;
      if (this.bridge.numbersVisible && isNumberable(kind)) {
        next['pp-number'] = {
          group: 'edit',
          className: 'pp-context-entry',
          imageUrl: iconDataUrl(ICON_PATHS.tag, '#22242a'),
          title: mt('numbers.assign'),
          action: { click: () => this.bridge.onEditNumber(element.id) },
        };
      }
      if (isLinkableSubprocess(kind)) {
        next['pp-link'] = {
          group: 'edit',
          className: 'pp-context-entry',
          imageUrl: iconDataUrl(ICON_PATHS.link, '#22242a'),
          title: mt('subprocess.link'),
          action: { click: () => this.bridge.onLinkSubprocess(element.id) },
        };
        if (this.bridge.links.has(element.id)) {
          next['pp-unlink'] = {
            group: 'edit',
            className: 'pp-context-entry',
            imageUrl: iconDataUrl(ICON_PATHS.linkOff, '#22242a'),
            title: mt('subprocess.unlink'),
            action: { click: () => this.bridge.onUnlinkSubprocess(element.id) },
          };
        }
      }
      return next;
    };
  }
}
