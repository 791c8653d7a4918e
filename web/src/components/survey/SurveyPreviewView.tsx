import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Model, Serializer } from 'survey-core';
import 'survey-core/i18n/german';
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';

// `deadlineDate` is ours, not SurveyJS's: registered so that loading a stored schema reports no
// error for it (docs/px-catalogue.md, 'Survey schema').
if (!Serializer.findProperty('survey', 'deadlineDate'))
  Serializer.addProperty('survey', 'deadlineDate:number');

export interface SurveyPreviewViewProps {
  /** The SurveyJS JSON (an object or its JSON text). */
  readonly schema: object | string;
  /** Display mode: answers cannot be entered (e.g. the read-only preview of the survey list). */
  readonly readOnly?: boolean;
}

function parsed(schema: object | string): object {
  if (typeof schema !== 'string') return schema;
  try {
    const value: unknown = JSON.parse(schema);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

export default function SurveyPreviewView({ schema, readOnly = false }: SurveyPreviewViewProps) {
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const model = useMemo(() => {
    const survey = new Model(parsed(schema));
    survey.locale = 'de';
    if (readOnly) survey.readOnly = true;
    survey.applyTheme({
      isPanelless: false,
      cssVariables: {
        '--sjs-primary-backcolor': primary,
        '--sjs-primary-backcolor-dark': theme.palette.primary.dark,
        '--sjs-primary-backcolor-light': alpha(primary, 0.1),
        '--sjs-primary-forecolor': theme.palette.primary.contrastText,
        '--sjs-font-family': String(theme.typography.fontFamily ?? 'system-ui, sans-serif'),
      },
    });
    return survey;
  }, [schema, readOnly, primary, theme]);
  return <Survey model={model} />;
}
