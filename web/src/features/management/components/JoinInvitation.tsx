import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { FormHeading } from '@/components/layout/FormHeading';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { sessionStore } from '@/lib/session/session-store';
import { useJoinClient } from '../api/join-client';
import { useManagementText } from '../hooks/use-management-text';

interface JoinInvitationProps {
  readonly token: string;
  /** The signed-in account, so the user sees which account accepts. */
  readonly userId: string;
  readonly onDone: () => void;
  readonly onOtherAccount: () => void;
  /** Makes the joined client the current one; passed in by the route (it belongs to `users`). */
  readonly switchTo: (clientId: number) => Promise<{ readonly clientId: number }>;
}

/**
 * The consent step of an invitation into another client: the signed-in user accepts explicitly
 * with one button; the server checks that the link belongs to this account.
 */
export function JoinInvitation({ token, userId, onDone, onOtherAccount, switchTo }: JoinInvitationProps) {
  const t = useManagementText();
  const join = useJoinClient();
  // Into the new client, then a fresh start page (not this page again).
  const switchClient = useMutation({
    mutationFn: switchTo,
    onSuccess: ({ clientId }) => {
      const session = sessionStore.get();
      if (session) sessionStore.set({ ...session, clientId });
      window.location.assign(paths.menu);
    },
  });
  return (
    <Stack spacing={2.5} aria-labelledby="join-heading">
      <FormHeading id="join-heading" heading={t('join.heading')} intro={t('join.intro')} />
      <Typography>{t('join.signedInAs', { userId })}</Typography>
      {(join.isPending || switchClient.isPending) && <LinearProgress aria-label={t('join.accepting')} />}
      {join.isError && <Alert severity="error">{messageOf(join.error, t('common.genericError'))}</Alert>}
      {join.data ? (
        <>
          <Alert severity="success">{t('join.accepted', { companyName: join.data.companyName })}</Alert>
          <Button variant="contained" onClick={() => switchClient.mutate(join.data.clientId)}>
            {t('join.switchClient')}
          </Button>
          <Button onClick={onDone}>{t('join.toStart')}</Button>
        </>
      ) : (
        <>
          <Button variant="contained" disabled={join.isPending} onClick={() => join.mutate(token)}>
            {t('join.accept')}
          </Button>
          <Button onClick={onOtherAccount}>{t('join.otherAccount')}</Button>
        </>
      )}
    </Stack>
  );
}
