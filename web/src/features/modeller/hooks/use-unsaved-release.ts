import { useCallback, useRef, useState } from 'react';
import type { UnsavedChoice } from '../components/release/UnsavedReleaseDialog';

interface UnsavedReleaseOptions {
  /** Under release, ending or leaving with unsaved changes asks first. */
  readonly asksBeforeEnd: () => boolean;
  /** Ends editing (saving first unless `discard`); false when the save failed. */
  readonly end: (options?: { discard?: boolean }) => Promise<boolean>;
  /** The user chose 'send for release' instead of leaving. */
  readonly onSend: () => void;
}

/**
 * Under release, ending or leaving with unsaved changes asks first (UnsavedReleaseDialog);
 * `answer` resolves a waiting leave() with the user's choice.
 */
export function useUnsavedRelease({ asksBeforeEnd, end, onSend }: UnsavedReleaseOptions) {
  const [unsavedAsk, setUnsavedAsk] = useState(false);
  const [unsavedBusy, setUnsavedBusy] = useState(false);
  const answer = useRef<((left: boolean | 'stay') => void) | null>(null);
  const askUnsaved = useCallback(
    () =>
      new Promise<boolean | 'stay'>((resolve) => {
        answer.current = resolve;
        setUnsavedAsk(true);
      }),
    [],
  );
  const chooseUnsaved = async (choice: UnsavedChoice) => {
    const resolve = answer.current ?? (() => undefined);
    answer.current = null;
    if (choice === 'stay' || choice === 'send') {
      setUnsavedAsk(false);
      resolve('stay');
      if (choice === 'send') onSend();
      return;
    }
    setUnsavedBusy(true);
    const ended = await end({ discard: choice === 'discard' });
    setUnsavedBusy(false);
    setUnsavedAsk(false);
    resolve(ended);
  };
  const leave = useCallback(
    async (): Promise<boolean | 'stay'> => (asksBeforeEnd() ? askUnsaved() : end()),
    [asksBeforeEnd, askUnsaved, end],
  );
  return { unsavedAsk, unsavedBusy, askUnsaved, chooseUnsaved, leave };
}
