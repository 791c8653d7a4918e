import { mt } from '../i18n';
import { isNumberable } from '../utils/numbering';
import { isLinkableSubprocess } from '../utils/subprocess';
import { kindOf } from './elements';
import { firePp } from './events';
import type PpState from './PpState';
import { ICON_PATHS, iconDataUrl } from './svg';
import type { ContextPadEntry, ContextPadLike, DiagramElement, EventBusLike } from './types';

type Entries = Record<string, ContextPadEntry>;

/** The page events the pad's entries fire (each with the element's id). */
type PadEvent = 'pp.number.edit' | 'pp.subprocess.link' | 'pp.subprocess.unlink' | 'pp.resources.edit';

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
      const { readOnly, numbersVisible, links, tenantContent } = this.ppState.current;
      if (readOnly || !element.businessObject) return {};
      const kind = kindOf(element);
      const next: Entries = { ...entries };
      if (kind.taskType || kind.sticky) delete next.replace;
      const add = (key: string, icon: keyof typeof ICON_PATHS, title: string, event: PadEvent) => {
        next[key] = {
          group: 'edit',
          className: 'pp-context-entry',
          imageUrl: iconDataUrl(ICON_PATHS[icon], '#22242a'),
          title,
          action: { click: () => firePp(this.eventBus, event, { elementId: element.id }) },
        };
      };
      // Through a share link only the diagram is served: no numbers, resources or links to edit.
      if (!tenantContent) return next;
      if (numbersVisible && isNumberable(kind))
        add('pp-number', 'tag', mt('numbers.assign'), 'pp.number.edit');
      if (isNumberable(kind)) add('pp-resources', 'settings', mt('resources.open'), 'pp.resources.edit');
      if (isLinkableSubprocess(kind)) {
        add('pp-link', 'link', mt('subprocess.link'), 'pp.subprocess.link');
        if (links.has(element.id))
          add('pp-unlink', 'linkOff', mt('subprocess.unlink'), 'pp.subprocess.unlink');
      }
      return next;
    };
  }
}
