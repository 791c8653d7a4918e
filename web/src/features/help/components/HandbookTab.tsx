import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { handbookHref } from '@/config/handbook';
import { HANDBOOK, handbookImage } from '../content/handbook';
import { searchHandbook } from '../utils/handbook-search';

/** The chapter a `section` parameter names: a chapter id, or the chapter of a section id. */
function chapterOf(section: string | null) {
  if (!section) return undefined;
  return HANDBOOK.find((chapter) => chapter.id === section || chapter.sections.some((s) => s.id === section));
}

/**
 * The handbook (a tab kept out of the tab list): full-text search, the nine chapters as a
 * table of contents, and each section with its own deep link `/help?tab=handbuch&section=<id>`.
 * A deep link scrolls to its section.
 */
export function HandbookTab() {
  const [params] = useSearchParams();
  const section = params.get('section');
  const [query, setQuery] = useState('');
  const hits = searchHandbook(HANDBOOK, query);

  useEffect(() => {
    if (!section) return;
    document.getElementById(`handbuch-${section}`)?.scrollIntoView({ block: 'start' });
  }, [section]);

  const active = chapterOf(section)?.id;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Stack
        spacing={2}
        sx={{ width: { md: 300 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 16 } }}
      >
        <TextField
          label="Im Handbuch suchen"
          type="search"
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {query.trim() !== '' && (
          <Paper variant="outlined" aria-label="Suchergebnisse" component="section">
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
              {hits.length === 0 ? 'Keine Treffer' : `${hits.length} Treffer`}
            </Typography>
            <List dense>
              {hits.map((hit) => (
                <ListItemButton key={hit.sectionId} component={RouterLink} to={handbookHref(hit.sectionId)}>
                  <ListItemText
                    primary={`${hit.chapterTitle}: ${hit.sectionTitle}`}
                    secondary={hit.excerpt}
                  />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        )}
        <nav aria-label="Kapitel des Handbuchs">
          <List dense>
            {HANDBOOK.map((chapter, index) => (
              <ListItemButton
                key={chapter.id}
                component={RouterLink}
                to={handbookHref(chapter.id)}
                selected={chapter.id === active}
              >
                <ListItemText primary={`${index + 1}. ${chapter.title}`} />
              </ListItemButton>
            ))}
          </List>
        </nav>
      </Stack>
      <Stack spacing={4} sx={{ minWidth: 0, flex: 1 }}>
        {HANDBOOK.map((chapter, index) => (
          <Box
            component="section"
            key={chapter.id}
            id={`handbuch-${chapter.id}`}
            aria-labelledby={`kapitel-${chapter.id}`}
          >
            <Typography id={`kapitel-${chapter.id}`} component="h2" variant="h5" sx={{ mb: 1 }}>
              {index + 1}. {chapter.title}
            </Typography>
            <Box
              component="img"
              src={handbookImage(chapter.id)}
              alt={`Bildschirmfoto: ${chapter.title}`}
              loading="lazy"
              width={1280}
              height={720}
              sx={{
                display: 'block',
                width: '100%',
                maxWidth: 720,
                height: 'auto',
                mb: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
            {chapter.sections.map((part) => (
              <Box
                key={part.id}
                id={`handbuch-${part.id}`}
                component="section"
                aria-labelledby={`abschnitt-${part.id}`}
                sx={{
                  mb: 2,
                  scrollMarginTop: 16,
                  ...(part.id === section ? { borderLeft: 3, borderColor: 'primary.main', pl: 1.5 } : {}),
                }}
              >
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Typography
                    id={`abschnitt-${part.id}`}
                    component="h3"
                    variant="subtitle1"
                    sx={{ fontWeight: 600 }}
                  >
                    {part.title}
                  </Typography>
                  <Tooltip title="Link zu diesem Abschnitt">
                    <IconButton
                      size="small"
                      component={RouterLink}
                      to={handbookHref(part.id)}
                      aria-label={`Link zu „${part.title}“`}
                    >
                      <LinkIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                {part.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            ))}
          </Box>
        ))}
        <Typography variant="body2" color="text.secondary">
          Fehlt etwas? Melden Sie es im{' '}
          <Link component={RouterLink} to="/help?tab=bug">
            Bug Report
          </Link>
          .
        </Typography>
      </Stack>
    </Stack>
  );
}
