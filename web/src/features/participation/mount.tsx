import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getParticipation } from './api/participation';
import { ParticipationPage } from './components/ParticipationPage';

/**
 * Mounts the participation page instead of the app: no router, no shell, no session, no MUI.
 * The survey's data and the survey library's chunk are requested at once, side by side.
 */
export function mountParticipation(container: HTMLElement, token: string): void {
  const view = getParticipation(token);
  // The page handles a refusal once it renders; until then the rejection is not 'unhandled'.
  view.catch(() => undefined);
  const runner = import('./components/SurveyRunner');
  createRoot(container).render(
    <StrictMode>
      <ParticipationPage token={token} view={view} runner={runner} />
    </StrictMode>,
  );
}
