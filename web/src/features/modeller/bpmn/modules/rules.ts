import PpRules from '../PpRules';
import { ppStateModule } from './state';

/** View mode refuses every modelling action; copy-paste leaves out what must not be copied. */
export const ppRulesModule = {
  __depends__: [ppStateModule],
  __init__: ['ppRules'],
  ppRules: ['type', PpRules],
};
