import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Registers only the Chart.js parts the evaluation charts use (bar, line, pie), so the rest of the
 * library is left out of the bundle. This module is imported by the evaluation route chunks only.
 */
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family = 'inherit';
Chart.defaults.maintainAspectRatio = false;
