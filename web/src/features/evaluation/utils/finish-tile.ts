import { t } from '../texts';
import type { InfoTileFacts } from './evaluation-view';
import { formatDay } from './format';

/** 'Abgeschlossen': the finish day; while the survey runs, that it has not ended (and until when). */
export function finishedTileValue({
  finished,
  deadline,
}: Pick<InfoTileFacts, 'finished' | 'deadline'>): string {
  if (finished !== null) return formatDay(finished);
  return deadline === null ? t('tiles.notFinished') : t('tiles.runsUntil', { date: formatDay(deadline) });
}
