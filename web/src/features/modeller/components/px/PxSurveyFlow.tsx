import Snackbar from '@mui/material/Snackbar';
import type { PxModelQuestions } from '@prozesspuls/shared';
import { buildProcessSurvey } from '@prozesspuls/shared/px';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/call';
import { useCreateProcessSurvey } from '../../api/create-process-survey';
import { pxKeys } from '../../api/px-keys';
import { usePxMode } from '../../hooks/use-px-mode';
import { PxQuestionOverviewDialog } from './PxQuestionOverviewDialog';
import { PxSurveySummaryDialog } from './PxSurveySummaryDialog';
import { PxSurveyTitleDialog, type SurveyTitleInput } from './PxSurveyTitleDialog';
import { pxt } from './texts';

/** The survey-created toast stays 3 s, then the survey list opens (seed 002 §2.5, §9). */
const CREATED_TOAST_MS = 3000;

interface PxSurveyFlowProps {
  readonly uuid: string;
  readonly questions: UseQueryResult<PxModelQuestions>;
  readonly onClose: () => void;
}

/** Overview → survey title → 'Ihre Fragenauswahl' → POST /px/survey → /surveys. */
export function PxSurveyFlow({ uuid, questions, onClose }: PxSurveyFlowProps) {
  const { canWritePx } = usePxMode();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateProcessSurvey();
  const [step, setStep] = useState<'overview' | 'title' | 'summary'>('overview');
  const [input, setInput] = useState<SurveyTitleInput>({ title: '', startPage: null });
  const [created, setCreated] = useState(false);
  const elements = questions.data?.elements ?? [];

  const resetAll = async () => {
    // One call per attachment, a few at a time; the lists are refetched afterwards either way.
    const pairs = elements.flatMap((element) =>
      element.questions.map((question) => ({ id: element.elementId, qid: question.id })),
    );
    try {
      for (let i = 0; i < pairs.length; i += 5) {
        await Promise.all(
          pairs
            .slice(i, i + 5)
            .map((path) => api('deletePxBpmnByUuidElementByIdQuestionByQid', { path: { uuid, ...path } })),
        );
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: pxKeys.all(uuid) });
    }
  };

  const submit = () => {
    const schema = buildProcessSurvey({
      title: input.title,
      deadlineDate: null,
      startPageHtml: input.startPage,
      elements: elements.map((element) => ({
        ...element,
        questions: element.questions.map((q) => ({ id: q.id, text: q.text, answerType: 'MATRIX' as const })),
      })),
    });
    create.mutate(
      { uuid, schema },
      {
        onSuccess: () => {
          setCreated(true);
          setTimeout(() => void navigate(paths.surveys), CREATED_TOAST_MS);
        },
      },
    );
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
          initial={input}
          onClose={() => setStep('overview')}
          onNext={(next) => {
            setInput(next);
            create.reset();
            setStep('summary');
          }}
        />
      )}
      {step === 'summary' && (
        <PxSurveySummaryDialog
          title={input.title}
          elements={elements}
          busy={create.isPending}
          error={create.error}
          created={created}
          onBack={() => setStep('title')}
          onCreate={submit}
        />
      )}
      <Snackbar open={created} autoHideDuration={CREATED_TOAST_MS} message={pxt('created')} />
    </>
  );
}
