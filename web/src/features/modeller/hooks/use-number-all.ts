import { useCallback, useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { mt } from '../i18n';
import type { useNumbering } from './use-numbering';

/** Numbers per batch call: few calls, yet the progress bar moves on a large model. */
export const NUMBER_ALL_CHUNK = 200;

export interface NumberAllProgress {
  readonly done: number;
  readonly total: number;
}

/** The outcome of one run: how many elements got their number (all of them unless `error`). */
export interface NumberAllResult {
  readonly written: number;
  readonly error: string | null;
}

/**
 * 'Alle Elemente nummerieren': the pending numbers go to the server in batch calls of
 * NUMBER_ALL_CHUNK, one after another, so `progress` can say how far it is. The server writes
 * each call in conditional transactions, all or nothing per chunk; when a concurrent change
 * cost some elements their number, the run goes on, ends with a German message and reloads the
 * numbers, so the page shows what the server holds.
 */
export function useNumberAll(numbering: ReturnType<typeof useNumbering>) {
  const { assignMany, reload } = numbering;
  const [progress, setProgress] = useState<NumberAllProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (pending: ReadonlyMap<string, string>): Promise<NumberAllResult> => {
      const entries = [...pending].map(([elementId, number]) => ({ elementId, number }));
      const total = entries.length;
      setError(null);
      setProgress({ done: 0, total });
      let written = 0;
      let failed = false;
      try {
        for (let i = 0; i < total; i += NUMBER_ALL_CHUNK) {
          const result = await assignMany(entries.slice(i, i + NUMBER_ALL_CHUNK));
          written += result.written;
          failed ||= result.failedChunks.length > 0;
          setProgress({ done: Math.min(i + NUMBER_ALL_CHUNK, total), total });
        }
      } catch (failure) {
        const message = messageOf(failure, mt('numbers.failed'));
        setError(message);
        return { written, error: message };
      } finally {
        setProgress(null);
      }
      if (!failed) return { written, error: null };
      await reload();
      const message = mt('numbers.allPartial', { written, total });
      setError(message);
      return { written, error: message };
    },
    [assignMany, reload],
  );

  const reset = useCallback(() => setError(null), []);

  return { progress, busy: progress !== null, error, run, reset };
}
