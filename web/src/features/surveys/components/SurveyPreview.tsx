import { SurveyPreview as SharedSurveyPreview } from '@/components/survey/SurveyPreview';

/** The survey screens' read-only preview: the shared lazy survey-react-ui preview (German, tenant colour). */
export function SurveyPreview({ schema }: { readonly schema: object }) {
  return (
    <div data-testid="survey-preview" lang="de">
      <SharedSurveyPreview schema={schema} readOnly />
    </div>
  );
}
