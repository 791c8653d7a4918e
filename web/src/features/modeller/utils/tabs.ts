/** A model open in the modeller; several can be open at once ('tabs for several models'). */
export interface ModelTab {
  readonly uuid: string;
  /** Known once the model has loaded. */
  readonly fileName?: string;
}

export interface TabsState {
  readonly tabs: readonly ModelTab[];
  readonly active: string | null;
}

export type TabsAction =
  | { readonly type: 'open'; readonly uuid: string; readonly fileName?: string }
  | { readonly type: 'activate'; readonly uuid: string }
  | { readonly type: 'close'; readonly uuid: string }
  | { readonly type: 'rename'; readonly uuid: string; readonly fileName: string };

export function initialTabs(uuid: string): TabsState {
  return { tabs: [{ uuid }], active: uuid };
}

/**
 * Opening a model that is open already activates its tab; a new one opens right of the active
 * tab. Closing the active tab activates its right neighbour, else the left one; closing the last
 * tab leaves none active (the page then goes back to the list).
 */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      if (state.tabs.some((tab) => tab.uuid === action.uuid)) {
        const tabs = action.fileName
          ? state.tabs.map((tab) => (tab.uuid === action.uuid ? { ...tab, fileName: action.fileName } : tab))
          : state.tabs;
        return { tabs, active: action.uuid };
      }
      const at = state.tabs.findIndex((tab) => tab.uuid === state.active);
      const tab: ModelTab = action.fileName
        ? { uuid: action.uuid, fileName: action.fileName }
        : { uuid: action.uuid };
      const tabs = [...state.tabs];
      tabs.splice(at < 0 ? tabs.length : at + 1, 0, tab);
      return { tabs, active: action.uuid };
    }
    case 'activate':
      return state.tabs.some((tab) => tab.uuid === action.uuid) ? { ...state, active: action.uuid } : state;
    case 'close': {
      const index = state.tabs.findIndex((tab) => tab.uuid === action.uuid);
      if (index < 0) return state;
      const tabs = state.tabs.filter((tab) => tab.uuid !== action.uuid);
      if (state.active !== action.uuid) return { tabs, active: state.active };
      const next = tabs[index] ?? tabs[index - 1] ?? null;
      return { tabs, active: next?.uuid ?? null };
    }
    case 'rename':
      return {
        ...state,
        tabs: state.tabs.map((tab) =>
          tab.uuid === action.uuid ? { ...tab, fileName: action.fileName } : tab,
        ),
      };
  }
}
