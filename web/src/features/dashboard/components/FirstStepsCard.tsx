import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FirstStepKey } from '@prozesspuls/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { useFirstSteps } from '../api/get-first-steps';
import { useHideFirstSteps } from '../api/hide-first-steps';
import { t } from '../texts';

/** Where each step is done. */
const STEP_TARGET: Record<FirstStepKey, string> = {
  modelCreated: `${paths.processList}?dialog=create`,
  colleagueInvited: paths.managementUsers,
  surveySent: paths.surveys,
};

/**
 * A new client's first steps for its administrators: create a model, invite a colleague, send a
 * first survey. Each ticks itself off when done (the server records it); 'Ausblenden' hides the
 * list for the client.
 */
export function FirstStepsCard() {
  const steps = useFirstSteps();
  const hide = useHideFirstSteps();
  if (!steps.data) return null;
  const done = steps.data.steps.filter((step) => step.done).length;
  const total = steps.data.steps.length;

  return (
    <Card component="section" aria-labelledby="first-steps-heading" data-testid="first-steps">
      <CardContent>
        <Typography id="first-steps-heading" component="h2" variant="h2" gutterBottom>
          {t('firstSteps.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('firstSteps.progress', { done, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / total) * 100}
          aria-label={t('firstSteps.progress', { done, total })}
          sx={{ my: 1.5 }}
        />
        <List dense disablePadding>
          {steps.data.steps.map((step) => (
            <ListItem
              key={step.key}
              disableGutters
              data-testid={`first-step-${step.key}`}
              data-done={step.done}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {step.done ? (
                  <CheckCircle color="success" titleAccess={t('firstSteps.done')} />
                ) : (
                  <RadioButtonUnchecked color="disabled" titleAccess={t('firstSteps.open')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  step.done ? (
                    t(`firstSteps.steps.${step.key}`)
                  ) : (
                    <Link component={RouterLink} to={STEP_TARGET[step.key]}>
                      {t(`firstSteps.steps.${step.key}`)}
                    </Link>
                  )
                }
                secondary={t(`firstSteps.hints.${step.key}`)}
              />
            </ListItem>
          ))}
        </List>
        {hide.isError && (
          <Typography color="error" role="alert" variant="body2">
            {messageOf(hide.error, t('firstSteps.hideFailed'))}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={() => hide.mutate(undefined)} disabled={hide.isPending}>
          {done === total ? t('firstSteps.finish') : t('firstSteps.hide')}
        </Button>
      </CardActions>
    </Card>
  );
}
