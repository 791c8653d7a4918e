import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReleaseRequest } from '@prozesspuls/shared';
import { initialsOf } from '@prozesspuls/shared/rules';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useReleaseRequests } from '../../api/release';
import { RELEASE_TEXTS, stateLabel } from './texts';

const STATE_COLOR = { ACCEPTED: 'success', REJECTED: 'error' } as const;

/** One request: reviewer initials avatar, date DD.MM.YYYY HH:mm, comment, state. */
export function ReleaseRequestItem({ request }: { readonly request: ReleaseRequest }) {
  return (
    <ListItem alignItems="flex-start" data-testid="release-request" divider>
      <ListItemAvatar>
        <Avatar sx={{ width: 32, height: 32, fontSize: 13 }} aria-label={request.reviewerName}>
          {initialsOf({ name: request.reviewerName, userId: request.reviewer })}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          <>
            {formatDateTime(request.createdDate)}{' '}
            <Chip
              size="small"
              sx={{ ml: 1 }}
              color={request.requestState ? STATE_COLOR[request.requestState] : 'warning'}
              label={stateLabel(request.requestState)}
            />
          </>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {RELEASE_TEXTS.requestBy
                .replace('{requester}', request.requesterName)
                .replace('{reviewer}', request.reviewerName)}
            </Typography>
            <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block' }}>
              {request.commitMsg}
            </Typography>
            {request.decisionComment && (
              <Typography component="span" variant="body2" sx={{ display: 'block', fontStyle: 'italic' }}>
                {request.decisionComment}
              </Typography>
            )}
          </>
        }
      />
    </ListItem>
  );
}

/** Tab 'Freigabeanfragen' of the history preview: the model's release requests, newest first. */
export function ReleaseRequestList({ uuid }: { readonly uuid: string }) {
  const requests = useReleaseRequests(uuid);
  if (requests.isPending) return <LinearProgress />;
  if (requests.isError)
    return <Alert severity="error">{messageOf(requests.error, RELEASE_TEXTS.createFailed)}</Alert>;
  if (requests.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {RELEASE_TEXTS.noRequests}
      </Typography>
    );
  return (
    <List aria-label={RELEASE_TEXTS.requestsTab} sx={{ overflowY: 'auto' }}>
      {requests.data.map((request) => (
        <ReleaseRequestItem key={request.id} request={request} />
      ))}
    </List>
  );
}
