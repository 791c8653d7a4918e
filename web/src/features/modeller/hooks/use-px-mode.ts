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
import { useSearchParams } from 'react-router';

/** PX mode of one model's workspace as every PX part reads it. */
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

export interface PxModeOptions {
  /** The signed-in user's permissions (absent: no PX rights, e.g. a share-link guest). */
  readonly permissions: PermissionFlags | undefined;
  /** The model is in release review: the switch is locked. */
  readonly underReview: boolean;
  /** Ends editing before PX mode starts; false when the user should stay in edit mode. */
  readonly endEditing: () => Promise<boolean>;
  /** Called after PX mode was switched (e.g. to close evaluation views when it goes off). */
  readonly onChange?: (on: boolean) => void;
}

/**
 * PX mode of one workspace. A link with `?mode=px` (e.g. 'Auswerten' of a process survey, with
 * `&surveyId=`) opens the workspace in PX mode; switching it off removes `mode`
 * and `surveyId` from the address, so a reload does not bring it back.
 */
export function usePxModeState({
  permissions,
  underReview,
  endEditing,
  onChange,
}: PxModeOptions): PxModeState {
  const [params, setParams] = useSearchParams();
  const [pxMode, setMode] = useState(() => params.get('mode') === 'px');
  const { canWritePx, canEvalPx, canTogglePx } = pxModeRights(permissions, underReview);
  const setPxMode = useCallback(
    async (on: boolean) => {
      if (!canTogglePx) return;
      if (on && !(await endEditing())) return;
      setMode(on);
      if (!on) {
        setParams(
          (current) => {
            if (!current.has('mode') && !current.has('surveyId')) return current;
            const next = new URLSearchParams(current);
            next.delete('mode');
            next.delete('surveyId');
            return next;
          },
          { replace: true },
        );
      }
      onChange?.(on);
    },
    [canTogglePx, endEditing, onChange, setParams],
  );
  return useMemo(
    () => ({ pxMode: pxMode && (canWritePx || canEvalPx), canTogglePx, setPxMode, canWritePx, canEvalPx }),
    [pxMode, canTogglePx, setPxMode, canWritePx, canEvalPx],
  );
}

/** Holds PX mode for one workspace (from `usePxModeState`); `usePxMode()` reads it below. */
export function PxModeProvider({
  value,
  children,
}: {
  readonly value: PxModeState;
  readonly children: ReactNode;
}) {
  return createElement(PxModeContext.Provider, { value }, children);
}

/** PX mode of the surrounding workspace (all off outside a PxModeProvider). */
export function usePxMode(): PxModeState {
  return useContext(PxModeContext);
}
