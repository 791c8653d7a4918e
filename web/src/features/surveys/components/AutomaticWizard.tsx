import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ANSWER_TYPE_LABELS,
  type AutomaticSurveyMode,
  automaticSurveyQuestions,
  buildAutomaticSurvey,
  type CatalogueItem,
  catalogueItemsOfModule,
  type PxModule,
  SMALL_GROUP_WARNING_MAX_PARTICIPANTS,
} from '@prozesspuls/shared/px';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { InfoTip } from '@/components/feedback/InfoTip';
import { TableHeader } from '@/components/table/TableHeader';
import { SURVEYS_TEXT, t } from '../texts';
import { detailsProblem, EMPTY_DETAILS, startPageOf } from './DefineSurveyStep';
import { WizardFrame, type WizardStep } from './WizardFrame';

/** Module 1 asks personal questions by default, module 2 does not. */
const personalDefault = (module: PxModule) => module === 'Module_One';

/** The two module tiles of IWAK step 1, in their order. */
const IWAK_MODULES = [
  { module: 'Module_One', Icon: HandshakeOutlined, title: 'wizard.module1', text: 'wizard.module1Text' },
  { module: 'Module_Two', Icon: GroupsOutlined, title: 'wizard.module2', text: 'wizard.module2Text' },
] as const;

function ModuleTile({
  selected,
  title,
  text,
  icon,
  onSelect,
}: {
  readonly selected: boolean;
  readonly title: string;
  readonly text: string;
  readonly icon: React.ReactNode;
  readonly onSelect: () => void;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea onClick={onSelect} aria-pressed={selected} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            {icon}
            <Typography component="span" variant="h6">
              {title}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The questions step 1 will ask, with the mark of the personal ones. */
function AskedQuestionsTable({ asked }: { readonly asked: readonly CatalogueItem[] }) {
  return asked.length === 0 ? (
    <Typography color="text.secondary">{t('wizard.noQuestions')}</Typography>
  ) : (
    <Table size="small">
      {/* The last column holds the mark of personal questions and has no title. */}
      <TableHeader labels={[t('wizard.question'), t('wizard.answerType')]} actionsLabel="" />
      <TableBody>
        {asked.map((question) => (
          <TableRow key={question.id}>
            <TableCell>{question.text}</TableCell>
            <TableCell>{ANSWER_TYPE_LABELS[question.answerType]}</TableCell>
            <TableCell>
              {question.personal && (
                <Tooltip title={t('wizard.personalQuestion')}>
                  <PersonOutline fontSize="small" aria-label={t('wizard.personalQuestion')} />
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * IWAK and STRESS: step 1 the module (IWAK: module 1 or 2; STRESS: module 5) with
 * its questions, which cannot be chosen one by one; 'Personenstandsdaten' ticked means the personal
 * questions are asked (the label's meaning, not the inverted behaviour the spec records); step 2
 * the details; step 3 the rendered survey and 'Umfrage generieren'.
 */
export function AutomaticWizard({ mode }: { readonly mode: AutomaticSurveyMode }) {
  const [step, setStep] = useState<WizardStep>(0);
  const [module, setModule] = useState<PxModule | null>(mode === 'STRESS' ? 'STRESS_MODULE' : null);
  const [personal, setPersonal] = useState(false);
  const [warning, setWarning] = useState(false);
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const startPageRequired = mode === 'IWAK';

  const offered = useMemo(() => (module ? catalogueItemsOfModule(module) : []), [module]);
  const hasPersonal = offered.some((question) => question.personal);
  const asked = automaticSurveyQuestions(offered, hasPersonal && personal);
  const schema = useMemo(
    () =>
      module && step === 2
        ? buildAutomaticSurvey({
            mode,
            module,
            title: details.title.trim(),
            deadlineDate: details.deadlineDate,
            startPageHtml: startPageOf(details, startPageRequired),
            includePersonalQuestions: hasPersonal && personal,
          })
        : null,
    [mode, module, step, details, startPageRequired, hasPersonal, personal],
  );

  const chooseModule = (next: PxModule) => {
    setModule(next);
    setPersonal(personalDefault(next));
  };
  const canJump = asked.length > 0 && details.title.trim() !== '';
  const jump = (target: WizardStep) => {
    if (target === 2 && detailsProblem(details, startPageRequired, Date.now()) !== null) return;
    setStep(target);
  };
  const next = () => (hasPersonal && personal ? setWarning(true) : setStep(1));

  return (
    <WizardFrame
      header={mode === 'IWAK' ? t('wizard.iwakHeader') : t('wizard.stressHeader')}
      step={step}
      canJump={canJump}
      setStep={setStep}
      onJump={jump}
      canContinue={asked.length > 0}
      onContinue={next}
      define={{ draft: details, onChange: setDetails, startPageRequired }}
      preview={schema && module ? { schema, module } : null}
    >
      <Stack spacing={2}>
        {mode === 'IWAK' ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {IWAK_MODULES.map(({ module: tileModule, Icon, title, text }) => (
              <ModuleTile
                key={tileModule}
                selected={module === tileModule}
                title={t(title)}
                text={t(text)}
                icon={<Icon color="primary" />}
                onSelect={() => chooseModule(tileModule)}
              />
            ))}
          </Box>
        ) : (
          <Box>
            <Typography component="h2" variant="h5">
              {t('wizard.stressOverview')}
            </Typography>
            <Typography color="text.secondary">{t('wizard.stressNoChoice')}</Typography>
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {hasPersonal && (
            <FormControlLabel
              control={
                <Checkbox checked={personal} onChange={(event) => setPersonal(event.target.checked)} />
              }
              label={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <span>{t('wizard.personalData')}</span>
                  <InfoTip text={t('wizard.personalDataInfo')} fontSize="small" />
                </Stack>
              }
            />
          )}
          <Chip label={t('wizard.selectedCount', { count: asked.length })} data-testid="selected-count" />
        </Stack>
        <AskedQuestionsTable asked={asked} />
      </Stack>
      <ConfirmDialog
        open={warning}
        texts={SURVEYS_TEXT.wizard.smallGroupWarning}
        values={{ max: SMALL_GROUP_WARNING_MAX_PARTICIPANTS }}
        width={500}
        onClose={() => setWarning(false)}
        onConfirm={() => {
          setWarning(false);
          setStep(1);
        }}
      />
    </WizardFrame>
  );
}
