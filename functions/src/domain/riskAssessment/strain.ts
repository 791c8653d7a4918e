import type { RiskElementStrain, RiskStrain, RiskSurveyPhase } from '@prozesspuls/shared';
import {
  combineStrain,
  compareStrain,
  type RedactedEvaluationPoint,
  type StrainResult,
  surveyStrain,
} from '@prozesspuls/shared';
import {
  elementEvaluations,
  pointThreshold,
  processSurveyElements,
  redactEvaluationSeries,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { listEvaluationPoints } from '../../data/repositories/evaluationPoints.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { surveyThresholds } from '../evaluation/threshold.js';
import type { Identity } from '../identity.js';
import { recordEvaluationAccess } from '../worksCouncil/worksCouncil.js';
import { documentOf, type RiskDocument, requireAssessment } from './records.js';

/** The process survey module: one page per BPMN element, its questions attached to that element. */
const PROCESS_SURVEY_MODULE = 'Module_Four';

interface SurveyStrain {
  readonly surveyId: string;
  readonly title: string;
  readonly phase: RiskSurveyPhase;
  readonly point: RedactedEvaluationPoint | null;
  /** The strain the survey shows per element id (absent: the survey says nothing about it). */
  readonly byElement: ReadonlyMap<string, StrainResult>;
}

/**
 * The strain one linked survey shows, from its newest evaluation point, redacted together with
 * all its earlier points (threshold and difference rule, as every evaluation read). A process
 * survey gives each element the score of the questions attached to it; a module survey (STRESS,
 * IWAK) asked the people of the whole assessed area, so its score stands for every picked element.
 */
async function strainOfSurvey(
  clientId: number,
  link: { readonly surveyId: string; readonly phase: RiskSurveyPhase },
  document: RiskDocument,
  threshold: number,
): Promise<SurveyStrain | null> {
  const survey = await loadSurvey(clientId, link.surveyId);
  if (!survey) return null;
  const points = await listEvaluationPoints(clientId, link.surveyId);
  const base = { surveyId: link.surveyId, title: survey.title, phase: link.phase };
  if (points.length === 0) return { ...base, point: null, byElement: new Map() };
  const redacted = redactEvaluationSeries(points, threshold);
  const newest = points
    .map((stored, index) => ({ stored, point: redacted[index] as RedactedEvaluationPoint }))
    .sort((a, b) => b.point.timestamp - a.point.timestamp)[0];
  if (!newest) return { ...base, point: null, byElement: new Map() };
  const { point } = newest;
  const effective = pointThreshold(newest.stored.threshold, threshold, point.senderRecipients ?? 0);
  const byElement = new Map<string, StrainResult>();
  if (survey.module === PROCESS_SURVEY_MODULE) {
    const schema = JSON.parse(await getSurveySchemaJson(survey.schemaKey)) as SurveySchema;
    for (const element of elementEvaluations(processSurveyElements(schema), point, effective)) {
      byElement.set(element.elementId, {
        score: element.score,
        responseCount: element.responseCount,
        hidden: element.hidden,
      });
    }
    // A process object has no questions of its own: its strain is that of the elements it is
    // linked to, combined from their shown results only (each already passed the threshold).
    for (const element of document.elements) {
      const linked = (element.linkedElementIds ?? []).flatMap((id) => {
        const found = byElement.get(id);
        return found ? [found] : [];
      });
      if (linked.length > 0) byElement.set(element.elementId, combineStrain(linked, effective));
    }
  } else {
    const strain = surveyStrain(point, effective);
    for (const element of document.elements) byElement.set(element.elementId, strain);
  }
  return { ...base, point, byElement };
}

/**
 * GET /riskAssessment/{id}/strain: the strain per picked activity and role from the step 2
 * surveys and, once an effect check is linked, the before/after comparison (only where both
 * rounds pass the threshold). Participant counts are given only for rounds above the threshold.
 */
export async function assessmentStrain(caller: Identity, assessmentId: string): Promise<RiskStrain> {
  const record = await requireAssessment(caller.clientId, assessmentId);
  await recordEvaluationAccess(caller, 'RISK_STRAIN', assessmentId, record.title);
  const document = documentOf(record);
  const thresholdOf = await surveyThresholds(caller.clientId);
  const surveys = (
    await Promise.all(
      document.surveys.map((link) =>
        strainOfSurvey(caller.clientId, link, document, thresholdOf({ surveyId: link.surveyId })),
      ),
    )
  ).filter((s): s is SurveyStrain => s !== null);
  const threshold = thresholdOf({ surveyId: '' });
  const resultsOf = (phase: RiskSurveyPhase, elementId: string) =>
    surveys
      .filter((s) => s.phase === phase)
      .flatMap((s) => {
        const found = s.byElement.get(elementId);
        return found ? [found] : [];
      });
  const hasEffectCheck = surveys.some((s) => s.phase === 'Wirksamkeitskontrolle');
  const elements: RiskElementStrain[] = document.elements.map((element) => {
    const strain = combineStrain(resultsOf('Ermittlung', element.elementId), threshold);
    const after = hasEffectCheck
      ? combineStrain(resultsOf('Wirksamkeitskontrolle', element.elementId), threshold)
      : null;
    return {
      elementId: element.elementId,
      name: element.name,
      kind: element.kind,
      strain,
      after,
      comparison: after ? compareStrain(strain, after, threshold) : null,
    };
  });
  return {
    threshold,
    participants: surveys.map((s) => ({
      surveyId: s.surveyId,
      title: s.title,
      phase: s.phase,
      completeAnswers: s.point && !s.point.hidden ? s.point.numberCompleteAnswered : null,
      hidden: s.point?.hidden ?? null,
    })),
    elements,
  };
}
