import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';

interface IconCardProps {
  readonly icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  readonly title: string;
  readonly text: string;
  /** The title's element: a heading in a page's outline, 'span' inside a dialog's choice. */
  readonly titleAs: 'h2' | 'h3' | 'span';
  /** A link to this route, or … */
  readonly to?: string;
  /** … a choice handled by the caller. */
  readonly onClick?: () => void;
  readonly iconSize?: 44 | 48;
}

/** A clickable card: the icon on a tile in the tenant's colour, a title and one line of text. */
export function IconCard({ icon: Icon, title, text, titleAs, to, onClick, iconSize = 44 }: IconCardProps) {
  const inline = titleAs === 'span';
  const content = (
    <CardContent>
      <Box
        sx={{
          width: iconSize,
          height: iconSize,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          mb: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Typography
        component={titleAs}
        variant="h6"
        sx={inline ? { display: 'block', fontWeight: 600, mb: 0.5 } : { fontWeight: 600 }}
        gutterBottom={!inline}
      >
        {title}
      </Typography>
      <Typography
        component={inline ? 'span' : 'p'}
        variant="body2"
        color="text.secondary"
        sx={inline ? { display: 'block' } : undefined}
      >
        {text}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={to ? { height: '100%' } : undefined}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 1 }}>
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea onClick={onClick} sx={{ height: '100%', p: 1 }}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}
