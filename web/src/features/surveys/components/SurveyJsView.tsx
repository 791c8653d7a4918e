import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Model, Serializer } from 'survey-core';
import 'survey-core/i18n/german';
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';

// deadlineDate is ours (seed 002 §3); registered so survey-core does not report it as unknown.
if (!Serializer.findProperty('survey', 'deadlineDate'))
  Serializer.addProperty('survey', 'deadlineDate:number');

interface SurveyJsViewProps {
  readonly schema: unknown;
}

/**
 * A stored or generated survey schema rendered read-only by survey-react-ui in German, in the
 * client's colour. This module (survey-core, survey-react-ui and their CSS) is its own chunk,
 * loaded only by the survey screens through SurveyPreview.
 */
export default function SurveyJsView({ schema }: SurveyJsViewProps) {
  const theme = useTheme();
  const model = useMemo(() => {
    const survey = new Model(schema);
    survey.locale = 'de';
    survey.readOnly = true;
    survey.showCompleteButton = false;
    survey.applyTheme({
      cssVariables: {
        '--sjs-primary-backcolor': theme.palette.primary.main,
        '--sjs-primary-forecolor': theme.palette.primary.contrastText,
        '--sjs-font-family': 'inherit',
      },
    });
    return survey;
  }, [schema, theme]);
  return (
    <div data-testid="survey-preview" lang="de">
      <Survey model={model} />
    </div>
  );
}
