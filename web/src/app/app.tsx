import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { setSessionExpiredHandler } from '@/lib/session/session-expiry';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

// When the tokens cannot be renewed (this user's caches are emptied by then): go to the login.
setSessionExpiredHandler(() => {
  void router.navigate(paths.login, { replace: true });
});

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
