import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Checklist } from '@prozesspuls/shared';
import { UNCONNECTED_SURVEY_ID } from '@prozesspuls/shared/checklists';
import { useChecklistsText } from '../texts';

interface SurveyLinkButtonsProps {
  readonly checklist: Pick<Checklist, 'mod1surveyId' | 'mod2surveyId'>;
  /** A connected module opens its evaluation, an unconnected one the connect dialog. */
  readonly onOpen: (module: 1 | 2, connected: boolean) => void;
}

/** 'Umfrage Bindungsmodul (benötigt)' and the optional module-2 link; a check icon once connected. */
export function SurveyLinkButtons({ checklist, onOpen }: SurveyLinkButtonsProps) {
  const t = useChecklistsText();
  const button = (module: 1 | 2, label: string) => {
    const connected =
      (module === 1 ? checklist.mod1surveyId : checklist.mod2surveyId) !== UNCONNECTED_SURVEY_ID;
    return (
      <Button
        variant="outlined"
        color={connected ? 'success' : 'primary'}
        startIcon={connected ? <CheckCircleOutlined /> : <LinkOutlined />}
        onClick={() => onOpen(module, connected)}
        data-connected={connected}
      >
        {label}
      </Button>
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {button(1, t('answer.surveyModule1'))}
      {button(2, t('answer.surveyModule2'))}
    </Stack>
  );
}
