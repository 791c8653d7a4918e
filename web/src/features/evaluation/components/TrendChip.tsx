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
 * The trend chip ('gesunken' red, 'gestiegen' green, 'Keine Änderung'), with the spec's
 * sign and the same said in words ('verbessert um 0,6'); none without a trend.
 */
export function TrendChip({ trend, name, onClick }: TrendChipProps) {
  if (trend === null) return null;
  const label = trendLabel(trend);
  const text = `${t(`trend.${label.word}`)} ${formatTrend(trend)} · ${trendInWords(trend)}`;
  return (
    <Chip
      size="small"
      color={CHIP_COLOURS[label.colour]}
      label={text}
      title={t('trend.scaleHint')}
      data-trend={label.word}
      // A button's name starts with what it shows (WCAG 2.5.3), then says what it opens.
      aria-label={onClick ? `${text}, ${t('card.trendOf', { name })}` : undefined}
      {...(onClick ? { onClick } : {})}
    />
  );
}
