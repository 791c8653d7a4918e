import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AutomaticWizard } from '@/features/surveys/components/AutomaticWizard';
import { ManualWizard } from '@/features/surveys/components/ManualWizard';

/** /surveys/create/{mode}: the IWAK and STRESS wizard or the manual one (seed 002 §2.5, §2.6). */
export function Component() {
  const { mode } = useParams();
  if (mode === 'IWAK' || mode === 'STRESS') return <AutomaticWizard key={mode} mode={mode} />;
  if (mode === 'MANUAL') return <ManualWizard />;
  return <Navigate to={paths.surveys} replace />;
}
