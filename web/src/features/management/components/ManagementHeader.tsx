import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useManagementText } from '../hooks/use-management-text';

interface ManagementHeaderProps {
  readonly title: string;
  readonly intro?: string;
  /** The back arrow to /management (sub-pages). */
  readonly back?: boolean;
  /** The page's main action, e.g. 'Nutzer hinzufügen'. */
  readonly action?: ReactNode;
}

/** Heading row of an administration page: back arrow, h1 and intro, main action on the right. */
export function ManagementHeader({ title, intro, back = false, action }: ManagementHeaderProps) {
  const t = useManagementText();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
        {back && (
          <Tooltip title={t('common.back')}>
            <IconButton
              component={RouterLink}
              to={paths.management}
              aria-label={t('common.back')}
              sx={{ mt: -0.25, ml: -1 }}
            >
              <ArrowBack />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ minWidth: 0, '& h1': { mb: intro ? 0.5 : 0 } }}>
          <PageHeading>{title}</PageHeading>
          {intro && (
            <Typography color="text.secondary" variant="body2">
              {intro}
            </Typography>
          )}
        </Box>
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Box>
  );
}

interface ManagementListHeaderProps {
  /** The locale group with the page's `heading`, `intro` and `add` texts. */
  readonly section: 'users' | 'roles' | 'clients';
  readonly addIcon: ReactNode;
  /** The page's add/edit dialog: the add button opens it without a subject. */
  readonly dialog: { readonly openDialog: () => void };
}

/** The header of a list page of the administration: back arrow, heading, intro and its add button. */
export function ManagementListHeader({ section, addIcon, dialog }: ManagementListHeaderProps) {
  const t = useManagementText();
  return (
    <ManagementHeader
      back
      title={t(`${section}.heading`)}
      intro={t(`${section}.intro`)}
      action={
        <Button variant="contained" startIcon={addIcon} onClick={() => dialog.openDialog()}>
          {t(`${section}.add`)}
        </Button>
      }
    />
  );
}
