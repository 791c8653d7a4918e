import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
import { setSessionExpiredHandler } from '@/lib/session/session-expiry';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// When the tokens cannot be renewed: forget this user's data and go to the login.
setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate(paths.login, { replace: true });
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
