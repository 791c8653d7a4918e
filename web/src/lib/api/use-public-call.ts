import { useCallback, useRef, useState } from 'react';

type CallState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success' }
  | { readonly status: 'error'; readonly error: Error };

const IDLE: CallState = { status: 'idle' };

/** A call of a screen before sign-in, in the shape of TanStack Query's mutation result. */
export interface PublicCall<TInput> {
  readonly mutate: (input: TInput) => void;
  /** Back to idle; an answer still under way is then ignored. */
  readonly reset: () => void;
  readonly isIdle: boolean;
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly error: Error | null;
}

/**
 * A call the user starts on a screen before sign-in (login, reset password) with its state. These
 * screens do without TanStack Query, which the login page would otherwise load (~9 KB gzip); the
 * screens behind it use its useMutation. Only the last call counts: an answer to an earlier call
 * or to one before reset() changes nothing, and `onSuccess` runs for the last call only.
 */
export function usePublicCall<TInput>(
  run: (input: TInput) => Promise<unknown>,
  onSuccess?: () => void,
): PublicCall<TInput> {
  const [state, setState] = useState<CallState>(IDLE);
  const latest = useRef(0);
  // The newest arguments without a new `mutate` per render.
  const current = useRef({ run, onSuccess });
  current.current = { run, onSuccess };

  const mutate = useCallback((input: TInput) => {
    latest.current += 1;
    const call = latest.current;
    setState({ status: 'pending' });
    current.current.run(input).then(
      () => {
        if (call !== latest.current) return;
        setState({ status: 'success' });
        current.current.onSuccess?.();
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return {
    mutate,
    reset,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
