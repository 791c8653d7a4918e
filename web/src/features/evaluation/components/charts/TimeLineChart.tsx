import Box from '@mui/material/Box';
import { CHART_PALETTE } from '@prozesspuls/shared/px';
import { Line } from 'react-chartjs-2';
import { ChartTable } from './ChartTable';
import './chart-setup';

export interface LineSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
}

interface TimeLineChartProps {
  readonly labels: readonly string[];
  readonly series: readonly LineSeries[];
  readonly ariaLabel: string;
  /** Scores run from 1 (best) to 6; counts start at 0. */
  readonly scale: 'score' | 'count';
  readonly height?: number;
}

/** A line chart over the evaluation points ('Zeitlicher Verlauf', 'Reaktionsvolumen'). */
export function TimeLineChart({ labels, series, ariaLabel, scale, height = 240 }: TimeLineChartProps) {
  const data = {
    labels: [...labels],
    datasets: series.map((line, index) => ({
      label: line.label,
      data: [...line.values],
      borderColor: CHART_PALETTE[index % CHART_PALETTE.length],
      backgroundColor: CHART_PALETTE[index % CHART_PALETTE.length],
      spanGaps: true,
      tension: 0.2,
    })),
  };
  const y =
    scale === 'score'
      ? { min: 1, max: 6, reverse: true, ticks: { stepSize: 1 } }
      : { beginAtZero: true, ticks: { precision: 0 } };
  return (
    <Box sx={{ position: 'relative' }}>
      {/* The box is the image with its name; the chart library's canvas (its own nameless role="img") is hidden inside it. */}
      <Box sx={{ position: 'relative', height }} role="img" aria-label={ariaLabel}>
        <Line
          aria-hidden
          data={data}
          options={{ scales: { y }, plugins: { legend: { display: series.length > 1 } } }}
        />
      </Box>
      <ChartTable caption={ariaLabel} labelHeading="Zeitpunkt" labels={labels} series={series} />
    </Box>
  );
}
