import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { StatusPage } from '@/components/layout/StatusPage';
import { paths } from '@/config/paths';
import { useShareInformation } from '@/features/modeller/api/get-share-information';
import { closeShareLink, openThroughShareLink } from '@/features/modeller/api/share-access';
import { ModellerPage } from '@/features/modeller/components/ModellerPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { ApiError, messageOf } from '@/lib/api-error';

const DEAD_LINK_TITLE = 'Freigabelink nicht nutzbar';
const DEAD_LINK_FALLBACK = 'Dieser Freigabelink ist ungültig oder wurde widerrufen.';

/**
 * /modelEdit/{uuid}/share/{clientId}/{token}: the modeller for a model shared by link.
 * The model's load, edit lock and save go through the share routes; a revoked or expired link
 * shows a page that says so.
 */
export function Component() {
  const { uuid = '', clientId = '', token = '' } = useParams();
  // Registered before the first render of the modeller, which loads the model right away.
  const [registered] = useState(() => {
    openThroughShareLink(uuid, { clientId: Number(clientId), token });
    return uuid;
  });
  useEffect(() => () => closeShareLink(registered), [registered]);
  const information = useShareInformation(uuid, token);
  const user = useCurrentUser();

  if (information.isPending || (user.isPending && !user.data)) return <PageLoader />;
  if (information.isError) {
    const dead = information.error instanceof ApiError && [400, 404, 410].includes(information.error.status);
    if (!dead)
      return <QueryErrorAlert error={information.error} onRetry={() => void information.refetch()} />;
    return (
      <StatusPage
        code={String((information.error as ApiError).status)}
        title={DEAD_LINK_TITLE}
        text={messageOf(information.error, DEAD_LINK_FALLBACK)}
        actions={
          <Button component={Link} to={paths.menu} variant="contained">
            Zur Startseite
          </Button>
        }
      />
    );
  }
  // Details once known stay in charge: a failed reload of them keeps the modeller and its edit session.
  if (!user.data) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return <ModellerPage userId={user.data.userId} />;
}
