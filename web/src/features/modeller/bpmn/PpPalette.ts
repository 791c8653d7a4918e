import { mt } from '../i18n';
import { firePp } from './events';
import { STICKY_NOTE_SHAPE } from './moddle';
import type PpState from './PpState';
import { ICON_PATHS, iconDataUrl } from './svg';
import type {
  BpmnFactoryLike,
  CreateLike,
  ElementFactoryLike,
  EventBusLike,
  PaletteEntry,
  PaletteLike,
} from './types';

/**
 * Adds to the standard palette: a sticky note, one entry per custom modelling element of the
 * client (with its icon) and, for users who may edit, the custom element manager.
 */
export default class PpPalette {
  static $inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'ppState', 'eventBus'];

  constructor(
    palette: PaletteLike,
    private readonly create: CreateLike,
    private readonly elementFactory: ElementFactoryLike,
    private readonly bpmnFactory: BpmnFactoryLike,
    private readonly ppState: PpState,
    private readonly eventBus: EventBusLike,
  ) {
    palette.registerProvider(this);
  }

  getPaletteEntries(): Record<string, PaletteEntry> {
    const { customElements, canEdit } = this.ppState.current;
    const entries: Record<string, PaletteEntry> = {};
    const createSticky = (event: Event) => {
      const businessObject = this.bpmnFactory.create('bpmn:TextAnnotation');
      businessObject.set('pp:shape', STICKY_NOTE_SHAPE);
      const shape = this.elementFactory.createShape({
        type: 'bpmn:TextAnnotation',
        businessObject,
        width: 140,
        height: 100,
      });
      this.create.start(event, shape);
    };
    entries['create.pp-sticky-note'] = {
      group: 'artifact',
      className: 'pp-palette-entry pp-palette-sticky',
      imageUrl: iconDataUrl(ICON_PATHS.note, '#B59A00'),
      title: mt('palette.stickyNote'),
      action: { click: createSticky, dragstart: createSticky },
    };

    if (customElements.length > 0 || canEdit) {
      entries['pp-custom-separator'] = { group: 'pp-custom', separator: true };
    }
    for (const custom of customElements) {
      const createCustom = (event: Event) => {
        const businessObject = this.bpmnFactory.create('bpmn:Task', { name: custom.elementTitle });
        businessObject.set('pp:taskType', custom.taskType);
        businessObject.set('pp:icon', custom.imageUrl);
        const shape = this.elementFactory.createShape({ type: 'bpmn:Task', businessObject });
        this.create.start(event, shape);
      };
      entries[`create.pp-custom-${custom.id}`] = {
        group: 'pp-custom',
        className: 'pp-palette-entry pp-palette-custom',
        imageUrl: custom.imageUrl,
        title: mt('palette.createCustom', { title: custom.elementTitle }),
        action: { click: createCustom, dragstart: createCustom },
      };
    }
    if (canEdit) {
      entries['pp-manage-custom'] = {
        group: 'pp-custom',
        className: 'pp-palette-entry pp-palette-manage',
        imageUrl: iconDataUrl(ICON_PATHS.settings, '#555'),
        title: mt('palette.manage'),
        action: { click: () => firePp(this.eventBus, 'pp.customElements.manage', {}) },
      };
    }
    return entries;
  }
}
