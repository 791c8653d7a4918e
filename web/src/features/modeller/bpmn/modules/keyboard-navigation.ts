import PpKeyboardNavigation from '../PpKeyboardNavigation';
import { ppStateModule } from './state';

/**
 * The modeller by keyboard: arrow keys move the selection in flow order, Enter opens the side
 * panel of the selected element (reads the element numbers from ppState).
 */
export const ppKeyboardNavigationModule = {
  __depends__: [ppStateModule],
  __init__: ['ppKeyboardNavigation'],
  ppKeyboardNavigation: ['type', PpKeyboardNavigation],
};
