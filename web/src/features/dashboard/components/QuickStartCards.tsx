import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PermissionFlags } from '@prozesspuls/shared';
import { IconCard } from '@/components/cards/IconCard';
import { t } from '@/lib/i18n';
import { type QuickStartId, visibleQuickStartCards } from '../utils/quick-start';

interface CardContentKeys {
  readonly icon: SvgIconComponent;
  readonly title:
    | 'home.createModel'
    | 'home.importModel'
    | 'home.surveys'
    | 'home.riskAssessment'
    | 'home.worksCouncil';
  readonly text:
    | 'home.createModelText'
    | 'home.importModelText'
    | 'home.surveysText'
    | 'home.riskAssessmentText'
    | 'home.worksCouncilText';
}

const CARD_CONTENT: Record<QuickStartId, CardContentKeys> = {
  createModel: { icon: AddCircleOutline, title: 'home.createModel', text: 'home.createModelText' },
  importModel: { icon: FileUploadOutlined, title: 'home.importModel', text: 'home.importModelText' },
  surveys: { icon: PollOutlined, title: 'home.surveys', text: 'home.surveysText' },
  riskAssessment: {
    icon: HealthAndSafetyOutlined,
    title: 'home.riskAssessment',
    text: 'home.riskAssessmentText',
  },
  worksCouncil: { icon: GavelOutlined, title: 'home.worksCouncil', text: 'home.worksCouncilText' },
};

/** 'Modell erstellen', 'Modell importieren' and the surveys card, each only for users allowed in its area. */
export function QuickStartCards({ permissions }: { readonly permissions: PermissionFlags }) {
  const cards = visibleQuickStartCards(permissions);
  if (cards.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby="quick-start-heading"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
      }}
    >
      <Typography id="quick-start-heading" component="h2" variant="h2" sx={{ gridColumn: '1 / -1' }}>
        {t('home.quickStart')}
      </Typography>
      {cards.map((card) => {
        const { icon: Icon, title, text } = CARD_CONTENT[card.id];
        return (
          <IconCard key={card.id} to={card.to} icon={Icon} title={t(title)} text={t(text)} titleAs="h3" />
        );
      })}
    </Box>
  );
}
