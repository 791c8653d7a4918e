import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHECKLIST_TEXT_ANSWER_MAX, type ChecklistStep, MATRIX_VALUES } from '@prozesspuls/shared/checklists';
import { InfoTip } from '@/components/feedback/InfoTip';
import { useChecklistsText } from '../texts';

interface ChecklistStepPageProps {
  readonly step: ChecklistStep;
  readonly label: number;
  readonly onAnswer: (field: number, option: number, answer: string | number) => void;
}

/** The step's or field's info, where it has one. */
const Info = ({ text }: { readonly text: string }) =>
  text ? <InfoTip text={text} fontSize="small" color="action" tabIndex={0} /> : null;

/** One step: title, description, info; free-text notes and the matrix items. */
export function ChecklistStepPage({ step, label, onAnswer }: ChecklistStepPageProps) {
  const t = useChecklistsText();
  return (
    <Stack spacing={3}>
      <div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="h5">
            {`${label}. ${step.title}`}
          </Typography>
          <Info text={step.infoText} />
        </Stack>
        <Typography color="text.secondary">{step.description}</Typography>
      </div>
      {step.fields.map((field, fieldIndex) => (
        <Paper key={field.name} variant="outlined" sx={{ p: 2 }} component="section" aria-label={field.name}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography component="h3" variant="h6">
              {field.name}
            </Typography>
            <Info text={field.infoText} />
          </Stack>
          <Stack spacing={2}>
            {field.options.map((option, optionIndex) =>
              field.type === 'text' ? (
                <TextField
                  key={option.question}
                  label={option.question}
                  placeholder={t('answer.notePlaceholder')}
                  multiline
                  minRows={2}
                  value={typeof option.answer === 'string' ? option.answer : ''}
                  onChange={(event) => onAnswer(fieldIndex, optionIndex, event.target.value)}
                  slotProps={{
                    htmlInput: { maxLength: CHECKLIST_TEXT_ANSWER_MAX },
                    inputLabel: { shrink: true },
                  }}
                />
              ) : (
                <Stack
                  key={option.question}
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
                >
                  <Typography id={`q-${label}-${fieldIndex}-${optionIndex}`}>{option.question}</Typography>
                  <RadioGroup
                    row
                    aria-labelledby={`q-${label}-${fieldIndex}-${optionIndex}`}
                    value={typeof option.answer === 'number' ? String(option.answer) : ''}
                    onChange={(event) => onAnswer(fieldIndex, optionIndex, Number(event.target.value))}
                    sx={{ flexShrink: 0 }}
                  >
                    {MATRIX_VALUES.map((value) => (
                      <FormControlLabel
                        key={value.value}
                        value={String(value.value)}
                        control={<Radio size="small" />}
                        label={value.label}
                      />
                    ))}
                  </RadioGroup>
                </Stack>
              ),
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
