import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AutomaticWizard } from '@/features/surveys/components/AutomaticWizard';
import { ManualWizard } from '@/features/surveys/components/ManualWizard';

/** /surveys/create/{mode}: the IWAK and STRESS wizard or the manual one. */
export function Component() {
  const { mode } = useParams();
  if (mode === 'IWAK' || mode === 'STRESS') return <AutomaticWizard key={mode} mode={mode} />;
  if (mode === 'MANUAL') return <ManualWizard />;
  return <Navigate to={paths.surveys} replace />;
}
