import type { CustomElement } from '@prozesspuls/shared';

/**
 * How the bpmn-js modules talk to the React page. The page creates one bridge per modeller,
 * passes it as config `pp`, and keeps its callbacks current; the modules read the state and call
 * the callbacks. Nothing in here holds React state itself.
 */
export interface ModellerBridge {
  readOnly: boolean;
  canEdit: boolean;
  numbersVisible: boolean;
  numbers: ReadonlyMap<string, string>;
  links: ReadonlyMap<string, { readonly linkedUuid: string; readonly linkedFileName: string }>;
  customElements: readonly CustomElement[];
  onEditNumber(elementId: string): void;
  onLinkSubprocess(elementId: string): void;
  onUnlinkSubprocess(elementId: string): void;
  onOpenSubprocess(elementId: string): void;
  onManageCustomElements(): void;
  onElementDeleted(elementId: string): void;
  onElementRestored(elementId: string): void;
  onCommandStackChanged(): void;
  onSelectionChanged(elementId: string | null): void;
}

const noop = () => undefined;

export function createBridge(): ModellerBridge {
  return {
    readOnly: true,
    canEdit: false,
    numbersVisible: false,
    numbers: new Map(),
    links: new Map(),
    customElements: [],
    onEditNumber: noop,
    onLinkSubprocess: noop,
    onUnlinkSubprocess: noop,
    onOpenSubprocess: noop,
    onManageCustomElements: noop,
    onElementDeleted: noop,
    onElementRestored: noop,
    onCommandStackChanged: noop,
    onSelectionChanged: noop,
  };
}
