import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useLocation } from 'react-router';
import { chapterOfPath, HANDBOOK_CHAPTERS, handbookHref } from '@/config/handbook';

/** The '?' of a screen: opens the handbook at the chapter of the current route. */
export function HandbookLink() {
  const { pathname } = useLocation();
  const chapter = chapterOfPath(pathname);
  if (!chapter) return null;
  const title = HANDBOOK_CHAPTERS.find((candidate) => candidate.id === chapter)?.title ?? '';
  const label = `Handbuch: ${title}`;
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={handbookHref(chapter, pathname)} aria-label={label} size="small">
        <HelpOutlineOutlined />
      </IconButton>
    </Tooltip>
  );
}
