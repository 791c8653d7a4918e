import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { AppShell } from '@/components/layout/AppShell';
import { HandbookLink } from '@/components/layout/HandbookLink';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { ClientBrand } from '@/features/client-branding/components/ClientBrand';
import { useClientTheme } from '@/features/client-branding/hooks/use-client-theme';
import { AccountPanel } from '@/features/navigation/components/AccountPanel';
import { NavigationMenu } from '@/features/navigation/components/NavigationMenu';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { ReleaseNotesDialog } from '@/features/release-notes/components/ReleaseNotesDialog';
import { useDownloadMyData } from '@/features/users/api/download-my-data';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { openQuestionsQueryOptions } from '@/lib/api/get-open-questions';
import { messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useSession } from '@/lib/session/use-session';
import { useIsPublicRoute } from '../use-route-title';

function SignedInShell() {
  const user = useCurrentUser();
  const { theme } = useClientTheme();
  const logout = useLogout();
  const myData = useDownloadMyData();
  // The count of open questions beside 'Meine Fragen'.
  const openQuestions = useQuery({ ...openQuestionsQueryOptions(), enabled: user.data !== undefined });
  // The modeller is a working screen: it gets the whole window.
  const { pathname } = useLocation();
  const workspace =
    matchPath(paths.modelEdit, pathname) !== null || matchPath(paths.modelEditShare, pathname) !== null;

  return (
    <ThemeProvider theme={theme}>
      {/* Details once known stay in charge: a failed reload of them keeps the page and its work. */}
      {user.data ? (
        <AppShell
          brand={<ClientBrand />}
          navigation={
            <NavigationMenu
              permissions={user.data.permissions}
              counts={{ myQuestions: openQuestions.data?.length }}
            />
          }
          account={
            <AccountPanel
              user={user.data}
              onLogout={logout}
              onDownloadData={() => myData.mutate()}
              downloadingData={myData.isPending}
              downloadError={
                myData.error ? messageOf(myData.error, t('nav.downloadMyDataFailed')) : undefined
              }
            />
          }
          workspace={workspace}
          help={<HandbookLink />}
          notifications={<NotificationBell />}
        >
          <Outlet />
        </AppShell>
      ) : user.isError ? (
        <Box sx={{ p: 3 }}>
          <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />
        </Box>
      ) : (
        <PageLoader />
      )}
      <ReleaseNotesDialog />
    </ThemeProvider>
  );
}

/**
 * The main shell (/menu and the areas): client colour and logo, navigation drawer, user, release
 * notes. Signed-out visitors only reach public pages (help) here, in a plain frame; when the
 * session ends while a page is open (logout in another tab), they go to the login.
 */
export function Component() {
  const session = useSession();
  const isPublic = useIsPublicRoute();
  if (session) return <SignedInShell />;
  if (!isPublic) return <Navigate to={paths.login} replace />;
  return (
    <PublicFrame loginPath={paths.login}>
      <Outlet />
    </PublicFrame>
  );
}
