import RuleProvider from 'diagram-js/lib/features/rules/RuleProvider';
import { isCopyExcluded } from '../utils/copy-paste';
import { kindOf } from './elements';
import type PpState from './PpState';
import type { DiagramElement, EventBusLike } from './types';

/** Every modelling rule bpmn-js and diagram-js ask; in view mode all of them say no. */
const EDITING_RULES = [
  'connection.create',
  'connection.reconnect',
  'connection.start',
  'connection.updateWaypoints',
  'element.autoResize',
  'element.copy',
  'elements.align',
  'elements.create',
  'elements.delete',
  'elements.distribute',
  'elements.move',
  'shape.attach',
  'shape.create',
  'shape.replace',
  'shape.resize',
];

const READ_ONLY_PRIORITY = 10_000;
const COPY_PRIORITY = 2_000;

/** View mode refuses every modelling action; copy-paste leaves out custom elements and data stores. */
export default class PpRules extends RuleProvider {
  static override $inject = ['eventBus', 'ppState'];

  constructor(
    eventBus: EventBusLike,
    private readonly ppState: PpState,
  ) {
    super(eventBus as never);
  }

  override init(): void {
    this.addRule(EDITING_RULES, READ_ONLY_PRIORITY, () =>
      this.ppState.current.readOnly ? false : undefined,
    );
    this.addRule('element.copy', COPY_PRIORITY, (context: { element: DiagramElement }) =>
      context.element.businessObject && isCopyExcluded(kindOf(context.element)) ? false : undefined,
    );
  }
}
