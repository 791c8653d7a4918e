import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { t } from '@/lib/i18n';
import { useRouteTitle } from '../use-route-title';

/** Shows progress while a route's guard or code is loading, so a slow link never looks frozen. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={(theme) => ({ position: 'fixed', top: 0, left: 0, right: 0, zIndex: theme.zIndex.modal + 2 })}
    />
  );
}

function useDocumentTitle() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} – ${t('app.name')}` : t('app.name');
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
