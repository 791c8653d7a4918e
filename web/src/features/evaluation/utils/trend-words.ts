import { t } from '../texts';
import { formatScore } from './format';

/**
 * The trend said in words nobody can misread: the spec's sign is 'previous − current', and a lower
 * score is better, so '+0,6 gestiegen' means the score fell by 0,6 — 'verbessert um 0,6'.
 */
export function trendInWords(trend: number): string {
  if (trend > 0) return t('trend.improvedBy', { value: formatScore(trend) });
  if (trend < 0) return t('trend.worsenedBy', { value: formatScore(-trend) });
  return t('trend.unchanged');
}
