import type { ParticipationLocale } from '@prozesspuls/shared/px';

/** What the server keeps of an unfinished participation: the answers so far, the page and the language. */
export interface ParticipationProgress {
  readonly answers: Readonly<Record<string, unknown>>;
  readonly currentPageNo: number;
  readonly locale?: ParticipationLocale;
}

export interface ProgressSaver {
  /** Remembers the newest progress and saves it after a quiet moment. */
  readonly schedule: (progress: ParticipationProgress) => void;
  /** Saves pending progress now (page hidden, before submitting); resolves when it is stored. */
  readonly flush: (options?: { readonly keepalive?: boolean }) => Promise<void>;
  readonly cancel: () => void;
}

/**
 * Saves partial answers as they are given without one request per keystroke: the newest
 * progress is sent `delayMs` after the last change, one request at a time (a change during a
 * save is sent after it, so an older state never overwrites a newer one on the server). A failed
 * save is kept and retried with the next change or flush; `onError`/`onSaved` let the page say so.
 */
export function createProgressSaver(
  save: (progress: ParticipationProgress, keepalive: boolean) => Promise<void>,
  {
    delayMs = 800,
    onError,
    onSaved,
  }: {
    readonly delayMs?: number;
    readonly onError?: (error: unknown) => void;
    readonly onSaved?: () => void;
  } = {},
): ProgressSaver {
  let pending: ParticipationProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const send = (keepalive: boolean): Promise<void> => {
    inFlight = inFlight.then(async () => {
      const progress = pending;
      if (!progress) return;
      pending = null;
      try {
        await save(progress, keepalive);
        onSaved?.();
      } catch (error) {
        // Keep it unless a newer state arrived meanwhile; the next change or flush retries.
        pending ??= progress;
        onError?.(error);
      }
    });
    return inFlight;
  };

  return {
    schedule(progress) {
      pending = progress;
      clearTimeout(timer);
      timer = setTimeout(() => void send(false), delayMs);
    },
    flush(options) {
      clearTimeout(timer);
      return send(options?.keepalive ?? false);
    },
    cancel() {
      clearTimeout(timer);
      pending = null;
    },
  };
}
