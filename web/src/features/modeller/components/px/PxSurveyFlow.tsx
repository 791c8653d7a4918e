import type { PxModelQuestions } from '@prozesspuls/shared';
import { buildProcessSurvey } from '@prozesspuls/shared/px';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { changePxQuestion } from '../../api/attach-px-question';
import { pxKeys } from '../../api/px-keys';
import { usePxMode } from '../../hooks/use-px-mode';
import type { ProcessSurveyState } from './ProcessSurveyPage';
import { PxQuestionOverviewDialog } from './PxQuestionOverviewDialog';
import { PxSurveyTitleDialog, type SurveyTitleInput } from './PxSurveyTitleDialog';

interface PxSurveyFlowProps {
  readonly uuid: string;
  readonly questions: UseQueryResult<PxModelQuestions>;
  readonly onClose: () => void;
}

/**
 * Overview → survey title → /surveys/processSurvey ('Ihre Fragenauswahl', preview, POST /px/survey)
 * → /surveys. The summary is its own route (named route processSurvey), so the
 * survey travels there in the history entry's state.
 */
export function PxSurveyFlow({ uuid, questions, onClose }: PxSurveyFlowProps) {
  const { canWritePx } = usePxMode();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<'overview' | 'title'>('overview');
  const elements = questions.data?.elements ?? [];

  const resetAll = async () => {
    // One call per attachment, a few at a time; the lists are refetched afterwards either way.
    const pairs = elements.flatMap((element) =>
      element.questions.map((question) => ({
        elementId: element.elementId,
        questionId: question.id,
        attach: false,
      })),
    );
    try {
      for (let i = 0; i < pairs.length; i += 5) {
        await Promise.all(pairs.slice(i, i + 5).map((change) => changePxQuestion(uuid, change)));
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: pxKeys.all(uuid) });
    }
  };

  const openSummary = (input: SurveyTitleInput) => {
    const schema = buildProcessSurvey({
      title: input.title,
      deadlineDate: null,
      startPageHtml: input.startPage,
      elements: elements.map((element) => ({
        ...element,
        questions: element.questions.map((q) => ({ id: q.id, text: q.text, answerType: 'MATRIX' as const })),
      })),
    });
    const state: ProcessSurveyState = { modelId: uuid, surveyTitle: input.title, schema, elements };
    void navigate(paths.surveysProcess, { state });
  };

  return (
    <>
      {step === 'overview' && (
        <PxQuestionOverviewDialog
          questions={questions.data}
          loading={questions.isPending}
          error={questions.error}
          canWritePx={canWritePx}
          onResetAll={resetAll}
          onGenerate={() => setStep('title')}
          onClose={onClose}
        />
      )}
      {step === 'title' && (
        <PxSurveyTitleDialog
          initial={{ title: '', startPage: null }}
          onClose={() => setStep('overview')}
          onNext={openSummary}
        />
      )}
    </>
  );
}
