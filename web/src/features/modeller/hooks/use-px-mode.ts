import type { PermissionFlags } from '@prozesspuls/shared';
import { pxModeRights } from '@prozesspuls/shared/px';
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

/** PX mode of one model's workspace (seed 000 §4, §6) as every PX part reads it. */
export interface PxModeState {
  /** PX mode is on: the side panel shows 'PX Fragen', the canvas the PX badges. */
  readonly pxMode: boolean;
  /** The switch may be used: PX_WRITE or PX_EVAL (ADMIN holds both) and not in release review. */
  readonly canTogglePx: boolean;
  /** Turns PX mode on or off; turning it on ends editing first (and stays off if that fails). */
  readonly setPxMode: (on: boolean) => Promise<void>;
  /** PX_WRITE: attach questions and create process surveys. */
  readonly canWritePx: boolean;
  /** PX_EVAL: see evaluations. */
  readonly canEvalPx: boolean;
}

const OFF: PxModeState = {
  pxMode: false,
  canTogglePx: false,
  setPxMode: async () => undefined,
  canWritePx: false,
  canEvalPx: false,
};

const PxModeContext = createContext<PxModeState>(OFF);

export interface PxModeProviderProps {
  /** The signed-in user's permissions (absent: no PX rights, e.g. a share-link guest). */
  readonly permissions: PermissionFlags | undefined;
  /** The model is in release review: the switch is locked (seed 000 §4). */
  readonly underReview: boolean;
  /** Ends editing before PX mode starts; false when the user should stay in edit mode. */
  readonly endEditing: () => Promise<boolean>;
  /** Called after PX mode was switched (e.g. to close evaluation views when it goes off). */
  readonly onChange?: (on: boolean) => void;
  readonly children: ReactNode;
}

/** Holds PX mode for one workspace; `usePxMode()` reads it below. */
export function PxModeProvider({
  permissions,
  underReview,
  endEditing,
  onChange,
  children,
}: PxModeProviderProps) {
  const [pxMode, setMode] = useState(false);
  const { canWritePx, canEvalPx, canTogglePx } = pxModeRights(permissions, underReview);
  const setPxMode = useCallback(
    async (on: boolean) => {
      if (!canTogglePx) return;
      if (on && !(await endEditing())) return;
      setMode(on);
      onChange?.(on);
    },
    [canTogglePx, endEditing, onChange],
  );
  const value = useMemo(
    () => ({ pxMode: pxMode && (canWritePx || canEvalPx), canTogglePx, setPxMode, canWritePx, canEvalPx }),
    [pxMode, canTogglePx, setPxMode, canWritePx, canEvalPx],
  );
  return createElement(PxModeContext.Provider, { value }, children);
}

/** PX mode of the surrounding workspace (all off outside a PxModeProvider). */
export function usePxMode(): PxModeState {
  return useContext(PxModeContext);
}
