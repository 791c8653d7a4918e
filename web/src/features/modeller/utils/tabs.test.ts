import { describe, expect, it } from 'vitest';
import { initialTabs, tabsReducer } from './tabs';

describe('model tabs', () => {
  it('opens a new model right of the active tab and activates it', () => {
    let state = initialTabs('a');
    state = tabsReducer(state, { type: 'open', uuid: 'b', fileName: 'B' });
    state = tabsReducer(state, { type: 'activate', uuid: 'a' });
    state = tabsReducer(state, { type: 'open', uuid: 'c' });
    expect(state.tabs.map((t) => t.uuid)).toEqual(['a', 'c', 'b']);
    expect(state.active).toBe('c');
  });

  it('activates a model that is open already instead of opening it twice', () => {
    let state = tabsReducer(initialTabs('a'), { type: 'open', uuid: 'b' });
    state = tabsReducer(state, { type: 'open', uuid: 'a', fileName: 'A' });
    expect(state.tabs).toEqual([{ uuid: 'a', fileName: 'A' }, { uuid: 'b' }]);
    expect(state.active).toBe('a');
  });

  it('closing the active tab activates the right neighbour, else the left one, else none', () => {
    let state = tabsReducer(tabsReducer(initialTabs('a'), { type: 'open', uuid: 'b' }), {
      type: 'open',
      uuid: 'c',
    });
    state = tabsReducer(state, { type: 'activate', uuid: 'b' });
    state = tabsReducer(state, { type: 'close', uuid: 'b' });
    expect(state).toMatchObject({ active: 'c' });
    state = tabsReducer(state, { type: 'close', uuid: 'c' });
    expect(state).toMatchObject({ active: 'a' });
    state = tabsReducer(state, { type: 'close', uuid: 'a' });
    expect(state).toEqual({ tabs: [], active: null });
  });

  it('closing an inactive tab keeps the active one; unknown ids change nothing', () => {
    const state = tabsReducer(initialTabs('a'), { type: 'open', uuid: 'b' });
    expect(tabsReducer(state, { type: 'close', uuid: 'a' })).toEqual({ tabs: [{ uuid: 'b' }], active: 'b' });
    expect(tabsReducer(state, { type: 'close', uuid: 'x' })).toBe(state);
    expect(tabsReducer(state, { type: 'activate', uuid: 'x' })).toBe(state);
  });

  it('renames a tab once its model has loaded', () => {
    const state = tabsReducer(initialTabs('a'), { type: 'rename', uuid: 'a', fileName: 'Einkauf' });
    expect(state.tabs).toEqual([{ uuid: 'a', fileName: 'Einkauf' }]);
  });
});
