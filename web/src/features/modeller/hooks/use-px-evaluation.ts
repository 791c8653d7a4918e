import type { ElementEvaluation, ModelProcessSurvey } from '@prozesspuls/shared';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { replaceSearchParams } from '@/lib/search-params';
import { useCreatePxEvaluationPoint } from '../api/create-px-evaluation-point';
import { useHistoryVersion } from '../api/get-history-version';
import { usePxModelSurveys } from '../api/get-px-model-surveys';
import { usePxProcessEvaluation } from '../api/get-px-process-evaluation';
import type { ModellerController } from '../bpmn/controller';
import type { PxScoreBadge } from '../bpmn/events';
import { scoreBadges } from '../utils/px-evaluation';

interface PxEvaluationOptions {
  readonly uuid: string;
  readonly pxMode: boolean;
  readonly canEvalPx: boolean;
  /** May start an evaluation point (POST /px/evaluation/process/timestamp needs SURVEY). */
  readonly canCreatePoint: boolean;
  /** Editing ends the evaluation (it shows another version of the model, read only). */
  readonly editing: boolean;
  readonly ready: boolean;
  readonly controller: RefObject<ModellerController | null>;
  /** Brings the stored (current) version back onto the canvas when the evaluation ends. */
  readonly restoreCurrent: () => Promise<void>;
}

export interface PxEvaluation {
  readonly surveys: ReturnType<typeof usePxModelSurveys>;
  readonly selected: ModelProcessSurvey | null;
  readonly select: (surveyId: string) => void;
  /** The evaluation of the selected survey is on the canvas (or loading). */
  readonly shown: boolean;
  readonly canShow: boolean;
  readonly toggle: () => void;
  /** The survey's version could not be loaded: the current one is shown. */
  readonly versionMissing: boolean;
  /** The latest evaluation point's element results of the selected survey (null: none yet). */
  readonly elements: readonly ElementEvaluation[] | null;
  readonly evaluationLoading: boolean;
  /** The element whose evaluation panel is open. */
  readonly openElement: ElementEvaluation | null;
  readonly openElementPanel: (elementId: string) => void;
  readonly closeElementPanel: () => void;
  /** The selected survey's evaluation point job: running now, or its last run failed. */
  readonly pointJob: 'running' | 'failed' | null;
  /** Starts an evaluation point of the selected survey; null when the caller may not. */
  readonly createPoint: (() => void) | null;
  readonly createPointMutation: ReturnType<typeof useCreatePxEvaluationPoint>;
  /** Whether the caller may download the evaluation (PDF, Excel, CSV): the survey area's right. */
  readonly canDownload: boolean;
}

/**
 * The evaluation mode of PX mode: the model's process surveys, the
 * chosen one (from `?surveyId=`, else the newest), and while its evaluation is shown the model
 * version of the survey's commit hash with the element scores as badges. Leaving PX mode or
 * starting to edit ends the evaluation and closes the element evaluation panel.
 */
export function usePxEvaluation({
  uuid,
  pxMode,
  canEvalPx,
  canCreatePoint,
  editing,
  ready,
  controller,
  restoreCurrent,
}: PxEvaluationOptions): PxEvaluation {
  const [params, setParams] = useSearchParams();
  const linkedSurveyId = params.get('surveyId');
  const surveys = usePxModelSurveys(uuid, pxMode);
  const [chosenId, setChosenId] = useState<string | null>(linkedSurveyId);
  // null until the user toggles: then a link's survey (?surveyId= of this model) opens shown.
  const [shownChoice, setShownChoice] = useState<boolean | null>(null);
  const [openElementId, setOpenElementId] = useState<string | null>(null);

  const list = surveys.data ?? [];
  const selected = list.find((survey) => survey.id === chosenId) ?? list[0] ?? null;
  // Another model's survey id (e.g. in a second tab of the modeller) opens nothing by itself.
  const shown = shownChoice ?? (linkedSurveyId !== null && selected?.id === linkedSurveyId);
  const canShow = canEvalPx && !editing && (selected?.info.answeredCount ?? 0) > 0;
  const active = pxMode && shown && canShow && selected !== null;

  const evaluation = usePxProcessEvaluation(uuid, active);
  const version = useHistoryVersion(uuid, active ? (selected?.commitHash ?? null) : null);

  // Switching PX mode off or starting to edit closes the evaluation and the element panel.
  const closing = !pxMode || editing;
  const wasClosing = useRef(closing);
  useEffect(() => {
    if (closing && !wasClosing.current) {
      setShownChoice(false);
      setOpenElementId(null);
    }
    wasClosing.current = closing;
  }, [closing]);

  const select = useCallback(
    (surveyId: string) => {
      setChosenId(surveyId);
      setOpenElementId(null);
      replaceSearchParams(setParams, (next) => next.set('surveyId', surveyId));
    },
    [setParams],
  );

  const toggle = useCallback(() => {
    setShownChoice(!shown);
    setOpenElementId(null);
  }, [shown]);

  // The diagram on the canvas: the survey's version while the evaluation is shown (once its XML is
  // there), the stored version again when it ends. `onCanvas` names the survey whose version is in.
  const [onCanvas, setOnCanvas] = useState<string | null>(null);
  const [versionMissing, setVersionMissing] = useState(false);
  const switching = useRef(false);
  const wanted = active ? (selected?.id ?? null) : null;
  const versionSettled = !selected?.commitHash || !version.isPending;
  useEffect(() => {
    const instance = controller.current;
    if (!ready || !instance || switching.current || wanted === onCanvas) return;
    if (wanted !== null && !versionSettled) return;
    switching.current = true;
    void (async () => {
      try {
        if (wanted === null) {
          instance.showPxScores(new Map());
          await restoreCurrent();
          setVersionMissing(false);
        } else if (version.data) {
          await instance.importXML(version.data.processXML);
          setVersionMissing(false);
        } else {
          setVersionMissing(true);
        }
        setOnCanvas(wanted);
      } catch {
        // The version could not be drawn: the evaluation goes on on the diagram shown.
        setVersionMissing(wanted !== null);
        setOnCanvas(wanted);
      } finally {
        switching.current = false;
      }
    })();
  }, [ready, controller, wanted, onCanvas, versionSettled, version.data, restoreCurrent]);

  // A point whose job has just ended brings its scores: the points are read again when the count grows.
  const pointCount = selected?.info.evaluationTimestampCount ?? 0;
  const seenPointCount = useRef(pointCount);
  const refetchPoints = evaluation.refetch;
  useEffect(() => {
    if (pointCount > seenPointCount.current && active) void refetchPoints();
    seenPointCount.current = pointCount;
  }, [pointCount, active, refetchPoints]);

  const createPointMutation = useCreatePxEvaluationPoint(uuid);
  const job = selected?.info.job;
  const pointJob = job?.running === 'EVALUATION' ? 'running' : job?.failed === 'EVALUATION' ? 'failed' : null;
  const selectedId = selected?.id ?? null;
  const startPoint = createPointMutation.mutate;
  const createPoint = useMemo(
    () => (canCreatePoint && selectedId !== null ? () => startPoint(selectedId) : null),
    [canCreatePoint, selectedId, startPoint],
  );

  const elements = useMemo(() => {
    if (!selected || !evaluation.data) return null;
    const points = evaluation.data.filter((point) => point.surveyId === selected.id);
    return points.at(-1)?.elements ?? null;
  }, [selected, evaluation.data]);

  // The badges follow the shown survey's scores once its version is on the canvas.
  useEffect(() => {
    const instance = controller.current;
    if (!instance || !ready) return;
    const onShownVersion = wanted !== null && onCanvas === wanted;
    instance.showPxScores(onShownVersion ? scoreBadges(elements ?? []) : new Map<string, PxScoreBadge>());
  }, [controller, ready, wanted, onCanvas, elements]);

  // A click on a score badge opens the element evaluation panel.
  useEffect(() => {
    if (!ready) return;
    return controller.current?.on('pp.px.element', ({ elementId }) => setOpenElementId(elementId));
  }, [ready, controller]);

  const openElement =
    active && openElementId
      ? (elements?.find((element) => element.elementId === openElementId) ?? null)
      : null;

  return {
    surveys,
    selected,
    select,
    shown: active,
    canShow,
    toggle,
    versionMissing: active && versionMissing,
    elements,
    evaluationLoading: active && (evaluation.isPending || !versionSettled || onCanvas !== wanted),
    openElement,
    openElementPanel: setOpenElementId,
    closeElementPanel: () => setOpenElementId(null),
    pointJob,
    createPoint,
    createPointMutation,
    canDownload: canCreatePoint,
  };
}
