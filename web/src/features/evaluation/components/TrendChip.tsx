import Chip from '@mui/material/Chip';
import { trendLabel } from '@prozesspuls/shared/px';
import { t } from '../texts';
import { formatTrend } from '../utils/format';
import { trendInWords } from '../utils/trend-words';

const CHIP_COLOURS = { red: 'error', green: 'success', neutral: 'default' } as const;

interface TrendChipProps {
  readonly trend: number | null;
  readonly name: string;
  readonly onClick?: () => void;
}

/**
 * The trend chip (seed 002 §9: 'gesunken' red, 'gestiegen' green, 'Keine Änderung'), with the spec's
 * sign and the same said in words ('verbessert um 0,6'); none without a trend.
 */
export function TrendChip({ trend, name, onClick }: TrendChipProps) {
  if (trend === null) return null;
  const label = trendLabel(trend);
  return (
    <Chip
      size="small"
      color={CHIP_COLOURS[label.colour]}
      label={`${t(`trend.${label.word}`)} ${formatTrend(trend)} · ${trendInWords(trend)}`}
      title={t('trend.scaleHint')}
      data-trend={label.word}
      aria-label={onClick ? t('card.trendOf', { name }) : undefined}
      {...(onClick ? { onClick } : {})}
    />
  );
}
