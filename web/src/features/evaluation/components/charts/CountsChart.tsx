import Box from '@mui/material/Box';
import { CHART_PALETTE } from '@prozesspuls/shared/px';
import { Bar, Pie } from 'react-chartjs-2';
import { ChartTable } from './ChartTable';
import './chart-setup';

export type CountsChartKind = 'BAR' | 'CIRCLE';

interface CountsChartProps {
  readonly labels: readonly string[];
  readonly counts: readonly number[];
  readonly label: string;
  /** Balkendiagramm (default) or Kreisdiagramm. */
  readonly kind?: CountsChartKind;
  readonly height?: number;
  readonly ariaLabel: string;
  /** One colour per bar (e.g. the answer levels' meaning, answerLevelColours); the palette without. */
  readonly colours?: readonly string[];
}

const colour = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];

/**
 * Counts per answer as a bar or pie chart, coloured with `colours` when given, else with the
 * 6-colour palette (index i = level i + 1).
 */
export function CountsChart({
  labels,
  counts,
  label,
  kind = 'BAR',
  height = 240,
  ariaLabel,
  colours,
}: CountsChartProps) {
  const data = {
    labels: [...labels],
    datasets: [
      {
        label,
        data: [...counts],
        backgroundColor: labels.map((_, index) => colours?.[index] ?? colour(index)),
      },
    ],
  };
  return (
    <Box sx={{ position: 'relative' }}>
      {/* The box is the image with its name; the chart library's canvas (its own nameless role="img") is hidden inside it. */}
      <Box sx={{ position: 'relative', height }} role="img" aria-label={ariaLabel}>
        {kind === 'CIRCLE' ? (
          <Pie aria-hidden data={data} options={{ plugins: { legend: { position: 'right' } } }} />
        ) : (
          <Bar
            aria-hidden
            data={data}
            options={{
              plugins: { legend: { display: false } },
              scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        )}
      </Box>
      <ChartTable
        caption={ariaLabel}
        labelHeading="Antwort"
        labels={labels}
        series={[{ label, values: counts }]}
      />
    </Box>
  );
}
