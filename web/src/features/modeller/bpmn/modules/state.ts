import PpState from '../PpState';

/**
 * The page's state for the other modules, fed by `pp.state.update` events (see events.ts). Every
 * module that reads the state depends on this one, so `ppState` starts first.
 */
export const ppStateModule = {
  __init__: ['ppState'],
  ppState: ['type', PpState],
};
