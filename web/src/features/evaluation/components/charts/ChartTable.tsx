import Box from '@mui/material/Box';
import { visuallyHidden } from '@/lib/visually-hidden';

export interface ChartTableSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
}

interface ChartTableProps {
  /** The chart's name; the caption says that this table holds its figures. */
  readonly caption: string;
  /** Heading of the first column, what the labels are ('Antwort', 'Zeitpunkt'). */
  readonly labelHeading: string;
  readonly labels: readonly string[];
  readonly series: readonly ChartTableSeries[];
}

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/**
 * The figures of a chart as a table for screen readers (WCAG 1.1.1): a canvas has no text, so each
 * chart carries its labels and values once more, visually hidden, row per label, column per series.
 */
export function ChartTable({ caption, labelHeading, labels, series }: ChartTableProps) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{`${caption} (Werte als Tabelle)`}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          {series.map((line) => (
            <th key={line.label} scope="col">
              {line.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (two points on one day); rows never reorder
          <tr key={row}>
            <th scope="row">{label}</th>
            {series.map((line) => {
              const value = line.values[row];
              return (
                <td key={line.label}>{value === null || value === undefined ? '–' : number.format(value)}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
