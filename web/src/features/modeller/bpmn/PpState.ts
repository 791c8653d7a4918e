import { INITIAL_PP_STATE, type PpState as State } from './events';
import type { EventBusLike } from './types';

const FIRST = 10_000;

/**
 * The page's state as the modules see it: starts from config `pp` (the state when the modeller is
 * created) and follows every `pp.state.update` on the event bus, before any other listener.
 */
export default class PpState {
  static $inject = ['eventBus', 'config.pp'];

  private state: State;

  constructor(eventBus: EventBusLike, initial: Partial<State> | undefined) {
    this.state = { ...INITIAL_PP_STATE, ...initial };
    eventBus.on('pp.state.update', FIRST, (update: Partial<State>) => {
      this.state = { ...this.state, ...pick(update) };
    });
  }

  get current(): State {
    return this.state;
  }
}

/** The state fields of an event (diagram-js adds its own fields to every event object). */
function pick(update: Partial<State>): Partial<State> {
  const fields: Partial<Record<keyof State, unknown>> = {};
  for (const key of Object.keys(INITIAL_PP_STATE) as (keyof State)[]) {
    if (key in update) fields[key] = update[key];
  }
  return fields as Partial<State>;
}
