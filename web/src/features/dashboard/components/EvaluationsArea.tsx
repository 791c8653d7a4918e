import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { ScoreLegend } from '@/components/feedback/ScoreLegend';
import { t } from '../evaluation-texts';
import { LoadingOverlay } from './LoadingOverlay';

// The tabs, cards and gauges load after the start page's first paint, in their own chunk.
const DashboardEvaluations = lazy(() => import('./DashboardEvaluations'));

/** The start page's survey evaluations, for users who may enter the survey area. */
export function EvaluationsArea() {
  return (
    <section aria-labelledby="evaluations-heading">
      <Typography id="evaluations-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <div style={{ marginBottom: 16 }}>
        <ScoreLegend rule="evaluation" />
      </div>
      <Suspense
        fallback={
          <div style={{ position: 'relative', minHeight: 160 }}>
            <LoadingOverlay />
          </div>
        }
      >
        <DashboardEvaluations />
      </Suspense>
    </section>
  );
}
