import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IconCard } from '@/components/cards/IconCard';
import { type AppPath, paths } from '@/config/paths';
import { useManagementText } from '../hooks/use-management-text';
import type { ManagementKey } from '../locales/de';
import { type ManagementArea, visibleAreas } from '../utils/area-cards';
import { AnonymitySettingsForm } from './AnonymitySettingsForm';
import { AuditLog } from './AuditLog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import type { ManagementLocationState } from './IntegrationScreen';
import { MailDomainsForm } from './MailDomainsForm';
import { ManagementHeader } from './ManagementHeader';
import { RecipientDomainsTable } from './RecipientDomainsTable';
import { RetentionSettings } from './RetentionSettings';
import { WorksCouncilSettingsForm } from './WorksCouncilSettingsForm';

interface AreaCard {
  readonly to: AppPath;
  readonly icon: SvgIconComponent;
  readonly title: ManagementKey;
  readonly text: ManagementKey;
}

const CARDS: Record<ManagementArea, AreaCard> = {
  users: { to: paths.managementUsers, icon: GroupOutlined, title: 'home.usersTitle', text: 'home.usersText' },
  roles: {
    to: paths.managementRoles,
    icon: AdminPanelSettingsOutlined,
    title: 'home.rolesTitle',
    text: 'home.rolesText',
  },
  clients: {
    to: paths.managementClients,
    icon: ApartmentOutlined,
    title: 'home.clientsTitle',
    text: 'home.clientsText',
  },
  tickets: {
    to: paths.managementTickets,
    icon: BugReportOutlined,
    title: 'home.ticketsTitle',
    text: 'home.ticketsText',
  },
};

interface ManagementHomeProps {
  readonly firstName: string;
  /** Undefined while the superuser check is still running. */
  readonly isSuperuser: boolean | undefined;
}

/** '/management': welcome, the cards to the areas and, for superusers, the audit trail. */
export function ManagementHome({ firstName, isSuperuser }: ManagementHomeProps) {
  const t = useManagementText();
  const checking = isSuperuser === undefined;
  const feedback = useFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const integrationSaved = (location.state as ManagementLocationState | null)?.integrationSaved === true;

  // Coming back from a saved integration: confirm it once, then forget the flag.
  useEffect(() => {
    if (!integrationSaved) return;
    feedback.success(t('home.integrationSaved'));
    void navigate('.', { replace: true, state: null });
  }, [integrationSaved, feedback.success, navigate, t]);

  return (
    <>
      <ManagementHeader title={t('home.welcome', { firstName })} intro={t('home.intro')} />
      {checking ? (
        <Stack spacing={1} sx={{ maxWidth: 480 }}>
          <LinearProgress aria-label={t('home.checkingAccess')} />
          <Typography variant="body2" color="text.secondary">
            {t('home.checkingAccess')}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={5}>
          <Box
            component="nav"
            aria-label={t('home.areas')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
            }}
          >
            {visibleAreas(isSuperuser).map((area) => {
              const { to, icon: Icon, title, text } = CARDS[area];
              return <IconCard key={area} to={to} icon={Icon} title={t(title)} text={t(text)} titleAs="h2" />;
            })}
          </Box>
          <AnonymitySettingsForm onSaved={() => feedback.success(t('anonymity.saved'))} />
          <WorksCouncilSettingsForm onSaved={() => feedback.success(t('worksCouncil.saved'))} />
          <MailDomainsForm onSaved={() => feedback.success(t('mailDomains.saved'))} />
          <RecipientDomainsTable />
          <RetentionSettings onSaved={() => feedback.success(t('retention.saved'))} />
          {isSuperuser && <AuditLog />}
        </Stack>
      )}
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
