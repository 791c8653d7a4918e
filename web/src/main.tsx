import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { participationToken } from '@/features/participation/path';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

// A personal survey link (/teilnahme/{token}) opens on phones: it loads its own small page and
// never the app (router, shell, MUI, session). Everything else loads the app.
const token = participationToken(window.location.pathname);
if (token) {
  void import('@/features/participation/mount').then(({ mountParticipation }) =>
    mountParticipation(container, token),
  );
} else {
  void import('@/app/app').then(({ App }) =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
