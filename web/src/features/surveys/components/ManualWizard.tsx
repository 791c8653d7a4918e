import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ANSWER_TYPE_LABELS, buildManualSurvey } from '@prozesspuls/shared/px';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCustomQuestions } from '../api/get-custom-questions';
import { t } from '../texts';
import {
  type DraftPage,
  emptyPage,
  placedIds,
  placeQuestion,
  removePage,
  removeQuestion,
  renamePage,
} from '../utils/manual-pages';
import { mergeOfferedQuestions, type OfferedQuestion } from '../utils/offered-questions';
import { EMPTY_DETAILS, startPageOf } from './DefineSurveyStep';
import { WizardFrame, type WizardStep } from './WizardFrame';

const PAGE_DROP_ID = 'selected-page';

function AvailableQuestion({
  question,
  checked,
  onCheck,
}: {
  readonly question: OfferedQuestion;
  readonly checked: boolean;
  readonly onCheck: (checked: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: question.id });
  const options = question.answerOptions.map((option) => option.value).join(', ');
  return (
    <ListItem
      ref={setNodeRef}
      divider
      data-testid="available-question"
      sx={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        bgcolor: 'background.paper',
        zIndex: isDragging ? 10 : 'auto',
      }}
      secondaryAction={
        <Checkbox
          edge="end"
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
          slotProps={{ input: { 'aria-label': question.text } }}
        />
      }
    >
      <IconButton
        size="small"
        aria-label={t('manual.dragHandle', { text: question.text })}
        sx={{ cursor: 'grab', mr: 1, touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorOutlined />
      </IconButton>
      <ListItemText
        primary={question.text}
        secondary={
          options
            ? `${ANSWER_TYPE_LABELS[question.answerType]}: ${options}`
            : ANSWER_TYPE_LABELS[question.answerType]
        }
      />
    </ListItem>
  );
}

function PageTitle({
  page,
  onRename,
}: {
  readonly page: DraftPage;
  readonly onRename: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(page.title);
  if (!editing) {
    return (
      <Button
        onClick={() => {
          setValue(page.title);
          setEditing(true);
        }}
        sx={{ textTransform: 'none', typography: 'h6', px: 0 }}
        aria-label={`${t('manual.renamePage')}: ${page.title}`}
      >
        {page.title}
      </Button>
    );
  }
  const save = () => {
    onRename(value);
    setEditing(false);
  };
  return (
    <TextField
      autoFocus
      size="small"
      label={t('manual.renamePage')}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') setEditing(false);
      }}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

function PageDropZone({
  page,
  questions,
  onRemove,
}: {
  readonly page: DraftPage;
  readonly questions: ReadonlyMap<string, OfferedQuestion>;
  readonly onRemove: (id: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: PAGE_DROP_ID });
  return (
    <Box
      ref={setNodeRef}
      data-testid="page-drop-zone"
      sx={{
        minHeight: 240,
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 1,
      }}
    >
      {page.questionIds.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('manual.dropHere')}
        </Typography>
      ) : (
        <List dense>
          {page.questionIds.map((id, index) => (
            <ListItem
              key={id}
              divider
              data-testid="page-question"
              secondaryAction={
                <Tooltip title={t('manual.removeQuestion')}>
                  <IconButton
                    edge="end"
                    aria-label={`${t('manual.removeQuestion')}: ${questions.get(id)?.text ?? id}`}
                    onClick={() => onRemove(id)}
                  >
                    <CloseOutlined />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText primary={`${index + 1}. ${questions.get(id)?.text ?? id}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * 'Benutzerdefinierte Umfrage': questions without process perspective are dragged
 * (pointer or keyboard: Space, arrows, Space) onto the selected page, or ticked and added; pages
 * are added, renamed by clicking the title, removed. Then details and preview as in the other wizards.
 */
export function ManualWizard() {
  const custom = useCustomQuestions();
  const offered = useMemo(() => mergeOfferedQuestions(custom.data ?? []), [custom.data]);
  const byId = useMemo(() => new Map(offered.map((question) => [question.id, question])), [offered]);
  const [step, setStep] = useState<WizardStep>(0);
  const [pages, setPages] = useState<DraftPage[]>(() => [emptyPage(0)]);
  const [selected, setSelected] = useState(0);
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const placed = placedIds(pages);
  const needle = search.trim().toLowerCase();
  const available = offered.filter(
    (q) => !placed.has(q.id) && (needle === '' || q.text.toLowerCase().includes(needle)),
  );
  const current = pages[selected] ?? pages[0];
  const firstPageFilled = (pages[0]?.questionIds.length ?? 0) > 0;

  const schema = useMemo(
    () =>
      step === 2
        ? buildManualSurvey({
            title: details.title.trim(),
            deadlineDate: details.deadlineDate,
            startPageHtml: startPageOf(details, false),
            pages: pages.map((page) => ({ title: page.title, questionIds: page.questionIds })),
            questions: offered,
          })
        : null,
    [step, details, pages, offered],
  );

  const onDragEnd = (event: DragEndEvent) => {
    if (event.over?.id !== PAGE_DROP_ID) return;
    setPages((all) => placeQuestion(all, selected, String(event.active.id)));
  };
  const addChecked = () => {
    setPages((all) => [...checked].reduce((acc, id) => placeQuestion(acc, selected, id), all));
    setChecked(new Set());
  };

  return (
    <WizardFrame
      header={t('wizard.manualHeader')}
      step={step}
      canJump={firstPageFilled && details.title.trim() !== ''}
      setStep={setStep}
      canContinue={firstPageFilled}
      define={{ draft: details, onChange: setDetails, startPageRequired: false }}
      preview={schema && { schema, module: 'NONE' }}
    >
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'Leertaste zum Aufnehmen, Pfeiltasten zum Bewegen, Leertaste zum Ablegen, Escape zum Abbrechen.',
          },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography component="h2" variant="h6">
                {t('manual.available')}
              </Typography>
              <Chip size="small" label={t('manual.count', { count: available.length })} />
              <Box sx={{ flex: 1 }} />
              <Button component={RouterLink} to={paths.questionsCreate} startIcon={<AddOutlined />}>
                {t('manual.newQuestion')}
              </Button>
            </Stack>
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('manual.onlyNonProcess')}
            </Alert>
            {custom.isError && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t('manual.customUnavailable')}
              </Alert>
            )}
            <InputBase
              placeholder={t('manual.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              inputProps={{ 'aria-label': t('manual.search') }}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1,
                py: 0.5,
                width: '100%',
                mb: 1,
              }}
            />
            <Button size="small" disabled={checked.size === 0} onClick={addChecked} sx={{ mb: 1 }}>
              {t('manual.addToPage')}
            </Button>
            <List dense sx={{ maxHeight: 520, overflow: 'auto' }}>
              {available.map((question) => (
                <AvailableQuestion
                  key={question.id}
                  question={question}
                  checked={checked.has(question.id)}
                  onCheck={(on) =>
                    setChecked((all) => {
                      const next = new Set(all);
                      if (on) next.add(question.id);
                      else next.delete(question.id);
                      return next;
                    })
                  }
                />
              ))}
            </List>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Tabs
                value={Math.min(selected, pages.length - 1)}
                onChange={(_e, value: number) => setSelected(value)}
                variant="scrollable"
                sx={{ flex: 1 }}
              >
                {pages.map((page) => (
                  <Tab key={page.key} label={page.title} />
                ))}
              </Tabs>
              <Tooltip title={t('manual.addPage')}>
                <IconButton
                  aria-label={t('manual.addPage')}
                  onClick={() => {
                    setPages((all) => [...all, emptyPage(all.length)]);
                    setSelected(pages.length);
                  }}
                >
                  <AddOutlined />
                </IconButton>
              </Tooltip>
            </Stack>
            {current && (
              <>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', my: 1 }}>
                  <PageTitle
                    key={current.key}
                    page={current}
                    onRename={(title) => setPages((all) => renamePage(all, selected, title))}
                  />
                  <Tooltip title={t('manual.removePage')}>
                    <IconButton
                      aria-label={t('manual.removePage')}
                      onClick={() => {
                        setPages((all) => removePage(all, selected));
                        setSelected((index) => Math.max(0, index - 1));
                      }}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <PageDropZone
                  page={current}
                  questions={byId}
                  onRemove={(id) => setPages((all) => removeQuestion(all, id))}
                />
              </>
            )}
          </Paper>
        </Box>
        {!firstPageFilled && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('manual.firstPageEmpty')}
          </Typography>
        )}
      </DndContext>
    </WizardFrame>
  );
}
