import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lesson } from '@prozesspuls/shared';
import { useRef } from 'react';
import { useLessonChapters } from '../api/get-lesson-chapters';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { formatLessonTime } from '../utils/lesson-progress';

/**
 * One lesson: the native player with German captions on by default and the chapter track, and
 * the chapters as a list that jumps to their start. Resumes where the member stopped.
 */
export function LessonPlayer({ lesson }: { readonly lesson: Lesson }) {
  const video = useRef<HTMLVideoElement>(null);
  const chapters = useLessonChapters(lesson.id, lesson.chaptersUrl);
  const progress = useLessonProgress(lesson, video);

  const jumpTo = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => undefined); // a refused autoplay leaves the player paused there
  };

  const current = chapters.data?.findLast((chapter) => chapter.start <= progress.currentTime);
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} component="section" aria-label={lesson.title}>
      <Box>
        <Typography variant="h5" component="h2">
          {lesson.number}. {lesson.title}
        </Typography>
        {lesson.summary && (
          <Typography variant="body2" color="text.secondary">
            {lesson.summary}
          </Typography>
        )}
      </Box>
      <Box
        component="video"
        ref={video}
        controls
        preload="metadata"
        // Captions and chapters come from the storage origin: read with CORS, or they stay empty.
        crossOrigin="anonymous"
        src={lesson.videoUrl}
        aria-label={`Video: ${lesson.title}`}
        onLoadedMetadata={progress.onLoadedMetadata}
        onTimeUpdate={progress.onTimeUpdate}
        onPause={progress.onPause}
        onEnded={progress.onEnded}
        sx={{ width: '100%', maxWidth: 960, aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1 }}
      >
        {lesson.captionsUrl && (
          <track kind="captions" srcLang="de" label="Deutsch" src={lesson.captionsUrl} default />
        )}
        {lesson.chaptersUrl && (
          <track kind="chapters" srcLang="de" label="Kapitel" src={lesson.chaptersUrl} />
        )}
      </Box>
      {progress.resumedAt !== null && (
        <Alert severity="info" data-testid="lesson-resumed">
          Fortgesetzt bei {formatLessonTime(progress.resumedAt)}, wo Sie zuletzt aufgehört haben.
        </Alert>
      )}
      {chapters.isError && (
        <Alert severity="warning">Die Kapitel der Lektion konnten nicht geladen werden.</Alert>
      )}
      {chapters.data && chapters.data.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3">
            Kapitel
          </Typography>
          <List dense aria-label="Kapitel">
            {chapters.data.map((chapter) => (
              <ListItemButton
                key={chapter.start}
                selected={chapter === current}
                aria-current={chapter === current ? 'step' : undefined}
                onClick={() => jumpTo(chapter.start)}
              >
                <ListItemText primary={chapter.text} secondary={formatLessonTime(chapter.start)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
