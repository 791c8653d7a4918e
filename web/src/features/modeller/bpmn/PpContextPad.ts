import { mt } from '../i18n';
import { isNumberable } from '../utils/numbering';
import { isLinkableSubprocess } from '../utils/subprocess';
import { kindOf } from './elements';
import { firePp } from './events';
import type PpState from './PpState';
import { ICON_PATHS, iconDataUrl } from './svg';
import type { ContextPadEntry, ContextPadLike, DiagramElement, EventBusLike } from './types';

type Entries = Record<string, ContextPadEntry>;

/**
 * The modeller's context pad entries: assign a number (while numbering is shown), link and unlink
 * subprocesses. Custom elements and sticky notes cannot be turned into another type.
 */
export default class PpContextPad {
  static $inject = ['contextPad', 'ppState', 'eventBus'];

  constructor(
    contextPad: ContextPadLike,
    private readonly ppState: PpState,
    private readonly eventBus: EventBusLike,
  ) {
    contextPad.registerProvider(this);
  }

  getContextPadEntries(element: DiagramElement): (entries: Entries) => Entries {
    return (entries) => {
      const { readOnly, numbersVisible, links } = this.ppState.current;
      if (readOnly || !element.businessObject) return {};
      const kind = kindOf(element);
      const next: Entries = { ...entries };
      if (kind.taskType || kind.sticky) delete next.replace;
      if (numbersVisible && isNumberable(kind)) {
        next['pp-number'] = {
          group: 'edit',
          className: 'pp-context-entry',
          imageUrl: iconDataUrl(ICON_PATHS.tag, '#22242a'),
          title: mt('numbers.assign'),
          action: { click: () => this.fire('pp.number.edit', element.id) },
        };
      }
      if (isNumberable(kind)) {
        next['pp-resources'] = {
          group: 'edit',
          className: 'pp-context-entry',
          imageUrl: iconDataUrl(ICON_PATHS.settings, '#22242a'),
          title: mt('resources.open'),
          action: { click: () => this.fire('pp.resources.edit', element.id) },
        };
      }
      if (isLinkableSubprocess(kind)) {
        next['pp-link'] = {
          group: 'edit',
          className: 'pp-context-entry',
          imageUrl: iconDataUrl(ICON_PATHS.link, '#22242a'),
          title: mt('subprocess.link'),
          action: { click: () => this.fire('pp.subprocess.link', element.id) },
        };
        if (links.has(element.id)) {
          next['pp-unlink'] = {
            group: 'edit',
            className: 'pp-context-entry',
            imageUrl: iconDataUrl(ICON_PATHS.linkOff, '#22242a'),
            title: mt('subprocess.unlink'),
            action: { click: () => this.fire('pp.subprocess.unlink', element.id) },
          };
        }
      }
      return next;
    };
  }

  private fire(
    name: 'pp.number.edit' | 'pp.subprocess.link' | 'pp.subprocess.unlink' | 'pp.resources.edit',
    elementId: string,
  ): void {
    firePp(this.eventBus, name, { elementId });
  }
}
