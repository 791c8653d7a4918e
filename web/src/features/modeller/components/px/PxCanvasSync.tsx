import { type RefObject, useEffect, useMemo } from 'react';
import { usePxModelQuestions } from '../../api/get-px-model-questions';
import type { ModellerController } from '../../bpmn/controller';
import { usePxMode } from '../../hooks/use-px-mode';

interface PxCanvasSyncProps {
  readonly uuid: string;
  readonly controller: RefObject<ModellerController | null>;
  readonly ready: boolean;
}

/** Hands PX mode and the per-element question counts to the canvas (PpPxQuestionBadges). */
export function PxCanvasSync({ uuid, controller, ready }: PxCanvasSyncProps) {
  const { pxMode } = usePxMode();
  const questions = usePxModelQuestions(uuid, pxMode);
  const counts = useMemo(
    () => new Map((questions.data?.elements ?? []).map((e) => [e.elementId, e.questions.length] as const)),
    [questions.data],
  );
  useEffect(() => {
    if (ready) controller.current?.setState({ pxMode, pxQuestionCounts: counts });
  }, [ready, controller, pxMode, counts]);
  return null;
}
