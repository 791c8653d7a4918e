import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LESSON_MESSAGES } from '@prozesspuls/shared/help';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { handbookHref } from '@/config/handbook';
import { replaceSearchParams } from '@/lib/search-params';
import { useLessons } from '../api/get-lessons';
import { formatLessonTime, progressLabel } from '../utils/lesson-progress';
import { LessonPlayer } from './LessonPlayer';

/**
 * 'BPMN Schulung' (video lessons, webm, sorted by number, from a directory listing):
 * the lessons in order with each one's progress, and the player of the chosen one (`?lesson=`).
 */
export function LessonsTab() {
  const lessons = useLessons();
  const [params, setParams] = useSearchParams();

  if (lessons.isPending) return <CircularProgress aria-label="Die Lektionen werden geladen" />;
  if (lessons.isError) return <Alert severity="error">{LESSON_MESSAGES.listingFailed}</Alert>;
  const list = lessons.data.lessons;
  if (list.length === 0) {
    return (
      <Alert severity="info">
        Für die BPMN Schulung sind noch keine Videolektionen veröffentlicht. Bis dahin erklärt das{' '}
        <Link component={RouterLink} to={handbookHref('prozesse')}>
          Handbuch im Kapitel „Prozesse“
        </Link>{' '}
        das Modellieren Schritt für Schritt.
      </Alert>
    );
  }
  const selected = list.find((lesson) => lesson.id === params.get('lesson')) ?? list[0];
  const choose = (id: string) => replaceSearchParams(setParams, (next) => next.set('lesson', id));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
        <List aria-label="Lektionen">
          {list.map((lesson) => (
            <ListItemButton
              key={lesson.id}
              selected={lesson.id === selected?.id}
              aria-current={lesson.id === selected?.id ? 'true' : undefined}
              onClick={() => choose(lesson.id)}
              data-testid="lesson-item"
            >
              <ListItemText
                primary={`${lesson.number}. ${lesson.title}`}
                secondary={
                  <Stack component="span" spacing={0.5} sx={{ display: 'flex' }}>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {formatLessonTime(lesson.durationSeconds)} · {progressLabel(lesson.progress)}
                      {lesson.progress?.completed && (
                        <CheckCircleIcon
                          color="success"
                          fontSize="inherit"
                          sx={{ ml: 0.5, verticalAlign: 'middle' }}
                          aria-hidden
                        />
                      )}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={lesson.progress?.watchedPercent ?? 0}
                      aria-label={`Fortschritt: ${progressLabel(lesson.progress)}`}
                    />
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      {selected && <LessonPlayer key={selected.id} lesson={selected} />}
    </Stack>
  );
}
